import type { ProgressEvent } from '../messages/protocol';
import { isTrustedSender, type SenderLike } from '../messages/sender';

interface PortLike {
  name: string;
  sender?: SenderLike;
  postMessage(message: unknown): void;
  disconnect(): void;
  onDisconnect: { addListener(fn: () => void): void };
}

/** Timers, injected so tests can run the clock. */
export interface HubTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: HubTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Within one phase of one repository, at most one event per this many milliseconds reaches the
 * panels (a progress bar cannot show more); isomorphic-git reports every object it receives,
 * and posting each cost ~50 ms of a 1-second add of the 18F handbook.
 */
export const PROGRESS_INTERVAL_MS = 50;

interface Stream {
  phase: string;
  sentAt: number;
  pending?: ProgressEvent;
  timer?: unknown;
}

/**
 * The `progress` port: panels connect with `runtime.connect({name: "progress"})` and receive
 * the progress events of long work. Ports from anything but this extension's pages are
 * disconnected at once (the same fail-closed sender check as messages). A new phase goes out at
 * once (after the last event of the phase before it), and so does the event that completes a
 * phase (`loaded` reaching `total`); within a phase, events closer than PROGRESS_INTERVAL_MS are
 * coalesced, and the latest one always follows.
 */
export function createProgressHub(extensionId: string, timers: HubTimers = realTimers, extensionOrigin?: string) {
  const ports = new Set<PortLike>();
  const streams = new Map<string, Stream>();
  const send = (event: ProgressEvent): void => {
    for (const port of ports) {
      try {
        port.postMessage(event);
      } catch {
        ports.delete(port);
      }
    }
  };
  const flush = (s: Stream): void => {
    if (s.timer !== undefined) timers.clearTimeout(s.timer);
    s.timer = undefined;
    if (s.pending === undefined) return;
    send(s.pending);
    s.pending = undefined;
    s.sentAt = timers.now();
  };
  return {
    connect(port: PortLike) {
      if (port.name !== 'progress') return;
      if (!isTrustedSender(port.sender, extensionId, extensionOrigin)) {
        port.disconnect();
        return;
      }
      ports.add(port);
      port.onDisconnect.addListener(() => ports.delete(port));
    },
    post(event: ProgressEvent) {
      const key = `${event.space}\u0000${event.repoId}`;
      const now = timers.now();
      const s = streams.get(key);
      // The event that completes a phase goes out at once: when a phase ends matters.
      const completes = event.total !== undefined && event.loaded >= event.total;
      if (s !== undefined && s.phase === event.phase && now - s.sentAt < PROGRESS_INTERVAL_MS && !completes) {
        s.pending = event;
        s.timer ??= timers.setTimeout(() => flush(s), s.sentAt + PROGRESS_INTERVAL_MS - now);
        return;
      }
      if (s !== undefined && s.phase === event.phase) {
        // A pending event of the same phase is older than this one: drop it.
        if (s.timer !== undefined) timers.clearTimeout(s.timer);
        s.timer = undefined;
        s.pending = undefined;
      } else if (s !== undefined) flush(s);
      send(event);
      if (event.phase === 'Done') {
        streams.delete(key);
        return;
      }
      if (s === undefined) streams.set(key, { phase: event.phase, sentAt: now });
      else {
        s.phase = event.phase;
        s.sentAt = now;
      }
    },
  };
}
