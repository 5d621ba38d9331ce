// Writes bench/questions/<handbook>.dev-9.jsonl from a TSV of "<draw number>\t<question>" written
// by reading sample-dev9.ts's printout: each line gets the drawn section's file, heading line and
// the heading as written in the file (`#`s removed), checked against the file. All dev.
// Run: npx vite-node bench/support/write-dev9.ts -- <handbook> <tsv>.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DRAWS, sampleDev9 } from './sample-dev9';

const ROOT = path.resolve(import.meta.dirname, '../..');
const [name = '', tsv = ''] = process.argv.slice(2).filter((a) => a !== '--');
const rows = readFileSync(tsv, 'utf8').split('\n').filter((l) => l.trim()).map((l) => l.split('\t') as [string, string]);
// Always the 46 draws the printout showed: the strata's sizes depend on the count.
const drawn = sampleDev9(name, DRAWS);
const out = rows.map(([n, question]) => {
  const s = drawn[Number(n) - 1];
  if (!s) throw new Error(`no draw ${n}`);
  const line = readFileSync(path.join(ROOT, '../shared/corpora', name, s.file), 'utf8').split('\n')[s.line - 1] ?? '';
  if (!/^#{1,6}\s/.test(line)) throw new Error(`${s.file}:${s.line} is not a heading: ${line}`);
  const heading = line.replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim();
  return JSON.stringify({ question: question.trim(), file: s.file, heading, line: s.line, split: 'dev', author: 'search9 helper, issue 14 (round 9)' });
});
writeFileSync(path.join(ROOT, 'bench/questions', `${name}.dev-9.jsonl`), `${out.join('\n')}\n`);
console.log(`${out.length} questions → bench/questions/${name}.dev-9.jsonl`);
