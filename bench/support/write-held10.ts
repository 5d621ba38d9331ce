// Writes bench/questions/<handbook>.held-10.jsonl from a TSV of "<file>:<line>\t<question>" written by
// reading sample-held10.ts's printout. The TSV must name exactly the kept draws (no more, no fewer; 30, or round 15's 60 for ja-react-dev);
// each line gets the heading as written in the file (`#`s removed), checked to be a heading line.
// Lines are written in draw order. Run: npx vite-node bench/support/write-held10.ts -- <handbook> bench/support/held10-src/<handbook>.tsv.
// With --round=12: round 12's draw (sample-held12.ts), held-12 split and author, into <handbook>.held-12.jsonl;
// --round=13 likewise with round 13's (ROUND13), into <handbook>.held-13.jsonl; --round=14 with ROUND14, into .held-14.jsonl;
// --round=15 with ROUND15 (ja-react-dev: 60), into .held-15.jsonl; --round=16 with ROUND16 (ja-react-dev: 60), into .held-16.jsonl.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HELD_ROUNDS } from './held10-questions';
import { sampleHeld10 } from './sample-held10';
import { sampleHeld12, sampleHeld13, sampleHeld14, sampleHeld15, sampleHeld16 } from './sample-held12';

const ROOT = path.resolve(import.meta.dirname, '../..');
const [name = '', tsv = ''] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const roundArg = process.argv.find((a) => a.startsWith('--round='))?.slice('--round='.length) ?? '10';
const round = HELD_ROUNDS[roundArg];
const sample = { '10': sampleHeld10, '12': sampleHeld12, '13': sampleHeld13, '14': sampleHeld14, '15': sampleHeld15, '16': sampleHeld16 }[roundArg];
if (round === undefined || sample === undefined) throw new Error(`--round must be one of ${Object.keys(HELD_ROUNDS).join(', ')}, not ${roundArg}`);
const asked = new Map<string, string>();
for (const l of readFileSync(tsv, 'utf8').split('\n').filter((x) => x.trim())) {
  const [at = '', question = ''] = l.split('\t');
  if (!question.trim() || asked.has(at)) throw new Error(`bad or repeated row: ${l}`);
  asked.set(at, question.trim());
}
const drawn = sample(name);
const keys = drawn.map((s) => `${s.file}:${s.line}`);
const missing = keys.filter((k) => !asked.has(k));
const extra = [...asked.keys()].filter((k) => !keys.includes(k));
if (missing.length || extra.length) throw new Error(`TSV does not match the draw: missing ${missing.join(', ')}; not drawn ${extra.join(', ')}`);
const out = drawn.map((s) => {
  const line = readFileSync(path.join(ROOT, '../shared/corpora', name, s.file), 'utf8').split('\n')[s.line - 1] ?? '';
  if (!/^#{1,6}\s/.test(line)) throw new Error(`${s.file}:${s.line} is not a heading: ${line}`);
  const heading = line.replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim();
  return JSON.stringify({ question: asked.get(`${s.file}:${s.line}`), file: s.file, heading, line: s.line, split: round.split, author: round.author });
});
writeFileSync(path.join(ROOT, 'bench/questions', `${name}.${round.suffix}.jsonl`), `${out.join('\n')}\n`);
console.log(`${out.length} questions → bench/questions/${name}.${round.suffix}.jsonl`);
