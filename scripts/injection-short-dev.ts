/**
 * Issue 15, tenth round (clf10), DEV only: short9's classifier on short prose (branch short9:
 * prose paragraphs scored from 16 characters, markdown structure from 40), with a threshold of
 * its own for the short windows. The paragraph test is short9's (copied here, the scan is not
 * changed by this script); the models are the leave-one-source-out ones of
 * scripts/injection-fusion-dev.ts. Per short threshold: the dev corpus's attacks left out one
 * source at a time (alone, and with the rules), the short dev attacks the rules do not already
 * catch, short hard negatives, and the held-out handbook files' short paragraphs and single lines
 * (never trained on). `--heldout` adds short9's held-out batch (read once by short9; the
 * classifier never trained on it). The fixtures dev-short9-families.ts and dev-short9-heldout.ts
 * are short9's, unchanged. Tenth round: not kept (see the commit that added this script). Run: `npx vite-node scripts/injection-short-dev.ts [--seeds 15,1,2] [--heldout]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreWindow, windowScores } from '../lib/untrusted/classifier/score';
import { scoreSecond, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { foldedView } from '../lib/untrusted/view';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut } from '../bench/support/injection-train-second';
import { HANDBOOK_REPOS, heldOut, isThresholdFile, trainingDocs } from '../bench/support/injection-train';
import { devParagraphs } from '../bench/support/dev-paragraphs';
import { SHORT9_DEV_ATTACKS, SHORT9_DEV_BENIGN } from '../test/untrusted/fixtures/dev-short9-families';
import { SHORT9_ATTACKS, SHORT9_BENIGN } from '../test/untrusted/fixtures/dev-short9-heldout';
import { SHORT_FAMILIES } from '../test/untrusted/fixtures/families-short';
import { SHORT_HELDOUT_ATTACKS, SHORT_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-short-heldout';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seeds = (arg('--seeds') ?? '15').split(',').map(Number);

// short9's paragraph test (score.ts on branch short9).
const MIN_PARAGRAPH = 40;
const MIN_PROSE = 16;
const cjk = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
function weighted(s: string, from: number, end: number): number {
  let n = end - from;
  for (let i = from; i < end; i++) if (cjk(s.charCodeAt(i))) n++;
  return n;
}
function structural(s: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && /[ \n\t]/.test(s[i] as string)) i++;
  if (/[#\-*+|>]/.test(s[i] ?? '')) return true;
  return /^\d+[.)]/.test(s.slice(i, end));
}
/** Whether a paragraph is scored by short9 and not by the shipped floor: the short windows. */
function shortWindow(s: string, from: number, end: number): boolean {
  const n = end - from;
  if (n >= MIN_PARAGRAPH || (n >= MIN_PARAGRAPH / 2 && weighted(s, from, end) >= MIN_PARAGRAPH)) return false;
  if (n < MIN_PROSE / 2) return false;
  const floor = structural(s, from, end) ? MIN_PARAGRAPH : MIN_PROSE;
  return n >= floor || (n >= floor / 2 && weighted(s, from, end) >= floor);
}

/** [long p2 max, short p2 max] of `text`: the shipped windows, and short9's extra short ones. */
function scores(c: InjectionClassifier, text: string): [number, number] {
  const s = foldedView(text).text;
  const second = c.second as NonNullable<InjectionClassifier['second']>;
  const w = windowScores(c.first, s);
  let long = 0;
  for (let i = 0; i < w.length; i += 3) if ((w[i + 2] as number) > second.gate) long = Math.max(long, scoreSecond(second, s, w[i] as number, w[i + 1] as number));
  let short = 0;
  for (let from = 0; from < s.length; ) {
    const next = s.indexOf('\n\n', from);
    const end = next < 0 ? s.length : next;
    if (shortWindow(s, from, end) && scoreWindow(c.first, s, from, end) > second.gate) short = Math.max(short, scoreSecond(second, s, from, end));
    from = end + 2;
  }
  return [long, short];
}

