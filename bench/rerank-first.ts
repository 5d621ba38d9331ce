// The learned rerank's share of the first search after a worker stop (issue 14, round 10): in a
// fresh process, the CPU time of loading the model module as the worker does (bundled to plain
// JS by esbuild, the JSON weights inlined, zod already loaded: its check runs at load) and of the
// first query on the 18F handbook's index, today's ranking or the reranked one. Run each side in its own fresh process, alternately:
//   for i in 1 2 3 4 5; do for s in today rerank; do npx vite-node bench/rerank-first.ts -- --side=$s; done; done
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const CORPORA = path.resolve(import.meta.dirname, '../../shared/corpora');
const side = process.argv.find((a) => a.startsWith('--side='))?.slice(7) ?? 'rerank';
const cpu = (t: NodeJS.CpuUsage): number => { const d = process.cpuUsage(t); return (d.user + d.system) / 1000; };

if (!existsSync(path.join(CORPORA, '18f-handbook'))) console.log(`Skipped: ${CORPORA}/18f-handbook is absent.`);
else {
  // Under node_modules, so the bundle's `zod` resolves to the project's; loaded by plain node in a
  // child process, zod first (the worker has it), then the model module, each timed.
  const dir = path.resolve(import.meta.dirname, '../node_modules/.cache/rerank-first');
  mkdirSync(dir, { recursive: true });
  await build({ entryPoints: [path.resolve(import.meta.dirname, '../lib/search/rerank-model.ts')], bundle: true, format: 'esm', platform: 'node', external: ['zod'], outfile: path.join(dir, 'model.mjs'), logLevel: 'silent' });
  const child = `const ms = (t) => { const d = process.cpuUsage(t); return (d.user + d.system) / 1000; };
let t = process.cpuUsage(); const { z } = await import('zod'); z.object({ a: z.string() }).parse({ a: 'x' }); const zod = ms(t);
t = process.cpuUsage(); const m = await import('./model.mjs'); const load = ms(t);
console.log(JSON.stringify({ zod, load, kind: m.RERANK_MODEL.kind }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', child], { cwd: dir, encoding: 'utf8' });
  const { load } = JSON.parse(run.stdout) as { load: number };
  const { buildIndex } = await import('../lib/search/index');
  const { runQuery } = await import('../lib/search/query');
  const { rankedFor } = await import('../lib/search/rerank');
  const { corpusSections, readCorpus } = await import('../test/search/quality-eval');
  const index = buildIndex(corpusSections(readCorpus(path.join(CORPORA, '18f-handbook'))));
  const query = 'how do I get a new laptop when mine is old';
  const t = process.cpuUsage();
  const hits = side === 'rerank' ? rankedFor(index.data, index.scratch, query, 6) : runQuery(index.data.postings, index.scratch, query, 6);
  const first = cpu(t);
  console.log(`${side}: model module load ${load.toFixed(1)} ms, first query ${first.toFixed(1)} ms (${hits.length} hits)`);
}
