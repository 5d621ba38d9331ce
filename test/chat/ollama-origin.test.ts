import { afterEach, describe, expect, it } from 'vitest';
import { applyOllamaOriginRules, ollamaOriginRules, OLLAMA_ORIGIN_RULE_IDS, type OriginRule, type SessionRulesApi } from '../../lib/chat/ollama-origin';
import { createOpenAICompatibleProvider } from '../../lib/chat/providers/openai-compatible';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';

const EXT = 'abcdefghijklmnopabcdefghijklmnop';

describe('ollamaOriginRules', () => {
  it('strips Origin only for this extension, only for the configured local origin', () => {
    expect(ollamaOriginRules('http://localhost:11434/v1', EXT)).toEqual([
      {
        id: OLLAMA_ORIGIN_RULE_IDS[0],
        priority: 1,
        action: { type: 'modifyHeaders', requestHeaders: [{ header: 'origin', operation: 'remove' }] },
        condition: { urlFilter: '|http://localhost:11434/', initiatorDomains: [EXT], resourceTypes: ['xmlhttprequest'] },
      },
    ]);
  });

  it('covers 127.0.0.1, [::1] and a default port', () => {
    expect(ollamaOriginRules('http://127.0.0.1:1234/v1', EXT)[0]!.condition.urlFilter).toBe('|http://127.0.0.1:1234/');
    expect(ollamaOriginRules('http://[::1]:8080/v1/', EXT)[0]!.condition.urlFilter).toBe('|http://[::1]:8080/');
    expect(ollamaOriginRules('http://LOCALHOST/v1', EXT)[0]!.condition.urlFilter).toBe('|http://localhost/');
  });

  it('a LAN Ollama (a home server over plain http) gets the same rule, for its origin only', () => {
    for (const [url, filter] of [
      ['http://192.168.1.20:11434/v1', '|http://192.168.1.20:11434/'],
      ['http://10.0.0.5:11434', '|http://10.0.0.5:11434/'],
      ['http://homeserver.local:11434/v1', '|http://homeserver.local:11434/'],
      ['http://[fd12:3456::20]:11434/v1', '|http://[fd12:3456::20]:11434/'],
    ] as const) {
      const rules = ollamaOriginRules(url, EXT);
      expect(rules.map((r) => [r.condition.urlFilter, r.condition.initiatorDomains, r.action.requestHeaders]), url).toEqual([
        [filter, [EXT], [{ header: 'origin', operation: 'remove' }]],
      ]);
    }
  });

  it('gives no rule for a remote provider or a host that only looks local', () => {
    for (const url of [
      'https://api.openai.com/v1',
      'http://localhost.evil.example:11434/v1',
      'http://127.0.0.1.nip.io:11434/v1',
      'http://8.8.8.8:11434/v1',
      'http://192.169.1.20:11434/v1',
      'http://localhost@evil.example:11434/v1',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(ollamaOriginRules(url, EXT), url).toEqual([]);
    }
  });

  it('the urlFilter cannot be widened by a path or query in the base URL', () => {
    const [rule] = ollamaOriginRules('http://localhost:11434/v1?x=*|^', EXT);
    expect(rule!.condition.urlFilter).toBe('|http://localhost:11434/');
  });

  it('gives no rule for an extension id that is not one', () => {
    expect(ollamaOriginRules('http://localhost:11434/v1', '*')).toEqual([]);
    expect(ollamaOriginRules('http://localhost:11434/v1', '')).toEqual([]);
  });
});

describe('applyOllamaOriginRules', () => {
  function fakeDnr(): SessionRulesApi & { rules: OriginRule[] } {
    const dnr = {
      rules: [] as OriginRule[],
      async updateSessionRules({ removeRuleIds = [], addRules = [] }: { removeRuleIds?: number[]; addRules?: OriginRule[] }) {
        dnr.rules = dnr.rules.filter((r) => !removeRuleIds.includes(r.id));
        for (const r of addRules) {
          if (dnr.rules.some((x) => x.id === r.id)) throw new Error(`duplicate rule id ${r.id}`); // what Chrome does
          dnr.rules.push(r);
        }
      },
    };
    return dnr;
  }

  it('replaces the rule when the provider changes, and removes it for a remote provider', async () => {
    const dnr = fakeDnr();
    await applyOllamaOriginRules(dnr, 'http://localhost:11434/v1', EXT);
    await applyOllamaOriginRules(dnr, 'http://localhost:1234/v1', EXT);
    expect(dnr.rules.map((r) => r.condition.urlFilter)).toEqual(['|http://localhost:1234/']);
    await applyOllamaOriginRules(dnr, 'https://api.openai.com/v1', EXT);
    expect(dnr.rules).toEqual([]);
  });
});

describe('a server that enforces Ollama’s Origin check', () => {
  let server: ScriptedProvider;
  afterEach(async () => {
    await server.close();
  });

  it('refuses Origin chrome-extension://… with 403 and accepts a request without Origin', async () => {
    server = await startScriptedProvider({ requireOriginAbsentOrIn: ['http://localhost', 'http://127.0.0.1'] });
    server.script([{ content: 'hello from ollama' }]);
    const withOrigin = createOpenAICompatibleProvider({
      baseUrl: server.url,
      model: 'llama3',
      fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: `chrome-extension://${EXT}` } }),
    });
    const err = (await withOrigin.chat({ messages: [{ role: 'user', content: 'q' }], tools: [] }).catch((e: unknown) => e)) as { kind: string; status: number; message: string };
    expect(err).toMatchObject({ kind: 'auth', status: 403 });
    expect(err.message).toContain('Ollama');

    // What the session rule achieves: the same request with its Origin removed.
    const stripped = createOpenAICompatibleProvider({ baseUrl: server.url, model: 'llama3', fetch });
    const turn = await stripped.chat({ messages: [{ role: 'user', content: 'q' }], tools: [] });
    expect(turn.content).toBe('hello from ollama');
    expect(server.requests.map((r) => [r.headers.origin ?? null, r.status])).toEqual([
      [`chrome-extension://${EXT}`, 403],
      [null, 200],
    ]);
  });
});
