import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, parseRetryAfter } from '../../../lib/chat/providers/errors';
import { createAnthropicProvider } from '../../../lib/chat/providers/anthropic';
import { createOpenAICompatibleProvider } from '../../../lib/chat/providers/openai-compatible';
import { startScriptedProvider, type ScriptedProvider } from '../../support/scripted-provider';

let server: ScriptedProvider;
beforeEach(async () => {
  server = await startScriptedProvider();
});
afterEach(async () => {
  await server.close();
});

const openai = (baseUrl = server.url) => createOpenAICompatibleProvider({ baseUrl, model: 'm', fetch });
const ask = (baseUrl?: string) =>
  openai(baseUrl)
    .chat({ messages: [{ role: 'user', content: 'q' }], tools: [] })
    .then(
      () => {
        throw new Error('expected the chat to fail');
      },
      (e: unknown) => e as ProviderError,
    );

describe('provider errors are mapped to kinds with plain messages', () => {
  it('401 → auth, pointing at Settings', async () => {
    server.script([{ error: { status: 401 } }]);
    const err = await ask();
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'auth', status: 401 });
    expect(err.message).toMatch(/^The provider refused the API key \(401\)\. Check the key in Settings\./);
  });

  it('429 → rate_limit with retry-after in seconds', async () => {
    server.script([{ error: { status: 429, headers: { 'retry-after': '17' }, body: { error: { message: 'Slow down' } } } }]);
    const err = await ask();
    expect(err).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterSeconds: 17 });
    expect(err.message).toContain('Try again in 17 seconds.');
    expect(err.message).toContain('Slow down');
  });

  it('429 → rate_limit with retry-after as an HTTP date', async () => {
    const at = new Date(Date.now() + 90_000).toUTCString();
    server.script([{ error: { status: 429, headers: { 'retry-after': at } } }]);
    const err = await ask();
    expect(err.kind).toBe('rate_limit');
    expect(err.retryAfterSeconds).toBeGreaterThan(80);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('429 without a hint → rate_limit and no retryAfterSeconds', async () => {
    server.script([{ error: { status: 429 } }]);
    const err = await ask();
    expect(err.kind).toBe('rate_limit');
    expect(err.retryAfterSeconds).toBeUndefined();
  });

  it('500 and 503 → server', async () => {
    server.script([{ error: { status: 500 } }, { error: { status: 503, body: 'upstream down' } }]);
    expect(await ask()).toMatchObject({ kind: 'server', status: 500 });
    const err = await ask();
    expect(err).toMatchObject({ kind: 'server', status: 503 });
    expect(err.message).toContain('upstream down');
  });

  it('404 (wrong base URL or model) → bad_response naming Settings', async () => {
    const err = await ask(`${server.origin}/wrong`);
    expect(err).toMatchObject({ kind: 'bad_response', status: 404 });
    expect(err.message).toContain('Check the base URL and model in Settings');
  });

  it('connection refused → network', async () => {
    const dead = await startScriptedProvider();
    const url = dead.url;
    await dead.close();
    const err = await ask(url);
    expect(err).toMatchObject({ kind: 'network', code: 'provider_error' });
    expect(err.message).toContain('Could not reach the provider');
  });

  it('an error chunk in the middle of a stream → server, with the provider\'s words', async () => {
    const chunk = (o: object) => `data: ${JSON.stringify(o)}\n\n`;
    const body = chunk({ choices: [{ delta: { content: 'Hal' } }] }) + chunk({ error: { message: 'upstream model crashed' } });
    server.script([{ raw: { contentType: 'text/event-stream', body } }]);
    const err = await ask();
    expect(err.kind).toBe('server');
    expect(err.message).toContain('upstream model crashed');
  });

  it('a stream chunk that is not JSON → bad_response', async () => {
    server.script([{ raw: { contentType: 'text/event-stream', body: 'data: <html>oops</html>\n\n' } }]);
    expect((await ask()).kind).toBe('bad_response');
  });

  it('a 200 JSON answer that is not a completion → bad_response', async () => {
    server.script([{ raw: { contentType: 'application/json', body: '{"hello":"world"}' } }]);
    expect((await ask()).kind).toBe('bad_response');
  });

  it('testConnection answers the error instead of throwing', async () => {
    await server.close();
    server = await startScriptedProvider({ apiKey: 'right' });
    const result = await createOpenAICompatibleProvider({ baseUrl: server.url, model: 'm', fetch, apiKey: 'wrong' }).testConnection();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('auth');
  });

  it('testConnection falls back to a tiny chat when the server lists no models', async () => {
    server.script([{ content: 'pong' }]);
    // Route the model list to a path the scripted server does not serve (404), as such servers do.
    const q = createOpenAICompatibleProvider({
      baseUrl: server.url,
      model: 'm',
      fetch: (input, init) => fetch(String(input).endsWith('/models') ? `${server.origin}/nope` : input, init),
    });
    expect(await q.testConnection()).toEqual({ ok: true, models: [] });
    expect(server.requests.map((r) => r.path)).toEqual(['/nope', '/v1/chat/completions']);
    expect(server.requests[1]!.body).toMatchObject({ max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] });
  });

  it('Anthropic errors map the same way (529 overloaded → server)', async () => {
    server.script([{ error: { status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } } }]);
    const p = createAnthropicProvider({ baseUrl: server.url, model: 'claude', fetch });
    const err = (await p.chat({ messages: [{ role: 'user', content: 'q' }], tools: [] }).catch((e: unknown) => e)) as ProviderError;
    expect(err).toMatchObject({ kind: 'server', status: 529 });
    expect(err.message).toContain('Overloaded');
  });
});

describe('parseRetryAfter', () => {
  it('reads retry-after-ms before retry-after, and ignores garbage', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }))).toBe(2);
    expect(parseRetryAfter(new Headers({ 'retry-after': '2.5' }))).toBe(3);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }), () => Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60);
    expect(parseRetryAfter(new Headers())).toBeUndefined();
  });
});

describe('Stop', () => {
  it('aborting mid-stream rejects with kind aborted (code cancelled), for both protocols', async () => {
    for (const make of [
      () => createOpenAICompatibleProvider({ baseUrl: server.url, model: 'm', fetch }),
      () => createAnthropicProvider({ baseUrl: server.url, model: 'c', fetch }),
    ]) {
      server.script([{ content: 'one two three four five six seven eight', stallAfterChunks: 1 }]);
      const controller = new AbortController();
      const deltas: string[] = [];
      const err = (await make()
        .chat({ messages: [{ role: 'user', content: 'q' }], tools: [], signal: controller.signal, onDelta: (d) => (deltas.push(d), controller.abort()) })
        .catch((e: unknown) => e)) as ProviderError;
      expect(err).toMatchObject({ kind: 'aborted', code: 'cancelled' });
      expect(deltas).toHaveLength(1);
    }
  });

  it('an already-aborted signal never completes a request', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = (await openai()
      .chat({ messages: [{ role: 'user', content: 'q' }], tools: [], signal: controller.signal })
      .catch((e: unknown) => e)) as ProviderError;
    expect(err.kind).toBe('aborted');
  });
});
