/**
 * Reading and editing git trees straight from the object store (no working tree): list the files
 * of a commit, resolve one path (following symlinks only while they stay inside), insert one new
 * file, and diff two commits.
 */
import git, { TREE, type TreeEntry, type WalkerEntry } from 'isomorphic-git';
import { PrimaChatError } from '../errors';
import { quoteCallerValue, resolveSymlinkTarget } from './paths';
import type { RepoFs } from './fs-tools';

/** `cache` is isomorphic-git's pack cache; `trees` memoises parsed trees and commit→tree by oid (immutable). */
export type Ctx = { fs: RepoFs; gitdir: string; cache: object; trees?: Map<string, TreeEntry[] | string> };
export type FileEntry = { path: string; mode: string; oid: string };
export type Changed = { added: string[]; modified: string[]; removed: string[] };

const MODE_SYMLINK = '120000';
const MAX_LINKS = 8;

const io = (ctx: Ctx) => ({ fs: ctx.fs, gitdir: ctx.gitdir, cache: ctx.cache });

async function treeOf(ctx: Ctx, commit: string): Promise<string> {
  const hit = ctx.trees?.get(`c${commit}`);
  if (typeof hit === 'string') return hit;
  const tree = (await git.readCommit({ ...io(ctx), oid: commit })).commit.tree;
  ctx.trees?.set(`c${commit}`, tree);
  return tree;
}

async function entries(ctx: Ctx, tree: string): Promise<TreeEntry[]> {
  const hit = ctx.trees?.get(`t${tree}`);
  if (Array.isArray(hit)) return hit;
  const list = (await git.readTree({ ...io(ctx), oid: tree })).tree;
  ctx.trees?.set(`t${tree}`, list);
  return list;
}

/** Every file of `commit` (blobs and symlinks; submodule entries are left out), sorted by path. */
export async function listTree(ctx: Ctx, commit: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  const visit = async (tree: string, prefix: string) => {
    for (const e of await entries(ctx, tree)) {
      const p = prefix ? `${prefix}/${e.path}` : e.path;
      if (e.type === 'tree') await visit(e.oid, p);
      else if (e.type === 'blob') out.push({ path: p, mode: e.mode, oid: e.oid });
    }
  };
  await visit(await treeOf(ctx, commit), '');
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Find the blob at `path` (already normalised) in `commit`. A symlink met on the way is followed
 * only when its target stays inside the repository (else `path_escape`) and at most 8 times;
 * a folder, a submodule or a missing path is `not_found`. Messages name only `path` as the
 * caller gave it (quoted, capped), or a prefix of it before any link: once a link was followed,
 * the segments are the link's target, text the repository's author chose.
 */
export async function resolveFile(ctx: Ctx, commit: string, path: string): Promise<FileEntry> {
  const root = await treeOf(ctx, commit);
  let segments = path.split('/');
  let links = 0;
  restart: for (;;) {
    let tree = root;
    for (let i = 0; i < segments.length; i++) {
      const name = segments[i]!;
      const e = (await entries(ctx, tree)).find((x) => x.path === name);
      const here = segments.slice(0, i + 1).join('/');
      if (!e) {
        throw new PrimaChatError(
          'not_found',
          links === 0
            ? `There is no file ${quoteCallerValue(path)} in the repository. Search for it or list the files.`
            : `${quoteCallerValue(path)} is a link to a file that is not in the repository. Search for the file you need.`,
        );
      }
      if (e.mode === MODE_SYMLINK) {
        if (++links > MAX_LINKS) throw new PrimaChatError('not_found', `${quoteCallerValue(path)} goes through too many links. Read the file it points to directly.`);
        const target = new TextDecoder().decode((await git.readBlob({ ...io(ctx), oid: e.oid })).blob);
        segments = [...resolveSymlinkTarget(here, target).split('/'), ...segments.slice(i + 1)];
        continue restart;
      }
      const last = i === segments.length - 1;
      if (last && e.type === 'blob') return { path: segments.join('/'), mode: e.mode, oid: e.oid };
      if (!last && e.type === 'tree') {
        tree = e.oid;
        continue;
      }
      const kind = e.type === 'tree' ? 'a folder' : e.type === 'commit' ? 'a submodule' : 'a file';
      const what = links === 0 ? quoteCallerValue(here) : `A link on the way of ${quoteCallerValue(path)} leads to something that`;
      throw new PrimaChatError('not_found', `${what} is ${kind}, not what the path needs. Give the path of a file.`);
    }
    throw new PrimaChatError('not_found', 'Give the path of a file in the repository.');
  }
}

/**
 * Write the trees for `commit`'s tree plus one new blob at `path`, returning the new root tree.
 * Every other entry is copied as it was (same oids), so the rest of the branch is unchanged.
 * A file already at `path`, or a file where a folder is needed, is refused with `exists`.
 */
export async function treeWithNewFile(ctx: Ctx, commit: string, path: string, blob: string): Promise<string> {
  const insert = async (tree: string | null, segs: string[]): Promise<string> => {
    const list = tree ? [...(await entries(ctx, tree))] : []; // a copy: the memoised list stays as stored
    const [name, ...rest] = segs as [string, ...string[]];
    const at = list.findIndex((e) => e.path === name);
    const existing = at >= 0 ? list[at] : undefined;
    let entry: TreeEntry;
    if (rest.length === 0) {
      if (existing) throw new PrimaChatError('exists', `"${path}" already exists in the repository; choose another title.`);
      entry = { mode: '100644', path: name, oid: blob, type: 'blob' };
    } else {
      if (existing && existing.type !== 'tree') throw new PrimaChatError('exists', `"${name}" is a file, so "${path}" cannot be created.`);
      entry = { mode: '040000', path: name, oid: await insert(existing?.oid ?? null, rest), type: 'tree' };
    }
    if (at >= 0) list[at] = entry;
    else list.push(entry);
    return git.writeTree({ fs: ctx.fs, gitdir: ctx.gitdir, tree: list });
  };
  return insert(await treeOf(ctx, commit), path.split('/'));
}

/** Paths added, modified (content or mode) and removed between commits `from` and `to`. */
export async function diffCommits(ctx: Ctx, from: string, to: string): Promise<Changed> {
  const changed: Changed = { added: [], modified: [], removed: [] };
  const kind = async (e: WalkerEntry | null | undefined) => (e ? await e.type() : undefined);
  await git.walk({
    ...io(ctx),
    trees: [TREE({ ref: from }), TREE({ ref: to })],
    map: async (filepath, [a, b]) => {
      if (filepath === '.') return undefined;
      const [ta, tb] = [await kind(a), await kind(b)];
      const [oa, ob] = [a ? await a.oid() : undefined, b ? await b.oid() : undefined];
      if (ta === 'tree' && tb === 'tree') return oa === ob ? null : undefined; // same subtree: skip it
      const fa = ta === 'blob' ? oa : undefined;
      const fb = tb === 'blob' ? ob : undefined;
      if (fa && !fb) changed.removed.push(filepath);
      else if (!fa && fb) changed.added.push(filepath);
      else if (fa && fb && (fa !== fb || (await a!.mode()) !== (await b!.mode()))) changed.modified.push(filepath);
      return undefined;
    },
  });
  for (const list of Object.values(changed)) list.sort();
  return changed;
}
