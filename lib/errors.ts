/**
 * Errors with a stable `code`. The code is what callers branch on and what the background API
 * answers; the message says, in plain words, what the person (or the model) can do about it.
 */
export const ERROR_CODES = [
  'bad_request',
  'forbidden',
  'not_implemented',
  'internal',
  // tools
  'unknown_tool',
  'bad_arguments',
  'no_repository',
  'not_found',
  'path_escape',
  'approval_required',
  'approval_stale',
  'no_conversation',
  'engrave_failed',
  // repositories
  'exists',
  'clone_failed',
  'auth_failed',
  'permission_denied',
  'quota',
  'cancelled',
  'sync_failed',
  'push_failed',
  'push_rejected',
  'timeout',
  'network',
  // providers
  'provider_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error the background can answer with: `{code, message}`. */
export class PrimaChatError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PrimaChatError';
    this.code = code;
  }
  toJSON(): { code: ErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** Narrow an unknown throw to its code and message; anything unexpected is `internal`. */
export function toErrorInfo(err: unknown): { code: ErrorCode; message: string } {
  if (err instanceof PrimaChatError) return { code: err.code, message: err.message };
  if (isQuotaError(err)) {
    return { code: 'quota', message: 'The browser ran out of storage. Remove a repository to free space, then try again.' };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'internal', message: `Something went wrong inside PrimaChat: ${message}` };
}

/** IndexedDB and the Storage API report a full disk as QuotaExceededError. */
export function isQuotaError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const name = (err as { name?: unknown }).name;
  const message = String((err as { message?: unknown }).message ?? '');
  return name === 'QuotaExceededError' || /quota/i.test(message);
}
