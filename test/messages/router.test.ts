import { describe, expect, it } from 'vitest';
import { createRouter } from '../../lib/messages/router';
import { PrimaChatError } from '../../lib/errors';

const EXT = 'abcdefghijklmnopabcdefghijklmnop';
const ownPage = { id: EXT, url: `chrome-extension://${EXT}/sidepanel.html`, origin: `chrome-extension://${EXT}` };

function router() {
  const seen: unknown[] = [];
  const route = createRouter({
    extensionId: EXT,
    handlers: {
      'tools/manifest': () => ({ ok: true, tools: ['x'] }),
      'repos/list': (req) => {
        seen.push(req);
        return { ok: true, repos: [] };
      },
      'repos/sync': () => {
        throw new PrimaChatError('not_found', 'No repository "x" in this space.');
      },
      'repos/remove': async () => {
        throw new Error('disk on fire');
      },
      'tools/execute': () => {
        throw new TypeError('boom');
      },
    },
  });
  return { route, seen };
}

describe('router sender check (fail closed)', () => {
  it('answers its own extension page', async () => {
    const { route } = router();
    expect(await route({ type: 'tools/manifest' }, ownPage)).toEqual({ ok: true, tools: ['x'] });
  });

  it('answers its own page opened in a tab', async () => {
    const { route } = router();
    const sender = { ...ownPage, tab: { id: 3, url: ownPage.url } };
    expect(await route({ type: 'tools/manifest' }, sender)).toMatchObject({ ok: true });
  });

  it('refuses a message from a web page', async () => {
    const { route } = router();
    const sender = { url: 'http://127.0.0.1:8080/evil.html', origin: 'http://127.0.0.1:8080', tab: { id: 1, url: 'http://127.0.0.1:8080/evil.html' } };
    expect(await route({ type: 'tools/manifest' }, sender)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses a content script of this extension running in a web page', async () => {
    const { route } = router();
    const sender = { id: EXT, url: 'https://example.com/page', origin: 'https://example.com', tab: { id: 2, url: 'https://example.com/page' } };
    expect(await route({ type: 'tools/manifest' }, sender)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses another extension even when it claims our id in the message', async () => {
    const { route } = router();
    const other = 'zyxwvutsrqponmlkzyxwvutsrqponmlk';
    const sender = { id: other, url: `chrome-extension://${other}/page.html` };
    expect(await route({ type: 'tools/manifest', id: EXT, sender: ownPage }, sender)).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('refuses our id paired with another extension page url', async () => {
    const { route } = router();
    expect(await route({ type: 'tools/manifest' }, { id: EXT, url: 'chrome-extension://other/x.html' })).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('refuses a missing or empty sender', async () => {
    const { route } = router();
    expect(await route({ type: 'tools/manifest' }, undefined)).toMatchObject({ error: { code: 'forbidden' } });
    expect(await route({ type: 'tools/manifest' }, {})).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('router parsing', () => {
  it.each([null, 'repos/list', 42, [], {}, { type: 7 }, { type: 'repos/explode' }, { type: '__proto__' }, { type: 'constructor' }])(
    'answers bad_request for %j',
    async (message) => {
      const { route } = router();
      expect(await route(message, ownPage)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    },
  );

  it('answers bad_request for a malformed body and never calls the handler', async () => {
    const { route, seen } = router();
    const answer = await route({ type: 'repos/list', space: '../other' }, ownPage);
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect((answer as { error: { message: string } }).error.message).toMatch(/space/);
    expect(seen).toEqual([]);
  });

  it('fills the default space before the handler runs', async () => {
    const { route, seen } = router();
    await route({ type: 'repos/list' }, ownPage);
    expect(seen).toEqual([{ type: 'repos/list', space: 'default' }]);
  });

  it('keeps the tool answer shape for a malformed tools/execute envelope', async () => {
    const { route } = router();
    const answer = (await route({ type: 'tools/execute', body: { arguments: {} } }, ownPage)) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(['content', 'error']);
    expect(answer.error).toMatchObject({ code: 'bad_request' });
    expect(answer.content).toEqual(expect.any(String));
  });

  it('answers not_implemented for a known message without a handler', async () => {
    const { route } = router();
    expect(await route({ type: 'settings/get' }, ownPage)).toMatchObject({ ok: false, error: { code: 'not_implemented' } });
  });
});

describe('router handler failures', () => {
  it('turns a PrimaChatError into its code', async () => {
    const { route } = router();
    expect(await route({ type: 'repos/sync', id: 'x' }, ownPage)).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No repository "x" in this space.' },
    });
  });

  it('turns an unexpected rejection into an internal error answer', async () => {
    const { route } = router();
    const answer = await route({ type: 'repos/remove', id: 'x' }, ownPage);
    expect(answer).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect((answer as { error: { message: string } }).error.message).toContain('disk on fire');
  });

  it('turns a throwing tool handler into a tool answer with content', async () => {
    const { route } = router();
    const answer = (await route({ type: 'tools/execute', body: { name: 'stone_search', arguments: '{}', repoId: 'h' } }, ownPage)) as Record<string, unknown>;
    expect(answer).toMatchObject({ content: expect.any(String), error: { code: 'internal' } });
  });
});
