/**
 * What the git store says to a remote: the options isomorphic-git gets for one URL (HTTP
 * client, credentials, progress), the fetch a sync runs, and the URL check before a clone.
 * Kept apart from the store's folder bookkeeping (git-store.ts) because this is where
 * credentials and servers meet: security.md's token-binding and redirect rows are about it.
 */
import git from 'isomorphic-git';
import { PrimaChatError } from '../errors';
import { createGitHttp, type FetchLike, type OnAnnouncedSize } from './http-client';
import { isNetworkError, isAbort } from './git-errors';
import type { RepoFs } from './fs-tools';
import type { Ctx } from './git-tree';

/** A credential and the exact repository URL it belongs to: it is handed over for that URL only. */
export type RepoAuthInfo = { url: string; username?: string; token: string };
export type Progress = { phase: string; loaded: number; total?: number };

/** `onAnnouncedSize`: the size of a pack the server announces, before it is downloaded (may throw to refuse it). */
export type NetArgs = { auth?: RepoAuthInfo; onProgress?: (p: Progress) => void; signal?: AbortSignal; onAnnouncedSize?: OnAnnouncedSize };

export type RemoteDeps = {
  fs: RepoFs;
  fetch: FetchLike;
  idleTimeoutMs?: number;
  mayFollow?: (url: string) => Promise<boolean>;
};

/** isomorphic-git's network options for `url`. */
export function netFor(d: RemoteDeps, url: string, a: NetArgs) {
  return {
    http: createGitHttp(d.fetch, url, a.signal, { idleTimeoutMs: d.idleTimeoutMs, mayFollow: d.mayFollow, onAnnouncedSize: a.onAnnouncedSize }),
    // Credentials are handed over only when the server asks (401), only when `url` is exactly
    // the URL they were given for (a remote that changed gets none), and the HTTP client sends
    // them to this origin only.
    onAuth: () => (a.auth && a.auth.url === url ? { username: a.auth.username || 'x-access-token', password: a.auth.token } : undefined),
    onProgress: (e: { phase: string; loaded: number; total?: number }) => {
      a.signal?.throwIfAborted();
      a.onProgress?.({ phase: e.phase, loaded: e.loaded, total: e.total || undefined });
    },
  };
}

const hasCommit = (c: Ctx, oid: string) => git.readCommit({ ...c, oid }).then(() => true, () => false);

/**
 * The remote-tracking commit, or `local` when its commit is not stored: isomorphic-git moves
 * that ref before the pack arrives, and a worker stopped then (no `restore` runs) would leave
 * it naming a missing commit, making every later sync answer "no change".
 */
export async function trackedOf(c: Ctx, ref: string, local: string): Promise<string> {
  const tracked = await git.resolveRef({ fs: c.fs, gitdir: c.gitdir, ref: `refs/remotes/origin/${ref}` }).catch(() => local);
  return (await hasCommit(c, tracked)) ? tracked : local;
}

/**
 * Fetch `ref` asking only for commits made since `local` (`deepen-since`), so the server sends
 * just the objects that changed: a `depth: 1` fetch makes git's upload-pack (without thin
 * packs, which isomorphic-git does not request) send the whole tree again — every sync cost
 * as much as a clone. When that fetch fails or brings no commit (a server without
 * `deepen-since`; history rewritten to an older date), the plain `depth: 1` fetch follows.
 * A fetch that fails leaves the remote-tracking ref where it was (`tracked`).
 */
export async function fetchSince(d: RemoteDeps, c: Ctx, url: string, ref: string, local: string, tracked: string, a: NetArgs) {
  const { fs } = d;
  const base = { fs, ...netFor(d, url, a), gitdir: c.gitdir, url, ref, remoteRef: ref, singleBranch: true, tags: false, cache: c.cache };
  const restore = () => git.writeRef({ fs, gitdir: c.gitdir, ref: `refs/remotes/origin/${ref}`, value: tracked, force: true });
  const { commit } = await git.readCommit({ ...c, oid: local });
  try {
    const r = await git.fetch({ ...base, since: new Date(commit.committer.timestamp * 1000) });
    if (r.fetchHead && (await hasCommit(c, r.fetchHead))) return r;
  } catch (err) {
    // Refused credentials, a missing repository, a broken connection, a cancel, a stalled server
    // or a download refused for its size (our own PrimaChatErrors) would fail the same way again.
    if (isAbort(err, a.signal) || err instanceof PrimaChatError || (err as { code?: string }).code === 'HttpError' || isNetworkError(err)) {
      await restore();
      throw err;
    }
  }
  try {
    return await git.fetch({ ...base, depth: 1 });
  } catch (err) {
    await restore();
    throw err;
  }
}

/** Only http(s) URLs, and no credentials inside them (they would be stored in the git config). */
export function checkUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new PrimaChatError('bad_request', 'That is not a URL. Give the https address of the git repository.');
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new PrimaChatError('bad_request', 'Only http and https git URLs can be added.');
  if (u.username || u.password) throw new PrimaChatError('bad_request', 'Put the username and token in their own fields, not in the URL.');
}
