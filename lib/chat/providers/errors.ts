import { PrimaChatError } from '../../errors';

export type ProviderErrorKind = 'auth' | 'rate_limit' | 'server' | 'network' | 'bad_response' | 'aborted';

/**
 * A failure talking to the model provider, sorted into the few kinds the panel treats
 * differently (auth → Settings, rate_limit → wait `retryAfterSeconds`, the rest → Retry).
 * The message is for the person, in plain words, and never contains the API key.
 */
export class ProviderError extends PrimaChatError {
  readonly kind: ProviderErrorKind;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  constructor(
    kind: ProviderErrorKind,
    message: string,
    extra: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(kind === 'aborted' ? 'cancelled' : 'provider_error', message, { cause: extra.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }
  override toJSON(): { code: PrimaChatError['code']; message: string } & Record<string, unknown> {
    return { ...super.toJSON(), kind: this.kind, status: this.status, retryAfterSeconds: this.retryAfterSeconds };
  }
}

/**
 * Seconds to wait, from `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date),
 * rounded up; undefined when the provider gave no usable hint.
 */
export function parseRetryAfter(headers: Headers, now: () => number = Date.now): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms) / 1000);
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now()) / 1000));
}

/** Remove the key from any text a provider echoes back (some echo part of it). */
export function redactKey(text: string, apiKey: string | undefined): string {
  if (!apiKey || apiKey.length < 4) return text;
  return text.split(apiKey).join('[redacted]');
}

function providerDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : undefined;
  const err = (body as { error?: unknown }).error;
  if (typeof err === 'string') return err.slice(0, 300);
  if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
    return ((err as { message: string }).message).slice(0, 300);
  }
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 300) : undefined;
}

/**
 * Turn a non-2xx response into a ProviderError. Reads the body (JSON or text) for the
 * provider's own explanation and appends it, with the API key redacted.
 */
export async function errorFromResponse(response: Response, apiKey?: string): Promise<ProviderError> {
  const status = response.status;
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const detail = providerDetail(body);
  const said = detail ? ` The provider said: ${redactKey(detail, apiKey)}` : '';
  if (status === 401) {
    return new ProviderError('auth', `The provider refused the API key (401). Check the key in Settings.${said}`, { status });
  }
  if (status === 403) {
    return new ProviderError(
      'auth',
      `The provider refused the request (403). Check the API key in Settings; a local Ollama also refuses browser extensions unless PrimaChat may remove the Origin header for it.${said}`,
      { status },
    );
  }
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers);
    const wait = retryAfterSeconds !== undefined ? `Try again in ${retryAfterSeconds} seconds.` : 'Wait a little, then try again.';
    return new ProviderError('rate_limit', `The provider is rate-limiting requests (429). ${wait}${said}`, {
      status,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });
  }
  if (status >= 500) {
    return new ProviderError('server', `The provider had an internal error (${status}). Try again in a moment.${said}`, { status });
  }
  return new ProviderError(
    'bad_response',
    `The provider rejected the request (${status}). Check the base URL and model in Settings.${said}`,
    { status },
  );
}

/** Map a thrown fetch/stream error to a ProviderError (abort vs network). */
export function errorFromThrown(err: unknown, signal?: AbortSignal): ProviderError {
  if (err instanceof ProviderError) return err;
  const name = (err as { name?: unknown } | null)?.name;
  if (signal?.aborted || name === 'AbortError') {
    return new ProviderError('aborted', 'Stopped.', { cause: err });
  }
  return new ProviderError(
    'network',
    'Could not reach the provider. Check that it is running and that the base URL in Settings is right, then retry.',
    { cause: err },
  );
}
