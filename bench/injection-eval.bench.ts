/**
 * Recall and false positives of the injection markers per source, on a split fixed before the
 * rules were rewritten: dev (injections-dev and half of injections-more's sources, which the
 * rules were written against) and frozen (the other half, never read while writing rules).
 * Run with `npx vite-node bench/injection-eval.bench.ts`; writes bench/results/injection-eval.md.
 * `--missed` prints the dev misses and false positives (never frozen texts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { report } from './support/injection-report';
import { loadSplit } from './support/injection-split';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = loadSplit(path.resolve(projectRoot, '../shared'));
const lines = ['## Injection markers per source (`bench/injection-eval.bench.ts`)', ''];
if (rows === null) {
  lines.push('Skipped: ../shared/corpora is absent.');
} else {
  const rules = (t: string): boolean => markerNames(scanInjection(t)).length > 0;
  lines.push('### Rules alone', '', ...report(rows, (r) => rules(r.text)).lines, '');
  if (process.argv.includes('--missed')) {
    for (const r of rows.filter((x) => x.split === 'dev')) {
      const fired = rules(r.text);
      if (r.label === 'injection' && !fired && !(r.kind ?? '').startsWith('indirect-task')) console.log('MISS', r.repo, r.kind, JSON.stringify(r.text.slice(0, 300)));
      if (r.label === 'benign' && fired) console.log('FP', markerNames(scanInjection(r.text)).join(','), JSON.stringify(r.text.slice(0, 300)));
    }
  }
}
const out = `${lines.join('\n')}\n`;
mkdirSync(path.join(projectRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(projectRoot, 'bench/results/injection-eval.md'), out);
console.log(out);
