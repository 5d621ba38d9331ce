import { z } from 'zod';
import type { FetchLike } from '../types';
import { errorFromResponse, errorFromThrown, ProviderError } from './errors';

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

// Both OpenAI-compatible servers and Anthropic list models as `{data: [{id}]}`.
const ModelsSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

/** The model ids of a `/models` answer, sorted; an unexpected shape is a `bad_response`. */
export async function readModelIds(response: Response): Promise<string[]> {
  const parsed = ModelsSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProviderError('bad_response', 'The provider listed its models in an unexpected shape. Type the model name in Settings.');
  return parsed.data.data.map((m) => m.id).sort();
}
