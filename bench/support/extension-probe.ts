/**
 * Measuring the extension from inside Chromium: background messages timed in the side panel
 * page itself (so the figure is the panel's round trip, not the test driver's), and the
 * extension origin's storage use as the browser accounts it (CDP `Storage.getUsageAndQuota`).
 */
import type { ExtensionSession } from '../../test/support/chromium';

/** Send `message` from the panel page, timing the round trip there; returns the answer and milliseconds. */
export function timedCall<T = any>(s: ExtensionSession, message: unknown): Promise<{ ms: number; start: number; answer: T }> {
  return s.page.evaluate(async (m) => {
    const start = performance.now();
    const answer = await (globalThis as any).chrome.runtime.sendMessage(m);
    return { ms: performance.now() - start, start, answer };
  }, message as any);
}

/**
 * Round trips of `stone_search` for each query, timed one after another in the panel page, with
 * the sections each returned (as the panel's display lists them: file and line).
 */
export function searchLatencies(
  s: ExtensionSession, repoId: string, queries: string[],
): Promise<Array<{ ms: number; hits: number; sections: Array<{ file: string; line: number }>; error?: string }>> {
  return s.page.evaluate(
    async ({ repoId, queries }) => {
      const out = [];
      for (const query of queries) {
        const t = performance.now();
        const a = await (globalThis as any).chrome.runtime.sendMessage({ type: 'tools/execute', body: { name: 'stone_search', repoId, arguments: { query } } });
        const ms = performance.now() - t;
        const sections = (a?.display?.sections ?? []).map((x: any) => ({ file: String(x.file), line: Number(x.line) }));
        out.push({ ms, hits: sections.length, sections, ...(a?.error ? { error: String(a.error.code) } : {}) });
      }
      return out;
    },
    { repoId, queries },
  );
}

/** Bytes the browser counts against the extension's origin (all storage types), and IndexedDB's share. */
export async function originUsage(s: ExtensionSession): Promise<{ total: number; indexeddb: number }> {
  const cdp = await s.context.newCDPSession(s.page);
  try {
    const r = (await cdp.send('Storage.getUsageAndQuota', { origin: `chrome-extension://${s.extensionId}` })) as {
      usage: number;
      usageBreakdown: Array<{ storageType: string; usage: number }>;
    };
    return { total: r.usage, indexeddb: r.usageBreakdown.find((b) => b.storageType === 'indexeddb')?.usage ?? 0 };
  } finally {
    await cdp.detach();
  }
}

/** Start recording `progress` port events in the panel page, each stamped with `performance.now()`. */
export function recordProgress(s: ExtensionSession): Promise<void> {
  return s.page.evaluate(() => {
    const g = globalThis as any;
    g.__benchProgress = [];
    g.__benchPort?.disconnect();
    g.__benchPort = g.chrome.runtime.connect({ name: 'progress' });
    g.__benchPort.onMessage.addListener((e: { repoId: string; phase: string }) => g.__benchProgress.push({ ...e, t: performance.now() }));
  });
}

/**
 * Where one add's time went, from the progress events recorded since `recordProgress`:
 * clone (start → isomorphic-git's last progress event), reading and splitting files (→ the last
 * `Indexing` event), and building, saving and registering the index (→ `Done`). `start` is the
 * page time the add was sent.
 */
export async function addPhases(s: ExtensionSession, repoId: string, start: number): Promise<{ clone: number; split: number; build: number; save: number } | null> {
  const events: Array<{ repoId: string; phase: string; t: number }> = await s.page.evaluate(() => (globalThis as any).__benchProgress);
  const mine = events.filter((e) => e.repoId === repoId);
  const ours = new Set(['Indexing', 'Saving index', 'Done']);
  const indexing = mine.filter((e) => e.phase === 'Indexing');
  const saving = mine.find((e) => e.phase === 'Saving index');
  const done = mine.find((e) => e.phase === 'Done');
  const git = mine.filter((e) => !ours.has(e.phase));
  if (!indexing.length || !saving || !done || !git.length) return null;
  const cloned = git[git.length - 1]!.t;
  const split = indexing[indexing.length - 1]!.t;
  return { clone: cloned - start, split: split - cloned, build: saving.t - split, save: done.t - saving.t };
}
