/**
 * The HTTP client handed to isomorphic-git: `fetch` underneath, with redirects followed by hand
 * so that credentials (the `Authorization` header) are only ever sent to the repository's own
 * origin — never to another origin a URL or a redirect points at.
 */
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { PrimaChatError } from '../errors';
import { isLoopbackUrl } from '../net/loopback';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Told the size a pack download announces (its `Content-Length`) before any of it is read. It
 * may throw (a `PrimaChatError`) to refuse the download: the body is then never read.
 */
export type OnAnnouncedSize = (bytes: number, url: string) => void | Promise<void>;

const MAX_REDIRECTS = 5;
/** A git server that sends nothing for this long has stalled: the operation ends with `timeout`. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/**
 * Build an isomorphic-git `HttpClient` over `fetch` that sends `Authorization` only to requests
 * whose origin is `credentialOrigin` (the repository's origin). A request for another origin,
 * or a redirect that leaves the origin, goes out without credentials. Redirects are followed
 * manually (at most 5), to another origin only when `mayFollow` allows it and never from a
 * remote origin to loopback; where the platform hides the redirect target (an `opaqueredirect`,
 * as extension service workers get), none is followed (`permission_denied`). `opSignal` aborts every request of the operation (isomorphic-git forwards its own
 * signal only for push). `onAnnouncedSize` hears the size of a pack (a `git-upload-pack` answer
 * that carries `Content-Length`; smart HTTP usually streams it without one) before its body is read.
 */
export function createGitHttp(
  fetchImpl: FetchLike,
  credentialOrigin: string,
  opSignal?: AbortSignal,
  options: { idleTimeoutMs?: number; mayFollow?: (url: string) => Promise<boolean>; onAnnouncedSize?: OnAnnouncedSize } = {},
): HttpClient {
  const allowed = new URL(credentialOrigin).origin;
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  return {
    async request(req: GitHttpRequest): Promise<GitHttpResponse> {
      // isomorphic-git passes a signal only for push; clone and fetch are cancelled through ours.
      const outer = (req.signal as AbortSignal | undefined) ?? opSignal;
      outer?.throwIfAborted();
      // A stalled server must not hold the repository (and every queued sync, engrave or remove
      // behind it) forever: the watchdog aborts when neither headers nor body bytes arrive.
      const idle = watchdog(idleMs, credentialOrigin);
      const signal = outer ? AbortSignal.any([outer, idle.signal]) : idle.signal;
      const body = req.body ? await collect(req.body) : undefined;
      let url = req.url;
      let headers = { ...(req.headers ?? {}) };
      try {
        for (let hop = 0; ; hop++) {
          if (new URL(url).origin !== allowed) headers = withoutCredentials(headers);
          const res = await fetchImpl(url, {
            method: req.method ?? 'GET',
            headers,
            body: body as BodyInit | undefined,
            signal,
            redirect: 'manual',
          });
          const location = res.headers.get('location');
          if (res.status >= 300 && res.status < 400 && location && hop < MAX_REDIRECTS) {
            const next = new URL(location, url);
            if (next.origin !== allowed) await mayRedirect(allowed, next, options.mayFollow);
            url = next.toString();
            continue;
          }
          // A browser hides where a manual redirect leads (an opaque redirect: no status, no
          // Location), so nothing could check the target before the request reached it — and a
          // 307 would carry the POST body there, to any host or to a service on this machine.
          // No redirect is followed blind: the person adds the repository by its final address.
          if (res.type === 'opaqueredirect') {
            await res.body?.cancel().catch(() => {});
            throw new PrimaChatError(
              'permission_denied',
              `${allowed} answered with a redirect. In the browser PrimaChat cannot see where a redirect leads before following it, so it follows none. Add the repository by the address it moved to (for many hosts, the same address ending in .git).`,
            );
          }
          await announce(res, req, options.onAnnouncedSize);
          return toGitResponse(res, req.method, idle);
        }
      } catch (err) {
        idle.stop();
        throw idle.signal.aborted ? idle.signal.reason : err;
      }
    },
  };
}

/**
 * A redirect from the repository's origin to another: followed only with the person's permission
 * for that origin (host permission), and never from a remote repository to this machine
 * (loopback), where local services listen that the person never pointed PrimaChat at.
 */
async function mayRedirect(from: string, next: URL, mayFollow: ((url: string) => Promise<boolean>) | undefined): Promise<void> {
  if (isLoopbackUrl(next) && !isLoopbackUrl(from)) {
    throw new PrimaChatError('permission_denied', `${from} redirected to an address on this computer (${next.origin}). PrimaChat never follows a remote repository there; check the repository's address.`);
  }
  if (mayFollow && !(await mayFollow(next.toString()))) {
    throw new PrimaChatError(
      'permission_denied',
      `${from} redirected to ${next.origin}, which PrimaChat has no permission to reach. Add the repository by its final address, allowing that site when the browser asks.`,
    );
  }
}

/**
 * Tell `onAnnouncedSize` the announced length of a successful pack answer. When it refuses, the
 * body is cancelled unread so no byte of the pack is downloaded on purpose.
 */
async function announce(res: Response, req: GitHttpRequest, onAnnouncedSize: OnAnnouncedSize | undefined): Promise<void> {
  if (!onAnnouncedSize || res.status !== 200 || (req.method ?? 'GET') !== 'POST') return;
  if (!new URL(req.url).pathname.endsWith('/git-upload-pack')) return;
  const length = res.headers.get('content-length');
  if (!length || !/^\d+$/.test(length)) return;
  const bytes = Number(length);
  try {
    await onAnnouncedSize(bytes, req.url);
  } catch (err) {
    await res.body?.cancel().catch(() => {});
    throw err;
  }
}

interface Watchdog {
  signal: AbortSignal;
  /** Something arrived: start the idle period again. */
  touch(): void;
  /** The response is complete (or abandoned): stop watching. */
  stop(): void;
}

function watchdog(ms: number, origin: string): Watchdog {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const where = new URL(origin).origin;
      controller.abort(new PrimaChatError('timeout', `${where} stopped sending data for ${Math.round(ms / 1000)} seconds, so PrimaChat gave up. Check the server, then try again.`));
    }, ms);
    // In Node (tests, tools) a pending watchdog must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  };
  touch();
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) };
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() !== 'authorization') out[k] = v;
  return out;
}

function toGitResponse(res: Response, method: string | undefined, idle: Watchdog): GitHttpResponse {
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  idle.touch();
  const body = iterate(res.body, idle);
  return { url: res.url, method: method ?? 'GET', statusCode: res.status, statusMessage: res.statusText, body, headers };
}

async function* iterate(stream: ReadableStream<Uint8Array> | null, idle: Watchdog): AsyncIterableIterator<Uint8Array> {
  if (!stream) return idle.stop();
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      idle.touch();
      if (value) yield value;
    }
  } catch (err) {
    // The watchdog's reason says what happened better than the stream's AbortError.
    throw idle.signal.aborted ? idle.signal.reason : err;
  } finally {
    idle.stop();
    reader.releaseLock();
  }
}

async function collect(body: AsyncIterableIterator<Uint8Array> | Iterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const p of body as AsyncIterable<Uint8Array>) {
    parts.push(p);
    size += p.byteLength;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
