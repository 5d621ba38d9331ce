/** One file of a repository's object store, by its full path. */
export interface ObjectFile {
  path: string;
  data: Uint8Array;
}

const fsError = (code: string, path: string): Error => Object.assign(new Error(`${code}: ${path}`), { code });

/**
 * A read-only file system in memory over a snapshot of a repository's object store, enough for
 * isomorphic-git to read objects (a missing loose object is `ENOENT`, the pack folder lists its
 * files). The indexing helper reads from it so it never waits on LightningFS's lock, which the
 * service worker holds while it reads its own half of the files.
 */
export function memoryGitFs(files: readonly ObjectFile[]) {
  const byPath = new Map<string, Uint8Array>();
  const dirs = new Map<string, Set<string>>();
  for (const { path, data } of files) {
    byPath.set(path, data);
    const parts = path.split('/');
    for (let i = parts.length - 1; i > 0; i--) {
      const dir = parts.slice(0, i).join('/') || '/';
      const names = dirs.get(dir) ?? new Set<string>();
      names.add(parts[i] as string);
      dirs.set(dir, names);
    }
  }
  const readOnly = async (path: string): Promise<never> => {
    throw fsError('EROFS', path);
  };
  const stat = async (path: string) => {
    if (byPath.has(path)) return { type: 'file', mode: 0o100644, size: byPath.get(path)!.byteLength, isFile: () => true, isDirectory: () => false, isSymbolicLink: () => false };
    if (dirs.has(path)) return { type: 'dir', mode: 0o40000, size: 0, isFile: () => false, isDirectory: () => true, isSymbolicLink: () => false };
    throw fsError('ENOENT', path);
  };
  const promises = {
    async readFile(path: string, options?: { encoding?: string } | string) {
      const data = byPath.get(path);
      if (data === undefined) throw fsError(dirs.has(path) ? 'EISDIR' : 'ENOENT', path);
      const encoding = typeof options === 'string' ? options : options?.encoding;
      return encoding === 'utf8' ? new TextDecoder().decode(data) : data;
    },
    async readdir(path: string) {
      const names = dirs.get(path);
      if (names === undefined) throw fsError('ENOENT', path);
      return [...names];
    },
    stat,
    lstat: stat,
    readlink: readOnly,
    writeFile: readOnly,
    mkdir: readOnly,
    rmdir: readOnly,
    unlink: readOnly,
    symlink: readOnly,
  };
  return { promises };
}
