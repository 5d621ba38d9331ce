/**
 * The reference for repository benchmarks: native `git clone --depth 1` from the same server,
 * timed, with the bytes of its `.git` and of its checked-out files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit } from '../../test/support/git-server';

export interface NativeClone {
  ms: number;
  gitBytes: number;
  fileBytes: number;
}

const du = (p: string) => Number(execFileSync('du', ['-sb', p]).toString().split('\t')[0]);

/** Clone `url` with native git (depth 1, default checkout) into a temporary folder, measure it, and delete it. */
export async function nativeClone(url: string): Promise<NativeClone> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-native-'));
  try {
    const t = performance.now();
    await runGit(['clone', '-q', '--depth', '1', url, 'c'], tmp);
    const elapsed = performance.now() - t;
    const gitBytes = du(path.join(tmp, 'c/.git'));
    return { ms: elapsed, gitBytes, fileBytes: du(path.join(tmp, 'c')) - gitBytes };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** A native shallow clone kept between syncs: `pull()` times `git fetch --depth 1` and the checkout of what came. */
export interface NativeCopy {
  pull(): Promise<number>;
  close(): Promise<void>;
}

/** Clone `url` natively (depth 1) into a temporary folder kept for `pull` timings; `close` deletes it. */
export async function nativeCopy(url: string): Promise<NativeCopy> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-native-copy-'));
  await runGit(['clone', '-q', '--depth', '1', url, 'c'], tmp);
  const dir = path.join(tmp, 'c');
  return {
    async pull() {
      const t = performance.now();
      await runGit(['fetch', '-q', '--depth', '1', 'origin'], dir);
      await runGit(['reset', '-q', '--hard', 'FETCH_HEAD'], dir);
      return performance.now() - t;
    },
    close: () => rm(tmp, { recursive: true, force: true }),
  };
}
