/**
 * Load: 10,000 tool calls in a row (two `stone_search` to one `stone_read`) through the
 * background API from the side panel page, in real Chromium, on the 18F handbook. Every 1,000
 * calls: the latencies of that thousand (timed in the panel page) and the service worker's JS
 * heap after a forced GC (CDP `HeapProfiler.collectGarbage` + `Runtime.getHeapUsage` on the
 * worker target). The question is whether the worker's memory grows without bound.
 *
 * Run: npx vite-node bench/load.bench.ts [--quick]   → writes bench/results/load.md
 * `--quick` (or PRIMACHAT_BENCH_QUICK=1): 2,000 calls.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import type { ExtensionSession } from '../test/support/chromium';
import { startGitServer } from '../test/support/git-server';
import { handbookDir, projectRoot } from '../test/support/repo-fixtures';
import { launchSnapshot, snapshotBuild } from '../test/support/build-snapshot';
import { bytes, ms, percentile } from './support/stats';

const QUICK = process.argv.includes('--quick') || process.env.PRIMACHAT_BENCH_QUICK === '1';
const TOTAL = QUICK ? 2_000 : 10_000;
const BATCH = 1_000;

type Call = { name: 'stone_search'; arguments: { query: string } } | { name: 'stone_read'; arguments: { path: string; heading?: string } };
type Batch = { calls: number; p50: number; p99: number; max: number; errors: number; heapUsed: number; heapTotal: number };

/** CDP on the service worker: a browser session attached (not flattened) to the worker's target; raw messages in and out. */
async function attachWorker(s: ExtensionSession) {
  const cdp: CDPSession = await s.context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(s.extensionId));
  if (!target) throw new Error('no service worker target');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 1;
  const waiting = new Map<number, (r: any) => void>();
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const msg = JSON.parse(e.message);
    waiting.get(msg.id)?.(msg);
    waiting.delete(msg.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve, reject) => {
      const id = next++;
      waiting.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  return {
    /** JS heap of the worker after a full GC. */
    async heap(): Promise<{ usedSize: number; totalSize: number }> {
      await send('HeapProfiler.collectGarbage');
      return send('Runtime.getHeapUsage');
    },
    detach: () => cdp.detach(),
  };
}

/** Run `calls` one after another from the panel page; the milliseconds of each and the number of error answers. */
function runCalls(s: ExtensionSession, calls: Call[]): Promise<{ times: number[]; errors: number }> {
  return s.page.evaluate(async (calls) => {
    const times: number[] = [];
    let errors = 0;
    for (const body of calls) {
      const t = performance.now();
      const a = await (globalThis as any).chrome.runtime.sendMessage({ type: 'tools/execute', body: { repoId: 'handbook', ...body } });
      times.push(performance.now() - t);
      if (a?.error || typeof a?.content !== 'string') errors++;
    }
    return { times, errors };
  }, calls);
}

/** The workload: the 18F questions and every heading they find as queries, and a read of each section found. */
async function workload(s: ExtensionSession): Promise<Call[]> {
  const file = path.join(projectRoot, '../shared/corpora/questions-18f.jsonl');
  const questions = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).question as string) : ['laptop stolen', 'travel booking', 'leave policy'];
  const queries = new Set(questions);
  const reads: Call[] = [];
  for (const query of questions) {
    const a = await s.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'handbook', arguments: { query, limit: 12 } } });
    for (const h of a.display?.sections ?? []) {
      queries.add(h.heading);
      reads.push({ name: 'stone_read', arguments: { path: h.file, heading: h.heading } });
    }
  }
  const searches: Call[] = [...queries].map((query) => ({ name: 'stone_search', arguments: { query } }));
  // Two searches, one read, cycling through each list.
  return Array.from({ length: TOTAL }, (_, i) => (i % 3 === 2 ? reads[Math.floor(i / 3) % reads.length]! : searches[(i - Math.floor(i / 3)) % searches.length]!));
}

