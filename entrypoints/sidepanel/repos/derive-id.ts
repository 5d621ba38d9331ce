/**
 * A repository id suggested from its URL: the last path segment without `.git`, lower-cased,
 * with characters outside `[a-z0-9._-]` turned into `-`, so that it matches the id pattern
 * (`https://github.com/18F/handbook.git` → `handbook`). Empty when nothing usable is left.
 */
export function deriveRepoId(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return '';
  }
  const raw = path.split('/').filter(Boolean).pop() ?? '';
  let last = raw;
  try {
    last = decodeURIComponent(raw);
  } catch {
    // a malformed escape: keep the raw segment
  }
  return last
    .replace(/\.git$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 64);
}
