/**
 * Issue 15, tenth round: the shipped scan (rules alone, classifier alone, both) on the held-out
 * batches of bench/heldout10/*.jsonl. Those batches were written by helpers who wrote no rule and
 * never ran the scan; the helpers who wrote this round's rules and learner never saw them. The
 * integrator reads them once, after the merge, on the tree before the round and on the tree after
 * (run this script in both: `--dir` points at the batches, so a checkout of the older tree can
 * read the same files). Counts only unless `--list`; no corpus row is read.
 * Run: `npx vite-node scripts/injection-heldout10.ts [--dir=bench/heldout10] [--list]`; `--dir=bench/heldout12`
 * reads round 12's batches the same way; `--dir=bench/heldout10,bench/heldout12` reads several as one
 * (per-language and per-kind tables over the spent batches together).
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { type Family, familyTable, shippedScans } from '../bench/support/heldout-batch';
import { HeldoutRowSchema, readBatchRows } from '../bench/support/heldout10-rows';

type Row = z.infer<typeof HeldoutRowSchema>;
type Grouped = Family & { lang: string; kind: string };

const dirArg = process.argv.find((a) => a.startsWith('--dir='));
// Several folders, comma-separated, are read as one batch (the spent batches together, say).
const dirs = dirArg === undefined ? [join(import.meta.dirname, '..', 'bench', 'heldout10')] : dirArg.slice('--dir='.length).split(',').filter((d) => d !== '');
/** The tables are titled after the batch's folders (heldout10, heldout12, …, joined by +). */
const batch = dirs.map((d) => basename(d.replace(/[\\/]+$/, ''))).join('+');

function readRows(d: string): Row[] {
  const files = readdirSync(d).filter((f) => f.endsWith('.jsonl')).sort();
  if (files.length === 0) throw new Error(`no .jsonl batch in ${d}`);
  return files.flatMap((f) => readBatchRows(join(d, f), HeldoutRowSchema));
}

/** One family per (family, lang), so a table can group by language or kind. */
function families(rows: readonly Row[]): Grouped[] {
  const m = new Map<string, Grouped & { texts: string[] }>();
  for (const r of rows) {
    const k = `${r.lang}\u0000${r.family}`;
    const f = m.get(k) ?? { family: r.family, lang: r.lang, kind: r.kind, texts: [] };
    f.texts.push(r.text);
    m.set(k, f);
  }
  return [...m.values()];
}

const rows = dirs.flatMap(readRows);
const attacks = families(rows.filter((r) => r.attack));
const benign = families(rows.filter((r) => !r.attack));
const english = (f: { lang?: string }): boolean => f.lang === 'en';
const scans = shippedScans();
const lines = [
  ...familyTable(scans, `${batch} attacks, English, by kind`, attacks.filter(english), (f) => f.kind ?? '?'),
  ...familyTable(scans, `${batch} attacks, other languages, by kind`, attacks.filter((f) => !english(f)), (f) => f.kind ?? '?'),
  ...familyTable(scans, `${batch} attacks by language`, attacks, (f) => f.lang ?? '?'),
  ...familyTable(scans, `${batch} benign flagged, by kind`, benign, (f) => f.kind ?? '?'),
  ...familyTable(scans, `${batch} benign flagged, by language`, benign, (f) => f.lang ?? '?'),
];
if (process.argv.includes('--families')) lines.push(...familyTable(scans, `${batch} attacks by family`, attacks, (f) => `${f.lang ?? '?'} ${f.family}`));
for (const l of lines) console.log(l);
if (process.argv.includes('--list')) {
  const model = shippedModelFromDisk();
  for (const r of rows) {
    const names = markerNames(scanInjection(r.text, undefined, model));
    console.log(names.length > 0 ? 'FLAG ' : 'quiet', r.attack ? 'attack' : 'benign', r.id, classifierScore(r.text, model).toFixed(3), names.join(','), JSON.stringify(r.text.slice(0, 70)));
  }
}
