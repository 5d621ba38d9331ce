import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ProviderError, errorFromThrown } from './errors';

/**
 * Read a streaming response body as server-sent events, handing each event to `onEvent`.
 * Resolves when the body ends or `onEvent` returns `'done'`; rejects with a ProviderError
 * ('aborted' when the signal fired, 'network' when the connection broke mid-stream).
 */
export async function readSse(
  response: Response,
  onEvent: (event: EventSourceMessage) => 'done' | void,
  signal?: AbortSignal,
): Promise<void> {
  if (!response.body) throw new ProviderError('bad_response', 'The provider answered without a body. Check the base URL in Settings.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let done = false;
  let failure: unknown;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      try {
        if (onEvent(event) === 'done') done = true;
      } catch (err) {
        failure = err;
      }
    },
  });
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (!done && !failure) {
      if (signal?.aborted) throw new ProviderError('aborted', 'Stopped.');
      const chunk = await reader.read();
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
    if (failure) throw failure;
    if (signal?.aborted) throw new ProviderError('aborted', 'Stopped.');
  } catch (err) {
    throw errorFromThrown(err, signal);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (done || failure) await reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
}

/** Parse one event's JSON data, or fail as a bad response naming what was wrong. */
export function parseEventJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch (err) {
    throw new ProviderError('bad_response', 'The provider sent a stream chunk that is not JSON. Check the base URL in Settings.', {
      cause: err,
    });
  }
}
