/**
 * Turn whatever isomorphic-git, fetch or IndexedDB threw into a `PrimaChatError` with a contract
 * code and a message that says, in plain words, what the person can do about it.
 */
import { PrimaChatError, isQuotaError, type ErrorCode } from '../errors';

export type GitOp = 'clone' | 'sync' | 'push';

const FAILED: Record<GitOp, ErrorCode> = { clone: 'clone_failed', sync: 'sync_failed', push: 'push_failed' };

/** True when `err` (or its cause) is an abort: an AbortSignal fired or the user cancelled. */
export function isAbort(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const e = err as { name?: string; code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.name === 'AbortError' || e.code === 'UserCanceledError' || (e.cause ? isAbort(e.cause) : false);
}

/**
 * Map an error from a git operation against `url` to a contract error. 401/403 become
 * `auth_failed`; 404 becomes `not_found`; a server that does not speak git becomes
 * `clone_failed` (or the op's failure code); connection errors say the server could not be
 * reached; a full disk is `quota`; an abort is `cancelled`; a non-fast-forward push is
 * `push_rejected`. A `PrimaChatError` passes through unchanged.
 */
export function mapGitError(err: unknown, op: GitOp, url: string, signal?: AbortSignal, ref?: string): PrimaChatError {
  if (err instanceof PrimaChatError) return err;
  const where = safeUrl(url);
  if (isAbort(err, signal)) return new PrimaChatError('cancelled', `Stopped before it finished; nothing of ${where} was kept. Try again when you are ready.`, { cause: err });
  if (isQuotaError(err)) {
    return new PrimaChatError('quota', 'The browser ran out of storage. Remove a repository to free space, then try again.', { cause: err });
  }
  const e = err as { code?: string; data?: { statusCode?: number; reason?: string }; message?: string; cause?: unknown };
  const status = e?.data?.statusCode;
  if (e?.code === 'HttpError' && (status === 401 || status === 403)) {
    return new PrimaChatError('auth_failed', `${where} refused the credentials (HTTP ${status}). Check the username and token, and that the token may read${op === 'push' ? ' and write' : ''} this repository.`, { cause: err });
  }
  if (e?.code === 'HttpError' && status === 404) {
    return new PrimaChatError('not_found', `There is no git repository at ${where} (HTTP 404). Check the address; for a private repository, add a token.`, { cause: err });
  }
  if (e?.code === 'HttpError') {
    return new PrimaChatError(FAILED[op], `${where} answered HTTP ${status ?? '?'}. Try again later.`, { cause: err });
  }
  if (e?.code === 'NotFoundError' && op !== 'push') {
    const message = ref
      ? `${where} has no branch "${ref}". Leave the branch empty for the default branch, or check its name.`
      : `${where} has no branches yet (it looks empty). Push a first commit to it, then add it again.`;
    return new PrimaChatError('not_found', message, { cause: err });
  }
  if (e?.code === 'SmartHttpError') {
    return new PrimaChatError(FAILED[op], `${where} is not a git repository (it did not answer as a git server). Check the address: it usually ends in .git.`, { cause: err });
  }
  if (e?.code === 'PushRejectedError' || (e?.code === 'GitPushError' && /fast.forward|fetch first|rejected/i.test(String(e.message)))) {
    return new PrimaChatError('push_rejected', `${where} has changes this copy does not have, so the push was refused. Your commit is kept here; sync and engrave again, or push from a full git client.`, { cause: err });
  }
  if (isNetworkError(err)) {
    return new PrimaChatError(FAILED[op], `Could not reach ${where}, or the connection broke. Check that the server is up and you are online, then try again.`, { cause: err });
  }
  const message = e?.message ?? String(err);
  return new PrimaChatError(FAILED[op], `Git ${op} of ${where} failed: ${message}. Try again; if it keeps failing, remove and add the repository again.`, { cause: err });
}

/** True when `err` (or its cause) is a connection that failed or broke (refused, reset, cut off). */
export function isNetworkError(err: unknown): boolean {
  const e = err as { name?: string; message?: string; code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'TypeError' && /fetch|network/i.test(String(e.message))) return true;
  if (/ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|UND_ERR|socket|terminated|other side closed/i.test(`${e.code ?? ''} ${e.message ?? ''}`)) return true;
  return e.cause ? isNetworkError(e.cause) : false;
}

/** A URL fit for a message: no credentials, no query. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'the repository';
  }
}
