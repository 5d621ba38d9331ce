/**
 * Small file-system helpers over the promise API that LightningFS (and Node's fs) offer:
 * recursive removal, recursive size and contents, existence, and `mkdir -p`.
 */
import type { PromiseFsClient } from 'isomorphic-git';

/** The file system the git store runs on: LightningFS in the browser, anything compatible in tests. */
export type RepoFs = PromiseFsClient & { promises: { rename: Function; flush?: () => Promise<void> } };

type Stat = { isDirectory(): boolean; isSymbolicLink?(): boolean; size: number };

/** True when `p` exists (file, folder or link). */
export async function exists(fs: RepoFs, p: string): Promise<boolean> {
  try {
    await fs.promises.lstat(p);
    return true;
  } catch {
    return false;
  }
}

/** Create `p` and its missing parents. */
export async function mkdirp(fs: RepoFs, p: string): Promise<void> {
  const parts = p.split('/').filter(Boolean);
  let cur = '';
  for (const part of parts) {
    cur += `/${part}`;
    if (!(await exists(fs, cur))) {
      try {
        await fs.promises.mkdir(cur);
      } catch (err) {
        if (!(await exists(fs, cur))) throw err;
      }
    }
  }
}

/**
 * Remove `p` and everything below it. Files are unlinked one by one because that is what frees
 * their stored bytes in LightningFS (an `rmdir` of a non-empty folder is refused there).
 */
export async function removeTree(fs: RepoFs, p: string): Promise<void> {
  let st: Stat;
  try {
    st = (await fs.promises.lstat(p)) as Stat;
  } catch {
    return;
  }
  if (st.isDirectory()) {
    // Re-list if something appeared meanwhile (a late write of an abandoned operation).
    for (let attempt = 0; ; attempt++) {
      for (const name of (await fs.promises.readdir(p)) as string[]) await removeTree(fs, `${p}/${name}`);
      try {
        await fs.promises.rmdir(p);
        return;
      } catch (err) {
        if (attempt >= 2 || (err as { code?: string }).code !== 'ENOTEMPTY') throw err;
      }
    }
  } else {
    await fs.promises.unlink(p);
  }
}

/** The files below `p` (or `p` itself when it is a file), by full path, with their sizes; none when it does not exist. */
async function filesBelow(fs: RepoFs, p: string): Promise<Array<{ path: string; size: number }>> {
  let st: Stat;
  try {
    st = (await fs.promises.lstat(p)) as Stat;
  } catch {
    return [];
  }
  if (!st.isDirectory()) return [{ path: p, size: st.size }];
  const out: Array<{ path: string; size: number }> = [];
  for (const name of (await fs.promises.readdir(p)) as string[]) out.push(...(await filesBelow(fs, `${p}/${name}`)));
  return out;
}

/** Total bytes of the files below `p` (0 when it does not exist). */
export async function treeBytes(fs: RepoFs, p: string): Promise<number> {
  return (await filesBelow(fs, p)).reduce((n, f) => n + f.size, 0);
}

/** Every file below `p` with its bytes, by full path (none when it does not exist). */
export async function readTreeFiles(fs: RepoFs, p: string): Promise<Array<{ path: string; data: Uint8Array }>> {
  const out: Array<{ path: string; data: Uint8Array }> = [];
  for (const { path } of await filesBelow(fs, p)) out.push({ path, data: (await fs.promises.readFile(path)) as Uint8Array });
  return out;
}
