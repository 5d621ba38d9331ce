// Dev check (issue 15, round 8): the rules alone on the dev split's attacks and benign rows, on
// the dev-side handbook paragraphs and on their single lines of any length (headings, list
// items: what short rules could hit). Frozen rows are never read. Writes the flagged texts to
// the file given as first argument, to compare two versions of the rules.
// Run: npx vite-node bench/support/short-dev-check.ts /tmp/flagged.json
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { devParagraphs } from './dev-paragraphs';
import { isIndirectTask, loadSplit } from './injection-split';

const shared = path.resolve(process.cwd(), '../shared');
const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const rules = (t: string): string[] => markerNames(scanInjection(t, undefined, null));
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
const missed = attacks.filter((r) => rules(r.text).length === 0);
const benign = rows.filter((r) => r.label === 'benign');
const paras = devParagraphs(shared);
const flaggedParas = paras.filter((p) => rules(p.text).length > 0).map((p) => `${p.repo} ${p.file}: ${p.text.slice(0, 160)} ${rules(p.text)}`);
const lines = [...new Set(paras.flatMap((p) => p.text.split('\n')).map((l) => l.trim()).filter((l) => l.length >= 8))];
const flaggedLines = lines.filter((l) => rules(l).length > 0).map((l) => `${l.slice(0, 160)} ${rules(l)}`);
console.log(`dev attacks ${attacks.length - missed.length}/${attacks.length} (short <40: ${attacks.filter((r) => r.text.length < 40 && rules(r.text).length > 0).length}/${attacks.filter((r) => r.text.length < 40).length}); benign rows flagged ${benign.filter((r) => rules(r.text).length > 0).length}/${benign.length}; handbook paragraphs ${flaggedParas.length}/${paras.length}; lines ${flaggedLines.length}/${lines.length}`);
for (const r of missed.filter((r) => r.text.length < 120)) console.log('MISS', JSON.stringify(r.text));
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ flaggedParas, flaggedLines }, null, 1));
