import { describe, expect, it } from 'vitest';
import { HELPER_PORT_MESSAGE, offscreenHelperConnector, type MessageScope } from '../../lib/background/offscreen-helper';

const EXT = 'abcdefghijklmnopabcdefghijklmnop';
const OWN = `chrome-extension://${EXT}/offscreen.html`;

/** The service worker's global as far as the connector uses it; `deliver` plays a message arriving. */
function scope() {
  const listeners = new Set<(e: any) => void>();
  const s: MessageScope & { deliver(e: unknown): void; listening(): number } = {
    addEventListener: (_t, fn) => void listeners.add(fn),
    removeEventListener: (_t, fn) => void listeners.delete(fn),
    deliver: (e) => listeners.forEach((l) => l(e)),
    listening: () => listeners.size,
  };
  return s;
}

describe('connecting to the offscreen indexing helper', () => {
  it('takes the port the extension’s own offscreen page posts, after closing a document left from before', async () => {
    const sc = scope();
    const calls: string[] = [];
    const { port1 } = new MessageChannel();
    const connect = offscreenHelperConnector({
      scope: sc,
      extensionId: EXT,
      offscreen: {
        closeDocument: async () => void calls.push('close'),
        createDocument: async (p) => {
          calls.push(`create ${p.url} ${p.reasons.join()}`);
          queueMicrotask(() => sc.deliver({ data: { type: HELPER_PORT_MESSAGE }, ports: [port1], source: { url: OWN } }));
        },
      },
    });
    expect(await connect()).toBe(port1);
    expect(calls).toEqual(['close', 'create offscreen.html WORKERS']);
    expect(sc.listening()).toBe(0);
    port1.close();
  });

  it('ignores ports from any other page, of another type, or without a port, and gives up after its time limit', async () => {
    const sc = scope();
    const { port1 } = new MessageChannel();
    const connect = offscreenHelperConnector({
      scope: sc,
      extensionId: EXT,
      timeoutMs: 200,
      offscreen: {
        closeDocument: async () => {},
        createDocument: async () => {
          queueMicrotask(() => {
            sc.deliver({ data: { type: HELPER_PORT_MESSAGE }, ports: [port1], source: { url: `chrome-extension://${EXT}/sidepanel.html` } });
            sc.deliver({ data: { type: HELPER_PORT_MESSAGE }, ports: [port1], source: { url: 'https://evil.example/offscreen.html' } });
            sc.deliver({ data: { type: HELPER_PORT_MESSAGE }, ports: [port1], source: null });
            sc.deliver({ data: { type: 'something-else' }, ports: [port1], source: { url: OWN } });
            sc.deliver({ data: { type: HELPER_PORT_MESSAGE }, ports: [], source: { url: OWN } });
          });
        },
      },
    });
    await expect(connect()).rejects.toThrow(/did not start/);
    expect(sc.listening()).toBe(0);
    port1.close();
  });

  it('rejects when the document cannot be created (no offscreen API in this browser)', async () => {
    const sc = scope();
    const connect = offscreenHelperConnector({
      scope: sc,
      extensionId: EXT,
      offscreen: { closeDocument: async () => {}, createDocument: async () => { throw new Error('offscreen unavailable'); } },
    });
    await expect(connect()).rejects.toThrow(/offscreen unavailable/);
    expect(sc.listening()).toBe(0);
  });
});
