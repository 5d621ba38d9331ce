import { describe, expect, it } from 'vitest';
import { createProgressHub, PROGRESS_INTERVAL_MS, type HubTimers } from '../../lib/background/progress-hub';
import type { ProgressEvent } from '../../lib/messages/protocol';

const EXT = 'abcdefghijklmnopabcdefghijklmnop';

/** A clock the test moves, with timers that fire when it passes them. */
function manualTimers(): HubTimers & { advance(ms: number): void } {
  let now = 0;
  let nextId = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      due.set(++nextId, { at: now + ms, fn });
      return nextId;
    },
    clearTimeout: (h) => void due.delete(h as number),
    advance(ms) {
      now += ms;
      for (const [id, t] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now) {
          due.delete(id);
          t.fn();
        }
      }
    },
  };
}

function port(sender: object) {
  const got: ProgressEvent[] = [];
  let disconnected = false;
  return {
    got,
    isDisconnected: () => disconnected,
    port: { name: 'progress', sender, postMessage: (m: unknown) => got.push(m as ProgressEvent), disconnect: () => (disconnected = true), onDisconnect: { addListener: () => {} } },
  };
}

const panel = { id: EXT, url: `chrome-extension://${EXT}/sidepanel.html`, origin: `chrome-extension://${EXT}` };
const ev = (phase: string, loaded: number, repoId = 'hb', total = 1000): ProgressEvent => ({ space: 'default', repoId, phase, loaded, total });

describe('progress hub', () => {
  it('disconnects a port from a web page and sends it nothing', () => {
    const hub = createProgressHub(EXT, manualTimers());
    const web = port({ id: EXT, url: 'https://evil.example/', origin: 'https://evil.example' });
    hub.connect(web.port);
    hub.post(ev('Connecting', 0));
    expect(web.isDisconnected()).toBe(true);
    expect(web.got).toEqual([]);
  });

  it('coalesces a burst within one phase and always delivers its latest event', () => {
    const timers = manualTimers();
    const hub = createProgressHub(EXT, timers);
    const p = port(panel);
    hub.connect(p.port);
    for (let i = 0; i < 500; i++) hub.post(ev('Receiving objects', i));
    expect(p.got.map((e) => e.loaded)).toEqual([0]);
    timers.advance(PROGRESS_INTERVAL_MS);
    expect(p.got.map((e) => e.loaded)).toEqual([0, 499]);
    timers.advance(10 * PROGRESS_INTERVAL_MS);
    expect(p.got).toHaveLength(2);
  });

  it('sends a new phase at once, after the last event of the phase before it', () => {
    const timers = manualTimers();
    const hub = createProgressHub(EXT, timers);
    const p = port(panel);
    hub.connect(p.port);
    hub.post(ev('Receiving objects', 1));
    hub.post(ev('Receiving objects', 2));
    hub.post(ev('Indexing', 0));
    hub.post(ev('Done', 100));
    expect(p.got.map((e) => `${e.phase} ${e.loaded}`)).toEqual(['Receiving objects 1', 'Receiving objects 2', 'Indexing 0', 'Done 100']);
  });

  it('sends the event that completes a phase at once', () => {
    const timers = manualTimers();
    const hub = createProgressHub(EXT, timers);
    const p = port(panel);
    hub.connect(p.port);
    hub.post(ev('Indexing', 10, 'hb', 100));
    hub.post(ev('Indexing', 50, 'hb', 100));
    hub.post(ev('Indexing', 100, 'hb', 100));
    expect(p.got.map((e) => e.loaded)).toEqual([10, 100]);
    timers.advance(PROGRESS_INTERVAL_MS);
    expect(p.got.map((e) => e.loaded)).toEqual([10, 100]);
  });

  it('keeps the events of two repositories apart', () => {
    const timers = manualTimers();
    const hub = createProgressHub(EXT, timers);
    const p = port(panel);
    hub.connect(p.port);
    hub.post(ev('Indexing', 1, 'a'));
    hub.post(ev('Indexing', 1, 'b'));
    hub.post(ev('Indexing', 2, 'a'));
    expect(p.got.map((e) => `${e.repoId} ${e.loaded}`)).toEqual(['a 1', 'b 1']);
    timers.advance(PROGRESS_INTERVAL_MS);
    expect(p.got.map((e) => `${e.repoId} ${e.loaded}`)).toEqual(['a 1', 'b 1', 'a 2']);
  });

  it('lets events through one by one when they come slower than the interval', () => {
    const timers = manualTimers();
    const hub = createProgressHub(EXT, timers);
    const p = port(panel);
    hub.connect(p.port);
    for (let i = 0; i < 5; i++) {
      hub.post(ev('Indexing', i));
      timers.advance(PROGRESS_INTERVAL_MS);
    }
    expect(p.got.map((e) => e.loaded)).toEqual([0, 1, 2, 3, 4]);
  });
});
