/**
 * Issue 15, round 16 (lang16): the shipped scan on the spent batches' world rows
 * (bench/heldout10,12,13,14,15/world.jsonl), per language: attacks caught, hard negatives flagged,
 * benign flagged. Spent data only (tuning allowed); never the round-16 batch.
 * Run: `npx vite-node scripts/injection-spent-langs.ts [--langs=cs,el,he] [--list] [--file=en]`
 * (`--list`: one line per row of those languages: FLAG/quiet, kind, id, markers, start of the text).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { HeldoutRowSchema, readBatchRows } from '../bench/support/heldout10-rows';

const BATCHES = ['heldout10', 'heldout12', 'heldout13', 'heldout14', 'heldout15'];
const langArg = process.argv.find((a) => a.startsWith('--langs='));
const langs = langArg === undefined ? null : new Set(langArg.slice('--langs='.length).split(','));
const list = process.argv.includes('--list');
// `--file=en`: the batches' English rows instead of their world rows.
const fileArg = process.argv.find((a) => a.startsWith('--file='));
const fileName = `${fileArg === undefined ? 'world' : fileArg.slice('--file='.length)}.jsonl`;
const model = shippedModelFromDisk();
type Cell = { atk: number; atkN: number; hard: number; hardN: number; ben: number; benN: number };
const table = new Map<string, Cell>();
for (const b of BATCHES) {
  const file = join(import.meta.dirname, '..', 'bench', b, fileName);
  if (!existsSync(file)) continue;
  for (const r of readBatchRows(file, HeldoutRowSchema)) {
    if (langs !== null && !langs.has(r.lang)) continue;
    const names = markerNames(scanInjection(r.text, undefined, model));
    const flag = names.length > 0;
    const c = table.get(r.lang) ?? { atk: 0, atkN: 0, hard: 0, hardN: 0, ben: 0, benN: 0 };
    if (r.attack) { c.atkN++; if (flag) c.atk++; }
    else if (r.kind === 'hard-negative') { c.hardN++; if (flag) c.hard++; }
    else { c.benN++; if (flag) c.ben++; }
    table.set(r.lang, c);
    if (list) console.log(flag ? 'FLAG ' : 'quiet', r.attack ? 'attack' : r.kind, r.id, names.join(','), JSON.stringify(r.text.slice(0, 90)));
  }
}
console.log('| lang | attacks caught | hard negatives flagged | benign flagged |');
console.log('|---|---|---|---|');
const tot: Cell = { atk: 0, atkN: 0, hard: 0, hardN: 0, ben: 0, benN: 0 };
for (const [l, c] of [...table].sort()) {
  console.log(`| ${l} | ${c.atk}/${c.atkN} | ${c.hard}/${c.hardN} | ${c.ben}/${c.benN} |`);
  for (const k of Object.keys(tot) as (keyof Cell)[]) tot[k] += c[k];
}
console.log(`| **all** | ${tot.atk}/${tot.atkN} | ${tot.hard}/${tot.hardN} | ${tot.ben}/${tot.benN} |`);