const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
const benign = rows.filter((r) => r.label === 'benign');
const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const rules = flaggedBy(null);
const flat = (fs: readonly { texts: readonly string[] }[]): string[] => fs.flatMap((f) => f.texts);
const devAttacks: Array<[string, string[]]> = [
  ['short9 dev attacks', flat(SHORT9_DEV_ATTACKS)],
  ['families-short attacks', SHORT_FAMILIES.flatMap((f) => f.fires)],
  ["round 8's short attacks", flat(SHORT_HELDOUT_ATTACKS)],
];
const devBenign: Array<[string, string[]]> = [
  ['short9 dev lines', flat(SHORT9_DEV_BENIGN)],
  ['families-short quiet', SHORT_FAMILIES.flatMap((f) => f.quiet)],
  ["round 8's short lines", flat(SHORT_HELDOUT_NEGATIVES)],
];
const heldAttacks = flat(SHORT9_ATTACKS);
const heldBenign = flat(SHORT9_BENIGN);
const paras = devParagraphs(shared, { keep: (p) => p.trim().length >= 8 && p.trim().length < 40 });
const lines = devParagraphs(shared, { keep: () => true }).flatMap((p) => p.text.split('\n').map((l) => ({ ...p, text: l.trim() }))).filter((p) => p.text.length >= 8 && p.text.length < 40);
const handbookShort = (all: typeof paras): string[][] => HANDBOOK_REPOS.map((repo) => [...new Set(all.filter((p) => p.repo === repo && isThresholdFile(p.repo, p.file)).map((p) => p.text))]);
const shortParas = handbookShort(paras);
const shortLines = handbookShort(lines);
const SHORT_THRESHOLDS = [0, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8];

for (const seed of seeds) {
  const { everything, without } = modelsLeavingOneOut(docs, thresholdSets, { seed });
  const t2 = everything.second?.threshold ?? 1;
  const loso = attacks.map((r) => {
    const m = without.get(r.repo) ?? everything;
    return [...scores(m, r.text), m.second?.threshold ?? 1] as const;
  });
  const ev = (ts: readonly string[]): Array<[number, number]> => ts.map((t) => scores(everything, t));
  const dA = devAttacks.map(([name, ts]) => [name, ts.filter((t) => !rules(t)), ts] as const);
  const dAs = dA.map(([, unc]) => ev(unc));
  const dBs = devBenign.map(([, ts]) => ev(ts));
  const hA = ev(heldAttacks);
  const hB = ev(heldBenign);
  const hpS = shortParas.map(ev);
  const hlS = shortLines.map(ev);
  const devB = ev(benign.map((r) => r.text));
  // The 1% rule on the held-out short paragraphs and lines, per handbook (their 99th percentile).
  const q = (sets: Array<Array<[number, number]>>): string => sets.map((xs) => (xs.map((x) => x[1]).sort((a, b) => b - a)[Math.floor(0.01 * xs.length)] ?? 0).toFixed(3)).join(', ');
  console.log(`seed ${seed}: t2 ${t2.toFixed(3)}; 99th percentile of short scores, held-out short paragraphs ${q(hpS)}; single lines ${q(hlS)}`);
  for (const ts of SHORT_THRESHOLDS) {
    const at = (x: [number, number], t = t2): boolean => x[0] > t || (ts > 0 && x[1] > Math.max(ts, t));
    const alone = loso.filter((x) => at([x[0], x[1]], x[2])).length;
    const comb = attacks.filter((r, i) => at([loso[i]?.[0] ?? 0, loso[i]?.[1] ?? 0], loso[i]?.[2]) || rules(r.text)).length;
    const n = (xs: ReadonlyArray<[number, number]>): number => xs.filter((x) => at(x)).length;
    const line = [
      `short ${ts === 0 ? 'off' : ts.toFixed(2)}: LOSO alone ${alone}, with rules ${comb}/157`,
      `dev benign ${benign.filter((r, i) => at(devB[i] as [number, number]) || rules(r.text)).length}/${benign.length}`,
      `dev short attacks the rules miss, caught: ${dA.map(([name, unc, all], j) => `${name} ${n(dAs[j] ?? [])}/${unc.length} (of ${all.length})`).join(', ')}`,
      `short hard negatives flagged (clf): ${devBenign.map(([name, t], j) => `${name} ${n(dBs[j] ?? [])}/${t.length}`).join(', ')}`,
      `held-out handbook short paragraphs ${hpS.map(n).join('+')} of ${hpS.map((x) => x.length).join('+')}, lines ${hlS.map(n).join('+')} of ${hlS.map((x) => x.length).join('+')}`,
      ...(process.argv.includes('--heldout') ? [`short9 held-out: attacks clf ${n(hA)}, with rules ${heldAttacks.filter((t, i) => at(hA[i] as [number, number]) || rules(t)).length}/${heldAttacks.length}; benign clf ${n(hB)}, with rules ${heldBenign.filter((t, i) => at(hB[i] as [number, number]) || rules(t)).length}/${heldBenign.length}`] : []),
    ];
    console.log(`  ${line.join('; ')}`);
  }
}
