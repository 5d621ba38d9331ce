/**
 * The HTTP client handed to isomorphic-git: `fetch` underneath, with redirects followed by hand
 * so that credentials (the `Authorization` header) are only ever sent to the repository's own
 * origin — never to another origin a URL or a redirect points at.
 */
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const MAX_REDIRECTS = 5;

/**
 * Build an isomorphic-git `HttpClient` over `fetch` that sends `Authorization` only to requests
 * whose origin is `credentialOrigin` (the repository's origin). A request for another origin,
 * or a redirect that leaves the origin, goes out without credentials. Redirects are followed
 * manually (at most 5); where the platform hides the redirect target (an `opaqueredirect`, as
 * extension service workers get), the request is repeated without credentials and the browser
 * follows it. `opSignal` aborts every request of the operation (isomorphic-git forwards its own
 * signal only for push).
 */
export function createGitHttp(fetchImpl: FetchLike, credentialOrigin: string, opSignal?: AbortSignal): HttpClient {
  const allowed = new URL(credentialOrigin).origin;
  return {
    async request(req: GitHttpRequest): Promise<GitHttpResponse> {
      // isomorphic-git passes a signal only for push; clone and fetch are cancelled through ours.
      const signal = (req.signal as AbortSignal | undefined) ?? opSignal;
      signal?.throwIfAborted();
      const body = req.body ? await collect(req.body) : undefined;
      let url = req.url;
      let headers = { ...(req.headers ?? {}) };
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
          url = new URL(location, url).toString();
          continue;
        }
        if (res.type === 'opaqueredirect' && hop < MAX_REDIRECTS) {
          const follow = await fetchImpl(url, {
            method: req.method ?? 'GET',
            headers: withoutCredentials(headers),
            body: body as BodyInit | undefined,
            signal,
            redirect: 'follow',
          });
          return toGitResponse(follow, req.method);
        }
        return toGitResponse(res, req.method);
      }
    },
  };
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() !== 'authorization') out[k] = v;
  return out;
}

function toGitResponse(res: Response, method = 'GET'): GitHttpResponse {
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  const stream = res.body;
  const body: AsyncIterableIterator<Uint8Array> = stream ? iterate(stream) : iterate(null);
  return { url: res.url, method, statusCode: res.status, statusMessage: res.statusText, body, headers };
}

async function* iterate(stream: ReadableStream<Uint8Array> | null): AsyncIterableIterator<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
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
