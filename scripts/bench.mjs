// `npm run bench`: run every benchmark (bench/*.bench.ts), each writing its section to
// bench/results/<name>.md, then assemble bench/results.md. Benchmarks measure ratios against a
// reference in the same run; they never fail on a slow machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, ensureChromium, ensurePackages, ROOT } from './setup.mjs';

// `npm run bench -- search` runs only the matching benchmarks; `--assemble` only rewrites
// bench/results.md from the sections already in bench/results/.
const args = process.argv.slice(2);
const assembleOnly = args.includes('--assemble');
const only = args.filter((a) => !a.startsWith('--'));
if (!assembleOnly) {
  ensurePackages();
  ensureChromium();
  build();
}

const benches = readdirSync(path.join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !assembleOnly && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
for (const file of benches) {
  console.log(`\n== ${file} ==`);
  const r = spawnSync('npx', ['vite-node', path.join('bench', file)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PRIMACHAT_SKIP_BUILD: '1' } });
  if (r.status !== 0) console.error(`${file} failed (exit ${r.status}); its previous figures are kept.`);
}

const dir = path.join(ROOT, 'bench/results');
const sections = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : [];
const header = [
  '# Benchmark results',
  '',
  'Written by `npm run bench`. Each section names what ran, on what data, and the reference it is',
  'measured against in the same run (medians of several runs); absolute times on these shared',
  '2-core machines drift, ratios and counts do not.',
  '',
];
writeFileSync(path.join(ROOT, 'bench/results.md'), [...header, ...sections.map((f) => readFileSync(path.join(dir, f), 'utf8').trim() + '\n')].join('\n'));
console.log('\nbench/results.md written.');
