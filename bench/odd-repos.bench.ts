/**
 * Odd-repository benchmark (issue 8, item 6): a repository of 100,000 small markdown files and
 * one holding a single 100 MB markdown file, each added through the whole background in Node
 * (router, repo service, git store over LightningFS + fake-indexeddb, a loopback `git
 * http-backend`). Reports wall time, files, sections, skipped, peak RSS and heap, whether a
 * search and a sync work afterwards, and the ratio to native `git clone --depth 1` from the
 * same server in the same run. Each case runs in its own process, so its peak RSS is its own.
 * Run: npx vite-node bench/odd-repos.bench.ts   → writes bench/results/odd-repos.md
 * Scaled down: PRIMACHAT_ODD_FILES=2000 PRIMACHAT_ODD_MB=5 npx vite-node bench/odd-repos.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytes, ms, ratio } from './support/stats';
import { runCase, type CaseName, type CaseResult } from './support/odd-repo-case';

const FILES = Number(process.env.PRIMACHAT_ODD_FILES ?? 100_000);
const MB = Number(process.env.PRIMACHAT_ODD_MB ?? 100);
const CASES: CaseName[] = ['many-files', 'large-file'];
const RESULT_TAG = 'ODD-REPO-RESULT ';

async function main() {
  const only = process.env.PRIMACHAT_ODD_CASE as CaseName | undefined;
  if (only) {
    // A child: run one case and hand its figures to the parent on stdout.
    const result = await runCase(only, { files: FILES, mb: MB });
    console.log(RESULT_TAG + JSON.stringify(result));
    process.exit(0);
  }
  const results: Array<CaseResult | { name: CaseName; crashed: string }> = [];
  for (const name of CASES) {
    console.log(`-- ${name}`);
    const r = spawnSync('npx', ['vite-node', fileURLToPath(import.meta.url)], {
      env: { ...process.env, PRIMACHAT_ODD_CASE: name },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = r.stdout.split('\n').find((l) => l.startsWith(RESULT_TAG));
    for (const l of r.stdout.split('\n')) if (l && !l.startsWith(RESULT_TAG)) console.log(l);
    results.push(line ? (JSON.parse(line.slice(RESULT_TAG.length)) as CaseResult) : { name, crashed: `exit ${r.status ?? r.signal}` });
  }
  const md = report(results);
  console.log(md);
  await writeFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/odd-repos.md'), md);
}

function report(results: Array<CaseResult | { name: CaseName; crashed: string }>): string {
  const rows = results.map((r) => {
    if ('crashed' in r) return `| ${r.name} | crashed (${r.crashed}) | | | | | | | | | |`;
    const answer = r.answer.ok ? 'ready' : `${r.answer.code}: ${r.answer.message}`;
    return `| ${r.label} | ${answer} | ${ms(r.addMs)} | ${ms(r.nativeMs)} | ${ratio(r.addMs / r.nativeMs)} | ${r.files} | ${r.sections} | ${r.skipped} | ${bytes(r.peakRss)} / ${bytes(r.peakHeap)} | ${r.search} | ${r.sync} |`;
  });
  const notes = results.flatMap((r) => ('crashed' in r ? [] : r.notes.map((n) => `- ${r.label}: ${n}`)));
  return [
    '## Odd repositories: 100,000 files and a 100 MB file (`bench/odd-repos.bench.ts`)',
    '',
    'Each repository added through the whole background in Node (router → repo service → git store',
    'over LightningFS + fake-indexeddb), from a loopback `git http-backend`, each case in its own',
    'process. Reference: native `git clone --depth 1` (with checkout) from the same server in the',
    'same run. Peak RSS is the process maximum (`resourceUsage().maxRSS`); peak heap is',
    '`memoryUsage().heapUsed` sampled every 50 ms. Search: `stone_search` for a word found in one',
    'file only; sync: one file added upstream, then `repos/sync` and a search for it.',
    '',
    '| repository | `repos/add` answered | add | native clone | ratio | files | sections | skipped | peak RSS / heap | search after | sync after |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...notes,
    '',
  ].join('\n');
}

await main();
