/**
 * Repositories the test git server's `createRepo` cannot make: one with no commit at all, and
 * one holding a submodule entry (a gitlink, mode 160000). Built with native git, served the same.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit, type GitServer } from '../../support/git-server';

async function serve(server: GitServer, name: string, bare: string): Promise<string> {
  await runGit(['config', 'http.receivepack', 'true'], bare);
  return `${server.url}/${name}.git`;
}

/** A bare repository with no commit (what a forge shows as "this repository is empty"). */
export async function createEmptyRepo(server: GitServer, name: string): Promise<string> {
  const bare = path.join(server.root, `${name}.git`);
  await runGit(['init', '-q', '--bare', '-b', 'main', bare], server.root);
  return serve(server, name, bare);
}

/** A repository with `files` and a submodule entry at `at` pointing to commit `oid` (not fetched). */
export async function createRepoWithSubmodule(server: GitServer, name: string, files: Record<string, string>, at: string, oid: string): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'primachat-sub-'));
  try {
    await runGit(['init', '-q', '-b', 'main'], work);
    for (const [p, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(work, p)), { recursive: true });
      await writeFile(path.join(work, p), content);
    }
    await writeFile(path.join(work, '.gitmodules'), `[submodule "${at}"]\n\tpath = ${at}\n\turl = https://example.invalid/lib.git\n`);
    await runGit(['add', '-A'], work);
    await runGit(['update-index', '--add', '--cacheinfo', `160000,${oid},${at}`], work);
    await runGit(['commit', '-q', '-m', 'with a submodule'], work);
    const bare = path.join(server.root, `${name}.git`);
    await runGit(['clone', '-q', '--bare', work, bare], server.root);
    return serve(server, name, bare);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
