/**
 * Issue 8, item 1 (senders): the browser-set `sender` is the only proof of who calls. Web pages,
 * other extensions and content scripts (a tab showing a web page) are refused with `forbidden`
 * for every message type — valid messages that would write included — and nothing is stored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestSchemas, type RequestType } from '../../lib/messages/protocol';
import { OWN_PAGE, TEST_EXTENSION_ID } from '../support/background';
import { populatedBackground, validMessages, type Populated } from './support/fixture';
import { hostileString } from './support/hostile';
import { snapshotState } from './support/state-snapshot';
import { preview, withTimeout } from './support/with-timeout';

const OWN = `chrome-extension://${TEST_EXTENSION_ID}`;
const OTHER_ID = 'zzzzyyyyxxxxwwwwvvvvuuuuttttssss';
const WEB = 'https://evil.example/page.html';

const FORGED: Record<string, unknown> = {
  'a null sender': null,
  'an empty sender': {},
  'a web page': { url: WEB, origin: 'https://evil.example', tab: { id: 7, url: WEB } },
  'a web page claiming our id': { id: TEST_EXTENSION_ID, url: WEB, origin: 'https://evil.example', tab: { id: 7, url: WEB } },
  'another extension': { id: OTHER_ID, url: `chrome-extension://${OTHER_ID}/popup.html`, origin: `chrome-extension://${OTHER_ID}` },
  'another extension naming our page': { id: OTHER_ID, url: `${OWN}/sidepanel.html` },
  'our content script in a web tab': { id: TEST_EXTENSION_ID, url: WEB, tab: { id: 3, url: WEB } },
  'our page inside a web tab (iframe)': { id: TEST_EXTENSION_ID, url: `${OWN}/sidepanel.html`, tab: { id: 3, url: WEB } },
  'our page with a web origin': { id: TEST_EXTENSION_ID, url: `${OWN}/sidepanel.html`, origin: 'https://evil.example' },
  'a look-alike host': { id: TEST_EXTENSION_ID, url: `chrome-extension://${TEST_EXTENSION_ID}.evil.example/sidepanel.html` },
  'a javascript: URL': { id: TEST_EXTENSION_ID, url: 'javascript:alert(1)' },
  'a data: URL': { id: TEST_EXTENSION_ID, url: 'data:text/html,hi' },
  'a tab without a URL': { id: TEST_EXTENSION_ID, url: `${OWN}/sidepanel.html`, tab: { id: 3 } },
  'the id in the wrong case': { id: TEST_EXTENSION_ID.toUpperCase(), url: `${OWN}/sidepanel.html` },
};

let p: Populated;
let writes: Array<Record<string, unknown>>;

beforeAll(async () => {
  p = await populatedBackground();
  const valid = validMessages(p);
  // Messages that would change something if they got through.
  writes = [
    ...Object.values(valid),
    { type: 'repos/remove', space: 'work', id: 'handbook' },
    { type: 'conversations/delete', id: p.conversationId },
    { type: 'conversations/append', id: p.conversationId, messages: [{ role: 'user', content: 'forged' }] },
    { type: 'conversations/create', space: 'work', repoId: 'handbook' },
    { type: 'conversations/engrave', id: p.conversationId, confirm: true },
    { type: 'tools/execute', space: 'work', body: { name: 'stone_engrave', arguments: {}, repoId: 'handbook', conversationId: p.conversationId, confirm: true } },
    { type: 'settings/set', settings: { canaries: [], provider: null } },
  ];
});
afterAll(async () => p?.server.close());

describe('forged senders are refused for every message type', () => {
  it.each(Object.keys(FORGED))('%s: forbidden for every type, nothing stored', async (name) => {
    const before = await snapshotState(p.bg, ['default', 'work']);
    for (const m of writes) {
      const r = await withTimeout(p.bg.call(m, FORGED[name]), 5_000, () => preview(m));
      expect(r, `${m.type} from ${name}`).toEqual({ ok: false, error: { code: 'forbidden', message: expect.any(String) } });
    }
    expect(await snapshotState(p.bg, ['default', 'work'])).toEqual(before);
  });

  it('covers every type of the protocol', () => {
    expect(new Set(writes.map((m) => m.type))).toEqual(new Set(Object.keys(RequestSchemas) as RequestType[]));
  });

  it('random senders pass only when every field proves our own page (500 cases)', async () => {
    const good = { id: [TEST_EXTENSION_ID], url: [`${OWN}/sidepanel.html`, `${OWN}/reader.html`], origin: [undefined, OWN], tab: [undefined, { id: 1, url: `${OWN}/sidepanel.html` }] };
    const bad = {
      id: [undefined, '', OTHER_ID, `${TEST_EXTENSION_ID} `],
      url: [undefined, '', WEB, `chrome-extension://${OTHER_ID}/x.html`, 'chrome-extension://', 'not a url', `http://${TEST_EXTENSION_ID}/x`],
      origin: ['https://evil.example', 'null', `chrome-extension://${OTHER_ID}`],
      tab: [{ id: 1, url: WEB }, { id: 1 }, {}, { id: 1, url: 'about:blank' }],
    };
    const field = <K extends keyof typeof good>(k: K) =>
      fc.oneof(
        fc.constantFrom(...good[k]).map((v) => ({ v, ok: true })),
        fc.oneof(fc.constantFrom(...(bad[k] as unknown[])), hostileString).map((v) => ({ v, ok: false })),
      );
    const sender = fc.record({ id: field('id'), url: field('url'), origin: field('origin'), tab: field('tab') });
    let passed = 0;
    await fc.assert(
      fc.asyncProperty(sender, async (s) => {
        const forged = Object.fromEntries(Object.entries(s).filter(([, f]) => f.v !== undefined).map(([k, f]) => [k, f.v]));
        const trusted = Object.values(s).every((f) => f.ok);
        const r = await withTimeout(p.bg.call({ type: 'spaces/list' }, forged), 5_000, () => preview(forged));
        if (trusted) passed++;
        expect(r.ok, preview(forged)).toBe(trusted);
        if (!trusted) expect(r.error.code).toBe('forbidden');
      }),
      { numRuns: 500 },
    );
    expect(passed).toBeGreaterThan(0);
  });

  it('our own page still gets through (the check is not simply closed)', async () => {
    expect(await p.bg.call({ type: 'spaces/list' }, OWN_PAGE)).toMatchObject({ ok: true });
  });
});
