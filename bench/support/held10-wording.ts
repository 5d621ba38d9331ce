// How the held-10 questions are worded, counted the same way for every handbook (for the README and
// the report, not a quality measure): how many are short, search-box style, and how many share no
// content word with their section's heading. English: short = ≤ 5 words; a content word is a word
// of 2+ letters not in a small stopword list, compared after a crude suffix cut (-s, -es, -ed, -ing).
// Japanese: short = keywords separated by spaces with no sentence ending; shared = a Latin word in
// both, or a run of 2+ kanji/katakana of the heading found in the question (anchor comment removed).
// Run: npx vite-node bench/support/held10-wording.ts -- --print (add --held12, --held13, --held14, --held15 or --held16 for that round's files)
import path from 'node:path';
import { HELD_ROUNDS, readHeld10, type HeldQuestion } from './held10-questions';
import { HANDBOOKS } from './search-quality';

const QDIR = path.resolve(import.meta.dirname, '../questions');
const STOP = new Set(
  'a an the and or of to in on for with by at from is are be do does i my me we our you your it its this that how what which who when where why can should if as about into than then so not no up get got use used using all any each there their them they he she his her'.split(' '),
);
const cut = (w: string): string => {
  for (const s of ['ing', 'ed', 'es', 's']) if (w.endsWith(s) && w.length - s.length >= 3) return w.slice(0, -s.length);
  return w;
};
const content = (s: string): Set<string> => new Set((s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w)).map(cut));
const latin = (s: string): Set<string> => new Set((s.match(/[A-Za-z][A-Za-z0-9.]+/g) ?? []).map((w) => w.toLowerCase()));

export function wording(name: string, read: (dir: string, name: string) => HeldQuestion[] = readHeld10): { n: number; short: number; noShared: number } {
  const qs = read(QDIR, name);
  let short = 0;
  let noShared = 0;
  for (const q of qs) {
    const heading = q.heading.replace(/\{\/\*.*?\*\/\}/g, '');
    let shares: boolean;
    if (name === 'ja-react-dev') {
      if (/\s/.test(q.question) && !/[？?か]$|です$|ます$|ません$|たい$/.test(q.question)) short++;
      const hl = latin(heading);
      shares = [...latin(q.question)].some((w) => hl.has(w)) || (heading.match(/[一-龯ァ-ヶー]{2,}/g) ?? []).some((k) => q.question.includes(k));
    } else {
      if (q.question.trim().split(/\s+/).length <= 5) short++;
      const hw = content(heading);
      shares = [...content(q.question)].some((w) => hw.has(w));
    }
    if (!shares) noShared++;
  }
  return { n: qs.length, short, noShared };
}

if (process.argv.includes('--print')) {
  for (const h of HANDBOOKS) {
    const w = wording(h.name, HELD_ROUNDS[Object.keys(HELD_ROUNDS).find((r) => process.argv.includes(`--held${r}`)) ?? '10']!.read);
    console.log(`${h.name}: ${w.n} questions, ${w.short} short, ${w.noShared} share no content word with the heading`);
  }
}
