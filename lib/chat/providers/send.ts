import type { FetchLike } from '../types';
import { errorFromResponse, errorFromThrown } from './errors';

/**
 * One request to a provider: a thrown fetch becomes a network/aborted `ProviderError`, a
 * non-2xx answer a typed one (auth, rate limit with retry-after, server), with the key redacted
 * from anything the provider echoed. Shared by every provider kind.
 */
export async function sendToProvider(fetch: FetchLike, url: string, init: RequestInit, apiKey?: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, ...(signal ? { signal } : {}) });
  } catch (err) {
    throw errorFromThrown(err, signal);
  }
  if (!response.ok) throw await errorFromResponse(response, apiKey);
  return response;
}
