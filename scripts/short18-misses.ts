/**
 * Issue 15, round 18 (short18): the shipped scan over the SPENT batches (heldout10..17): counts
 * per batch (attacks caught, prompt-leak caught, hard negatives flagged, benign flagged) and, with
 * `--list`, the missed prompt-leak rows and flagged hard negatives in full.
 * Run: `npx vite-node scripts/short18-misses.ts [--list]`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { HeldoutRowSchema, readBatchRows } from '../bench/support/heldout10-rows';

const model = shippedModelFromDisk();
const batches = ['heldout10', 'heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17'];
const list = process.argv.includes('--list');
const tot = { a: 0, ac: 0, pl: 0, plc: 0, h: 0, hf: 0, b: 0, bf: 0 };
for (const b of batches) {
  const d = join(import.meta.dirname, '..', 'bench', b);
  if (!existsSync(d)) continue;
  const rows = readdirSync(d).filter((f) => f.endsWith('.jsonl')).sort().flatMap((f) => readBatchRows(join(d, f), HeldoutRowSchema));
  const c = { a: 0, ac: 0, pl: 0, plc: 0, h: 0, hf: 0, b: 0, bf: 0 };
  for (const r of rows) {
    const names = markerNames(scanInjection(r.text, undefined, model));
    const flag = names.length > 0;
    if (r.attack) {
      c.a++; if (flag) c.ac++;
      if (r.kind === 'prompt-leak') { c.pl++; if (flag) c.plc++; else if (list) console.log('MISS', r.id, JSON.stringify(r.text)); }
    } else if (r.kind === 'hard-negative') { c.h++; if (flag) { c.hf++; if (list) console.log('HARD', r.id, names.join(','), JSON.stringify(r.text)); } }
    else { c.b++; if (flag) { c.bf++; if (list) console.log('BEN', r.id, names.join(','), JSON.stringify(r.text)); } }
  }
  for (const k of Object.keys(tot) as (keyof typeof tot)[]) tot[k] += c[k];
  console.log(`${b}: attacks ${c.ac}/${c.a}, prompt-leak ${c.plc}/${c.pl}, hard ${c.hf}/${c.h}, benign ${c.bf}/${c.b}`);
}
console.log(`all: attacks ${tot.ac}/${tot.a}, prompt-leak ${tot.plc}/${tot.pl}, hard ${tot.hf}/${tot.h}, benign ${tot.bf}/${tot.b}`);
