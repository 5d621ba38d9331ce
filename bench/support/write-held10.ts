// Writes bench/questions/<handbook>.held-10.jsonl from a TSV of "<file>:<line>\t<question>" written by
// reading sample-held10.ts's printout. The TSV must name exactly the 30 kept draws (no more, no fewer);
// each line gets the heading as written in the file (`#`s removed), checked to be a heading line.
// Lines are written in draw order. Run: npx vite-node bench/support/write-held10.ts -- <handbook> bench/support/held10-src/<handbook>.tsv.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HELD10_AUTHOR } from './held10-questions';
import { sampleHeld10 } from './sample-held10';

const ROOT = path.resolve(import.meta.dirname, '../..');
const [name = '', tsv = ''] = process.argv.slice(2).filter((a) => a !== '--');
const asked = new Map<string, string>();
for (const l of readFileSync(tsv, 'utf8').split('\n').filter((x) => x.trim())) {
  const [at = '', question = ''] = l.split('\t');
  if (!question.trim() || asked.has(at)) throw new Error(`bad or repeated row: ${l}`);
  asked.set(at, question.trim());
}
const drawn = sampleHeld10(name);
const keys = drawn.map((s) => `${s.file}:${s.line}`);
const missing = keys.filter((k) => !asked.has(k));
const extra = [...asked.keys()].filter((k) => !keys.includes(k));
if (missing.length || extra.length) throw new Error(`TSV does not match the draw: missing ${missing.join(', ')}; not drawn ${extra.join(', ')}`);
const out = drawn.map((s) => {
  const line = readFileSync(path.join(ROOT, '../shared/corpora', name, s.file), 'utf8').split('\n')[s.line - 1] ?? '';
  if (!/^#{1,6}\s/.test(line)) throw new Error(`${s.file}:${s.line} is not a heading: ${line}`);
  const heading = line.replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim();
  return JSON.stringify({ question: asked.get(`${s.file}:${s.line}`), file: s.file, heading, line: s.line, split: 'held10', author: HELD10_AUTHOR });
});
writeFileSync(path.join(ROOT, 'bench/questions', `${name}.held-10.jsonl`), `${out.join('\n')}\n`);
console.log(`${out.length} questions → bench/questions/${name}.held-10.jsonl`);
