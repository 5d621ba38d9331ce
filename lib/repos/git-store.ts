/**
 * The git store: repositories cloned into an injected file system (LightningFS in the browser)
 * with isomorphic-git, read straight from the object store — there is no working tree (see the
 * measurement in bench/results/repos-lib.md: half the bytes, and the tree stays the one authority
 * for file modes and symlinks).
 *
 * All-or-nothing clones: a clone is written to a staging folder (`STAGING_ROOT` + the final
 * folder's path) that lies outside every repository folder, and is renamed into place only after
 * the last object and ref are written; LightningFS renames a folder by moving one entry in its
 * superblock, so the repository is either entirely at its folder or not there at all. A failed
 * or aborted clone removes its staging folder; one interrupted by the worker being stopped
 * leaves it behind, and `cleanStaging()` (called on start) removes it. Commits write objects
 * first and move the branch ref last, so an interrupted commit leaves only unreferenced objects.
 * LightningFS writes a file's bytes at once but its directory entries (the superblock) only
 * 500 ms later; an existing file such as a ref keeps its entry, so a new ref value outlives a
 * stopped worker while the new objects it names may not. Every ref move is therefore preceded
 * by a superblock flush (`durable`).
 */
import git from 'isomorphic-git';
import { PrimaChatError } from '../errors';
import { createKeyedSerial } from '../storage/keyed-serial';
import type { FetchLike } from './http-client';
import { mapGitError } from './git-errors';
import { exists, mkdirp, readTreeFiles, removeTree, treeBytes, type RepoFs } from './fs-tools';
import { RefSchema, STAGING_ROOT, resolveRepoPath } from './paths';
import { checkUrl, fetchSince, netFor, trackedOf, type NetArgs, type RemoteDeps } from './git-remote';
import { diffCommits, listTree, resolveFile, treeWithNewFile, type Changed, type Ctx, type FileEntry } from './git-tree';

export type { Progress, RepoAuthInfo } from './git-remote';
export type Author = { name: string; email: string };
export type { Changed, FileEntry };

export type GitStoreOptions = {
  /** How long a git server may send nothing before the operation ends with `timeout` (default 60 s). */
  idleTimeoutMs?: number;
  /** Whether a redirect to another origin may be followed (the background asks the host permissions). */
  mayFollow?: (url: string) => Promise<boolean>;
  fs: RepoFs;
  /** The network: a `fetch`; the store wraps it so credentials only go to the repository's origin. */
  fetch?: FetchLike;
  now?: () => number;
  stagingRoot?: string;
};

/**
 * Create the git store over `fs` and `fetch` (both injected). Every method takes the
 * repository's folder (`repoDir(space, id)`); operations on one folder run one at a time.
 */
