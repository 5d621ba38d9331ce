/**
 * Where things live, and what a path inside a repository may be. Storage locations are derived
 * only from validated ids, so no id can name a folder outside its own space; paths given by the
 * model are normalised and refused (`path_escape`) when they would leave the repository's files.
 */
import { PrimaChatError } from '../errors';
import { ID_PATTERN, IdSchema, RefSchema, type Id } from '../messages/shared';

/** The LightningFS (IndexedDB database) holding every repository's git objects. */
export const GIT_FS_NAME = 'primachat-git';

// Ids and branch names are part of the contract (lib/messages/shared.ts).
export { ID_PATTERN, IdSchema, RefSchema, type Id };

/** Root of everything PrimaChat stores in its file system. */
export const STORAGE_ROOT = '/primachat';

/** Parse an id or throw `bad_request` naming what was wrong. */
export function parseId(value: unknown, what: 'space' | 'repository'): Id {
  const r = IdSchema.safeParse(value);
  if (!r.success) {
    throw new PrimaChatError(
      'bad_request',
      `That ${what} id is not allowed. Use 1 to 64 lowercase letters, digits, ".", "_" or "-", starting with a letter or digit.`,
    );
  }
  return r.data;
}

/** Folder of one space; every repository of the space lives below it and nowhere else. */
export function spaceDir(space: string): string {
  return `${STORAGE_ROOT}/spaces/${parseId(space, 'space')}`;
}

/** Folder of a cloned repository (its git directory), derived only from validated ids. */
export function repoDir(space: string, id: string): string {
  return `${spaceDir(space)}/repos/${parseId(id, 'repository')}`;
}

/**
 * Folder a clone is written to before it is complete. It lies outside `repos/`, so a half clone
 * is never where a finished repository is looked for; everything under it may be wiped at start.
 */
export function stagingDir(space: string, id: string): string {
  return `${STORAGE_ROOT}/staging/${parseId(space, 'space')}/${parseId(id, 'repository')}`;
}

/** Parent of all staging folders (cleared on start: anything there is an interrupted clone). */
export const STAGING_ROOT = `${STORAGE_ROOT}/staging`;

const escape = (what: string) =>
  new PrimaChatError('path_escape', `The path ${what}. Give a path relative to the repository root, such as "docs/guide.md".`);

/**
 * Normalise a path given for a file inside a repository (usually by the model) to the form git
 * trees use (`docs/guide.md`). `..` segments are resolved, and a `..` that would climb above the
 * repository root, an absolute path, a backslash, a NUL byte or any `.git` segment is refused
 * with `path_escape`. `docs/../README.md` resolves to `README.md`. An empty result (the root
 * itself) is `not_found`, since the root is not a file.
 */
export function resolveRepoPath(input: string): string {
  if (typeof input !== 'string' || input.length === 0) throw new PrimaChatError('not_found', 'Give the path of a file in the repository.');
  if (input.length > 4096) throw escape('is too long');
  if (input.includes('\0')) throw escape('contains a NUL character');
  if (input.includes('\\')) throw escape('contains a backslash');
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input)) throw escape('is absolute');
  return normaliseSegments(input.split('/'), 'leaves the repository');
}

/**
 * Resolve a symlink's target against the folder of the link (both inside the repository).
 * Absolute targets and targets that climb above the root are refused with `path_escape`. The
 * message never quotes the target: it is text the repository's author chose (newlines, fence
 * closers, instructions), and messages name only what the caller sent.
 */
export function resolveSymlinkTarget(linkPath: string, target: string): string {
  const outside = 'goes through a link that points outside the repository';
  if (target.includes('\0') || target.includes('\\') || target.startsWith('/') || /^[A-Za-z]:/.test(target)) throw escape(outside);
  const dir = linkPath.split('/').slice(0, -1);
  return normaliseSegments([...dir, ...target.split('/')], outside);
}

/** Longest stretch of a caller's value a message repeats. */
const QUOTED_MAX = 200;

/**
 * A value the caller gave (a path, a heading), fit for an error message: JSON-quoted, so a
 * newline or a quote in it cannot start a line of its own, and cut at 200 characters. Only
 * ever pass what the caller sent, never a stored path or a link's target.
 */
export function quoteCallerValue(value: string): string {
  return JSON.stringify(value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value);
}

function normaliseSegments(segments: string[], climbMessage: string): string {
  const out: string[] = [];
  for (const seg of segments) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) throw escape(climbMessage);
      out.pop();
      continue;
    }
    // `.git` in any letter case (case-insensitive file systems) names git's internals.
    if (seg.toLowerCase() === '.git') throw escape('points into git internals (.git)');
    out.push(seg);
  }
  if (out.length === 0) throw new PrimaChatError('not_found', 'That path is the repository root, not a file. Give the path of a file.');
  return out.join('/');
}
