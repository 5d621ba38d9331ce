/**
 * Issue 15, tenth round (world10): which rules-alone markers a tree gains or loses against another
 * checkout (`--root DIR`, e.g. `git archive` of main unpacked), text by text, over the dev rows of
 * both corpora (frozen rows are dropped before anything scans them), every fixture string and
 * every handbook paragraph. Prints each text whose rule names differ, with its label and language.
 * Run: `npx vite-node scripts/injection-world10-diff.ts --root DIR`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { loadSplit } from '../bench/support/injection-split';

const here = path.resolve(import.meta.dirname, '..');
const rootArg = process.argv.indexOf('--root');
if (rootArg < 0) throw new Error('--root DIR is required');
const root = path.resolve(process.argv[rootArg + 1] as string);
const other = (await import(path.join(root, 'lib/untrusted/injection.ts'))) as typeof import('../lib/untrusted/injection');
const shared = path.resolve(here, '../shared');

const texts: { text: string; label: string; where: string }[] = [];
for (const r of (loadSplit(shared) ?? []).filter((x) => x.split === 'dev')) texts.push({ text: r.text, label: r.label, where: `${r.set}:${r.lang ?? '?'}${r.hard_negative === true ? ':hard' : ''}` });
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
const fixtures = path.join(here, 'test/untrusted/fixtures');
for (const f of readdirSync(fixtures).sort().filter((x) => x.endsWith('.ts'))) {
  for (const t of strings(Object.values(await import(path.join(fixtures, f))))) texts.push({ text: t, label: 'fixture', where: f });
}
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : /\.(md|mdx|txt)$/.test(f) ? [path.join(dir, f)] : []));
for (const hb of ['18f-handbook', 'cwe-playbook', 'mattermost-handbook', 'ja-react-dev']) {
  for (const f of files(path.join(shared, 'corpora', hb))) for (const p of readFileSync(f, 'utf8').split(/\n\s*\n/)) texts.push({ text: p, label: 'benign-handbook', where: hb });
}

let changed = 0;
for (const { text, label, where } of texts) {
  const a = new Set(markerNames(other.scanInjection(text, undefined, null)));
  const b = new Set(markerNames(scanInjection(text, undefined, null)));
  const gained = [...b].filter((n) => !a.has(n));
  const lost = [...a].filter((n) => !b.has(n));
  if (gained.length + lost.length === 0) continue;
  changed++;
  console.log(`${label} ${where} ${gained.length > 0 ? `+${gained.join(',+')}` : ''}${lost.length > 0 ? ` -${lost.join(',-')}` : ''} ${a.size === 0 ? 'NEWLY FLAGGED' : b.size === 0 ? 'NO LONGER FLAGGED' : ''} ${JSON.stringify(text.slice(0, 110))}`);
}
console.log(`${texts.length} texts, ${changed} with other rule names`);