export function createGitStore(opts: GitStoreOptions) {
  const { fs } = opts;
  const remoteDeps: RemoteDeps = {
    fs,
    fetch: opts.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init)),
    idleTimeoutMs: opts.idleTimeoutMs,
    mayFollow: opts.mayFollow,
  };
  const net = (url: string, a: NetArgs) => netFor(remoteDeps, url, a);
  const now = opts.now ?? Date.now;
  const stagingRoot = opts.stagingRoot ?? STAGING_ROOT;
  const caches = new Map<string, Ctx>();
  // HEAD of each repository, as last read or written by this store (the only writer in a worker).
  const heads = new Map<string, string>();

  const ctx = (dir: string): Ctx => {
    let c = caches.get(dir);
    if (!c) caches.set(dir, (c = { fs, gitdir: dir, cache: {}, trees: new Map() }));
    return c;
  };
  // Operations on one repository folder run one at a time.
  const locked = createKeyedSerial();
  const branchOf = async (dir: string) => {
    const b = await git.currentBranch({ fs, gitdir: dir, fullname: false });
    if (!b) throw new PrimaChatError('not_found', 'This repository has no branch checked out. Remove it and add it again.');
    return b;
  };
  const readHead = (dir: string) => git.resolveRef({ fs, gitdir: dir, ref: 'HEAD' });
  const head = async (dir: string) => {
    const known = heads.get(dir);
    if (known) return known;
    const oid = await readHead(dir);
    heads.set(dir, oid);
    return oid;
  };
  // Persist LightningFS's superblock now: the objects just written become durable before a ref names them.
  const durable = async () => {
    await fs.promises.flush?.();
  };
  const forget = (dir: string) => {
    heads.delete(dir);
    caches.delete(dir);
  };
  const requireRepo = async (dir: string) => {
    if (!(await exists(fs, `${dir}/HEAD`))) throw new PrimaChatError('not_found', 'That repository is not stored here. Add it first.');
  };

  return {
    /** Shallow (depth 1), single-branch clone of `ref` (default: the remote's default branch), all or nothing. */
    clone: (a: NetArgs & { dir: string; url: string; ref?: string }) =>
      locked(a.dir, async () => {
        if (a.ref !== undefined && !RefSchema.safeParse(a.ref).success) {
          throw new PrimaChatError('bad_request', 'That ref is not a valid branch name. Leave it empty for the default branch.');
        }
        checkUrl(a.url);
        if (await exists(fs, a.dir)) throw new PrimaChatError('exists', 'A repository is already stored under that id. Remove it first or choose another id.');
        const staging = `${stagingRoot}${a.dir}`;
        await removeTree(fs, staging);
        try {
          await mkdirp(fs, staging);
          await git.clone({ fs, ...net(a.url, a), dir: staging, gitdir: staging, url: a.url, ref: a.ref, singleBranch: true, depth: 1, noCheckout: true, noTags: true });
          a.signal?.throwIfAborted();
          const ref = await git.currentBranch({ fs, gitdir: staging, fullname: false });
          if (!ref) throw new PrimaChatError('bad_request', 'That ref is not a branch (a tag or commit?). Give a branch name, or leave it empty for the default branch.');
          const oid = await readHead(staging);
          forget(a.dir);
          await mkdirp(fs, a.dir.split('/').slice(0, -1).join('/'));
          await fs.promises.rename(staging, a.dir);
          await fs.promises.flush?.(); // persist LightningFS's superblock now, not after its debounce
          return { head: oid, ref };
        } catch (err) {
          await removeTree(fs, staging).catch(() => {});
          throw mapGitError(err, 'clone', a.url, a.signal, a.ref);
        }
      }),

    /**
     * Fetch the branch (depth 1) and fast-forward to it, reporting the paths that changed. When
     * the local branch holds commits not yet pushed and the remote moved, it refuses
     * (`sync_failed`) rather than drop them.
     */
    sync: (a: NetArgs & { dir: string }) =>
      locked(a.dir, async () => {
        await requireRepo(a.dir);
        const c = ctx(a.dir);
        const url = String(await git.getConfig({ fs, gitdir: a.dir, path: 'remote.origin.url' }));
        try {
          const ref = await branchOf(a.dir);
          const local = await readHead(a.dir);
          const tracked = await trackedOf(c, ref, local);
          const r = await fetchSince(remoteDeps, c, url, ref, local, tracked, a);
          const remote = r.fetchHead ?? tracked;
          const none: Changed = { added: [], modified: [], removed: [] };
          if (remote === local) return { head: local, changed: none };
          if (local !== tracked) {
            // Behind, not ahead: a sync cut off (worker stopped) after its fetch, before the
            // branch moved. Fast-forward when the remote commit descends from ours.
            const behind = await git.isDescendent({ fs, gitdir: a.dir, oid: remote, ancestor: local, depth: 50, cache: c.cache }).catch(() => false);
            if (!behind && remote === tracked) return { head: local, changed: none };
            if (!behind) {
              throw new PrimaChatError('sync_failed', 'This copy has engraved commits that are not pushed yet, and the remote changed. Push them first (or remove and add the repository again).');
            }
          }
          const changed = await diffCommits(c, local, remote);
          await durable();
          await git.writeRef({ fs, gitdir: a.dir, ref: `refs/heads/${ref}`, value: remote, force: true });
          heads.set(a.dir, remote);
          return { head: remote, changed };
        } catch (err) {
          throw mapGitError(err, 'sync', url, a.signal);
        }
      }),

    /** The commit HEAD names (what reads and searches see). */
    async head(dir: string): Promise<string> {
      await requireRepo(dir);
      return head(dir);
    },

    /** Files at HEAD with their git mode (`100644`, `100755`, `120000` for links); submodules left out. */
    async listFiles(dir: string): Promise<FileEntry[]> {
      await requireRepo(dir);
      return listTree(ctx(dir), await head(dir));
    },

    /** Files of `commit` (as `listFiles` lists HEAD's), with no need for refs: a copy of the objects suffices. */
    async listFilesAt(dir: string, commit: string): Promise<FileEntry[]> {
      return listTree(ctx(dir), commit);
    },

    /** Text of one file at HEAD; the path is normalised and checked, links followed only inside. */
    async readFile(dir: string, path: string): Promise<{ path: string; text: string; mode: string }> {
      const p = resolveRepoPath(path);
      await requireRepo(dir);
      const c = ctx(dir);
      const e = await resolveFile(c, await head(dir), p);
      const { blob } = await git.readBlob({ ...c, oid: e.oid });
      return { path: e.path, text: new TextDecoder().decode(blob), mode: e.mode };
    },

    /**
     * Text of a file as `listFiles` listed it, read by its blob id: no path to resolve, no link to
     * follow (callers leave links out), so reading every file of a listing costs one object read each.
     */
    async readListed(dir: string, entry: FileEntry): Promise<string> {
      const { blob } = await git.readBlob({ ...ctx(dir), oid: entry.oid });
      return new TextDecoder().decode(blob);
    },

    /**
     * A copy of the repository's object store (packs, their indexes, loose objects), for a
     * thread that reads objects without this file system (see lib/indexing/memory-git-fs.ts).
     */
    async objectFiles(dir: string): Promise<Array<{ path: string; data: Uint8Array }>> {
      await requireRepo(dir);
      return readTreeFiles(fs, `${dir}/objects`);
    },

    /** Commit one new file on top of HEAD, every other file kept exactly; the branch ref moves last. */
    commitFile: (a: { dir: string; path: string; content: string; message: string; author: Author }) =>
      locked(a.dir, async () => {
        const p = resolveRepoPath(a.path);
        await requireRepo(a.dir);
        const c = ctx(a.dir);
        const ref = await branchOf(a.dir);
        const parent = await readHead(a.dir);
        const blob = await git.writeBlob({ fs, gitdir: a.dir, blob: new TextEncoder().encode(a.content) });
        const tree = await treeWithNewFile(c, parent, p, blob);
        const who = { ...a.author, timestamp: Math.floor(now() / 1000), timezoneOffset: 0 };
        const commit = await git.writeCommit({ fs, gitdir: a.dir, commit: { message: a.message.endsWith('\n') ? a.message : `${a.message}\n`, tree, parent: [parent], author: who, committer: who } });
        await durable();
        await git.writeRef({ fs, gitdir: a.dir, ref: `refs/heads/${ref}`, value: commit, force: true });
        heads.set(a.dir, commit);
        return { commit, path: p };
      }),

    /** Push the branch to `url` (default: where it was cloned from). A non-fast-forward is `push_rejected`; the local commit stays. */
    push: (a: NetArgs & { dir: string; url?: string }) =>
      locked(a.dir, async () => {
        await requireRepo(a.dir);
        const url = a.url ?? String(await git.getConfig({ fs, gitdir: a.dir, path: 'remote.origin.url' }));
        try {
          const ref = await branchOf(a.dir);
          await git.push({ fs, ...net(url, a), gitdir: a.dir, url, ref, remoteRef: ref, remote: 'origin', signal: a.signal, cache: ctx(a.dir).cache });
          return { commit: await head(a.dir) };
        } catch (err) {
          throw mapGitError(err, 'push', url, a.signal);
        }
      }),

    /** Remove the repository's folder (objects, refs, config) and any staging leftovers. */
    remove: (dir: string) =>
      locked(dir, async () => {
        forget(dir);
        await removeTree(fs, dir);
        await removeTree(fs, `${stagingRoot}${dir}`);
      }),

    /** Bytes the repository occupies in the file system. */
    sizeBytes: (dir: string) => treeBytes(fs, dir),

    /** True when a complete repository is stored at `dir`. */
    has: (dir: string) => exists(fs, `${dir}/HEAD`),

    /** Names of the folders directly below `dir` (none when it does not exist): what is stored, registered or not. */
    async children(dir: string): Promise<string[]> {
      return ((await fs.promises.readdir(dir).catch(() => [])) as string[]).sort();
    },

    /** Remove every staging folder: anything there is a clone that was interrupted. Call on start. */
    cleanStaging: () => removeTree(fs, stagingRoot),
  };
}

export type GitStore = ReturnType<typeof createGitStore>;