function report(batches: Batch[], baseline: number, all: number[], distinct: { searches: number; reads: number }, seconds: number): string {
  const first = batches[0]!;
  const last = batches[batches.length - 1]!;
  const growth = last.heapUsed - first.heapUsed;
  const peak = Math.max(...batches.map((b) => b.heapUsed));
  const rows = batches.map((b, i) => `| ${((i + 1) * BATCH).toLocaleString('en')} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(b.max)} | ${b.errors} | ${bytes(b.heapUsed)} | ${bytes(b.heapTotal)} |`);
  return [
    '## Load: 10,000 tool calls in a row (Chromium)',
    '',
    `The built extension in Debian's Chromium (headless), ${cpus().length} CPUs, the 18F handbook cloned from a loopback \`git http-backend\`. ${all.length.toLocaleString('en')} \`tools/execute\` calls sent one after another from the side panel page (\`chrome.runtime.sendMessage\`, timed there): two \`stone_search\` (${distinct.searches} distinct queries: the 18F questions and the headings they find) to one \`stone_read\` (${distinct.reads} distinct sections). After every 1,000 calls the service worker's JS heap is read over CDP (\`HeapProfiler.collectGarbage\`, then \`Runtime.getHeapUsage\` on the worker target). ${seconds.toFixed(0)} s in all.`,
    '',
    `All calls: p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}, max ${ms(Math.max(...all))}; ${batches.reduce((n, b) => n + b.errors, 0)} error answers.`,
    '',
    `Worker heap after GC: ${bytes(baseline)} before the run (handbook added, one search), ${bytes(first.heapUsed)} after the first 1,000 calls, ${bytes(last.heapUsed)} after the last; last − first ${growth >= 0 ? '+' : '−'}${bytes(Math.abs(growth))} (${((growth / first.heapUsed) * 100).toFixed(1)} %), peak ${bytes(peak)}. ${Math.abs(growth) < Math.max(1024 * 1024, first.heapUsed * 0.05) ? 'No growth beyond 1 MiB or 5 %: memory does not grow with the number of calls.' : 'The heap grew by more than 1 MiB and 5 % between the first and the last thousand: look for a leak.'}`,
    '',
    '| calls | p50 | p99 | max | errors | worker heap used (after GC) | heap total |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const hb = handbookDir();
  if (!hb) {
    console.log('Skipping the load benchmark: ../shared/corpora/18f-handbook is absent.');
    return;
  }
  const started = performance.now();
  const server = await startGitServer();
  const build = await snapshotBuild();
  let s: ExtensionSession | undefined;
  let worker: Awaited<ReturnType<typeof attachWorker>> | undefined;
  try {
    const url = await server.importFolder('handbook', hb);
    s = await launchSnapshot(build);
    const added = await s.call({ type: 'repos/add', id: 'handbook', url });
    if (!added.ok) throw new Error(`repos/add failed: ${JSON.stringify(added.error)}`);
    const calls = await workload(s);
    worker = await attachWorker(s);
    const baseline = (await worker.heap()).usedSize;
    const batches: Batch[] = [];
    const all: number[] = [];
    for (let at = 0; at < calls.length; at += BATCH) {
      const { times, errors } = await runCalls(s, calls.slice(at, at + BATCH));
      const heap = await worker.heap();
      all.push(...times);
      batches.push({ calls: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: Math.max(...times), errors, heapUsed: heap.usedSize, heapTotal: heap.totalSize });
      console.log(`${at + times.length} calls: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, heap ${bytes(heap.usedSize)}, errors ${errors}`);
    }
    const distinct = { searches: new Set(calls.filter((c) => c.name === 'stone_search').map((c) => JSON.stringify(c))).size, reads: new Set(calls.filter((c) => c.name === 'stone_read').map((c) => JSON.stringify(c))).size };
    const md = report(batches, baseline, all, distinct, (performance.now() - started) / 1000);
    console.log(`\n${md}`);
    if (!QUICK) await writeFile(path.join(projectRoot, 'bench/results/load.md'), md);
  } finally {
    await worker?.detach().catch(() => {});
    await s?.close();
    await server.close();
    await rm(build, { recursive: true, force: true });
  }
}

await main();
