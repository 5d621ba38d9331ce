// A synthetic handbook at GitLab's scale (5,000 files, 60 MB) for benchmarks: deterministic
// from a seed, with the awkward parts of real handbooks — front matter, duplicate headings,
// headings inside code fences, Liquid tags, MDX files and Japanese pages.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prng } from './prng';


const WORDS = ('team handbook leave policy travel expense laptop security onboarding manager review ' +
  'budget contract hiring interview benefits payroll remote office meeting project planning design ' +
  'research engineering release deploy incident report access account password training mentor ' +
  'feedback goal quarter process approval request form document guide example template customer ' +
  'support ticket escalation priority schedule calendar holiday vacation parental health insurance ' +
  'retirement equity salary compensation promotion performance values culture diversity inclusion ' +
  'communication slack email handbook merge branch repository pipeline review issue label milestone').split(' ');
const HEADINGS = ['Overview', 'Purpose', 'Scope', 'How to request', 'Examples', 'FAQ', 'Contacts', 'Related pages', 'Process', 'Responsibilities', 'Tips', 'Resources'];
const JA = ['在宅勤務は週に三日まで認められています。', '休暇を取る場合は事前に上長の承認を受けてください。', '経費の精算は翌月の五日までに行います。',
  '新しいメンバーの受け入れ手順をここにまとめます。', 'セキュリティ事故は一時間以内に報告してください。', 'パスワードは十二文字以上にしてください。'];
const JA_HEADINGS = ['概要', '申請の方法', 'よくある質問', '連絡先', '手順', '注意事項'];

type Pick = <T>(items: readonly T[]) => T;

// Real prose follows Zipf's law: a few words everywhere, most words rare. As in English, the
// top ranks are function words; the handbook's topic words follow, then rarer coined words.
// (A corpus made of its 100 topic words alone would match every section for every query.)
const FUNCTION_WORDS = ('the of and to a in is that for it as with was on be by this are or at from ' +
  'have an not which but you all they we can has were will more one their there been if when would ' +
  'so what about into than its only other some could them these two may then do first any my now ' +
  'such like our over also new after use most where through back much before should how because ' +
  'each those well even while both under last never same another just here being without again').split(' ');
const SYLLABLES = 'ka ri to ne mo sa lu pe vi da go ze ba ni ro mu ta li be fo'.split(' ');
function vocabulary(rand: () => number, size: number): { words: string[]; cumulative: Float64Array } {
  const words = [...FUNCTION_WORDS, ...WORDS];
  while (words.length < size) {
    const n = 2 + Math.floor(rand() * 3);
    words.push(Array.from({ length: n }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join(''));
  }
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let r = 0; r < size; r++) cumulative[r] = sum += 1 / (r + 1);
  for (let r = 0; r < size; r++) cumulative[r]! /= sum;
  return { words, cumulative };
}
function zipfPicker(rand: () => number, size: number): () => string {
  const { words, cumulative } = vocabulary(rand, size);
  return () => {
    const x = rand();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}


function paragraph(rand: () => number, pick: Pick, ja: boolean, zipfWord: () => string): string {
  if (ja) return Array.from({ length: 3 + Math.floor(rand() * 6) }, () => pick(JA)).join('');
  const n = 30 + Math.floor(rand() * 90);
  const words = Array.from({ length: n }, () => zipfWord());
  words[0] = (words[0] ?? 'the').replace(/^./, (c) => c.toUpperCase());
  return `${words.join(' ')}.`;
}

function block(rand: () => number, pick: Pick, ja: boolean, mdx: boolean, word: () => string): string {
  const r = rand();
  if (r < 0.08) return `\`\`\`bash\n# ${pick(HEADINGS)} (a shell comment, not a heading)\necho ${pick(WORDS)}\n\`\`\``;
  if (r < 0.16) return Array.from({ length: 3 + Math.floor(rand() * 5) }, () => `- ${paragraph(rand, pick, ja, word).slice(0, 120)}`).join('\n');
  if (r < 0.2) return `| ${pick(WORDS)} | ${pick(WORDS)} |\n| --- | --- |\n| ${pick(WORDS)} | ${pick(WORDS)} |`;
  if (r < 0.24) return `Ask in {% slack_channel "${pick(WORDS)}" %} or read [the ${pick(WORDS)} page]({% page "/${pick(WORDS)}" %}).`;
  if (mdx && r < 0.3) return `<Callout type="note">\n\n${paragraph(rand, pick, ja, word)}\n\n</Callout>`;
  return paragraph(rand, pick, ja, word);
}

function page(rand: () => number, target: number, n: number, kind: 'md' | 'mdx' | 'ja', word: () => string): string {
  const pick: Pick = (items) => items[Math.floor(rand() * items.length)]!;
  const ja = kind === 'ja';
  const mdx = kind === 'mdx';
  const out: string[] = [`---\ntitle: "${ja ? pick(JA_HEADINGS) : `${pick(WORDS)} ${pick(WORDS)}`} ${n}"\n# not a heading: YAML comment\n---\n`];
  if (mdx) out.push(`import { Callout } from '../components/callout'\nexport const meta = { page: ${n} }\n`);
  out.push(paragraph(rand, pick, ja, word));
  let size = out.join('\n\n').length;
  while (size < target) {
    const level = 2 + Math.floor(rand() * 3);
    // Duplicate headings on purpose: the same few names recur in every page.
    const heading = ja ? pick(JA_HEADINGS) : rand() < 0.6 ? pick(HEADINGS) : `${pick(WORDS)} ${pick(WORDS)}`;
    const parts = [`${'#'.repeat(level)} ${heading}`];
    for (let i = 0, k = 1 + Math.floor(rand() * 4); i < k; i++) parts.push(block(rand, pick, ja, mdx, word));
    const text = parts.join('\n\n');
    out.push(text);
    size += text.length + 2;
  }
  return `${out.join('\n\n')}\n`;
}

/**
 * Write a synthetic markdown repository into `dir`: by default 5,000 files and about 60 MB in
 * nested folders, 5% MDX and 10% Japanese pages, one page of 1 MB. The same seed gives the
 * same bytes. Resolves to the number of files and bytes written.
 */
export async function generateHandbook(dir: string, opts: { files?: number; totalBytes?: number; seed?: number } = {}): Promise<{ files: number; bytes: number }> {
  const files = opts.files ?? 5000;
  const totalBytes = opts.totalBytes ?? 60_000_000;
  const rand = prng(opts.seed ?? 42);
  const word = zipfPicker(rand, 20_000);
  const big = Math.min(1_000_000, Math.floor(totalBytes / 10));
  // 0.93: pages overshoot their target by a block, and the joins add a little more.
  const average = (0.93 * (totalBytes - big)) / Math.max(1, files - 1);
  let bytes = 0;
  for (let n = 0; n < files; n++) {
    const r = rand();
    const kind = r < 0.05 ? 'mdx' : r < 0.15 ? 'ja' : 'md';
    // Page sizes vary from a third to five thirds of the average; page 0 is the 1 MB one.
    const target = n === 0 ? big : Math.max(200, Math.floor(average * (1 / 3 + rand() * (4 / 3))));
    const folder = `handbook/section-${n % 40}/topic-${Math.floor(n / 40) % 25}`;
    const file = path.join(dir, folder, `page-${n}.${kind === 'mdx' ? 'mdx' : 'md'}`);
    const text = page(rand, kind === 'ja' ? target / 3 : target, n, kind, word);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    bytes += Buffer.byteLength(text);
  }
  return { files, bytes };
}
