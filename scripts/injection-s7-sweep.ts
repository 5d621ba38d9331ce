/**
 * Issue 15, seventh round: a dev-only sweep of the learned second opinion. For each training
 * variant (argument `--train k=v,...`: firstL2, secondL2, bags, gatePass, posWeight, seed) it
 * trains the models left out of one dev source at a time, scores every window with both stages
 * (p1 on every window, p2 on every window, whatever the gate), and then reports several ways of
 * combining them at several thresholds: dev attacks left out one source at a time (the classifier
 * alone, and with the rules), held-out handbook paragraphs flagged (the FPR rule's sets), our
 * dev hard negatives (pooled, with the rules) and our dev attack families (with the rules). No
 * frozen row is read. Run: `npx vite-node scripts/injection-s7-sweep.ts [--train k=v,...]
 * [--layout spec] [--sub L] [--combos a,b] [--thresholds 0.3,0.35]`.
 *
 * Seventh round, seed 15, classifier alone / with the rules left out one source at a time (of 157),
 * our dev hard negatives flagged with the rules (of 326), our attack families caught (of 445):
 * - shipped (the gate, then the second stage above 0.35): 125 / 150, 32, 374.
 * - the first stage alone or the second (each over its own threshold): 132 / 152 but 93 hard
 *   negatives, and 5 of the 302 held-out hard-word handbook paragraphs (over 1%); at its FPR rule
 *   (0.38 on that scale) 123-132 / 148-152 with 78-93. The first stage alone: 119-125 / 148-150
 *   with 82-101 (it flags 21 of round 7's 48 texts about attacks and AI tools).
 * - the mean of the two stages' probabilities or logits on gated windows: 114-118 / 148 at 39-61.
 * - the gate passing 10% or 20% of held-out benign text instead of 5%: the same figures (on dev
 *   the gate keeps out no attack the second stage would flag).
 * - the second stage's L2 1e-3 / 1e-2 / 3e-2, 1 or 9 bags, attacks weighted 0.5 or 2: the same
 *   curve of recall against hard negatives, within the seeds' spread.
 * - sub-windows of 200 or 320 characters, the second stage's highest: the same.
 * - feature layouts: bench/support/injection-s7-features.ts; weights and a cascade:
 *   bench/support/injection-train-weighting.ts. Nothing won; the shipped model stays.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { foldedView } from '../lib/untrusted/view';
import { paragraphWindows, probability, scoreWindow } from '../lib/untrusted/classifier/score';
import { layoutFeatures, parseLayout } from '../bench/support/injection-s7-features';
import { scoreSecond, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut, type TrainOptions } from '../bench/support/injection-train-second';
import { heldOut, trainingDocs } from '../bench/support/injection-train';
import { sweepSets } from '../bench/support/injection-s7-sets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const options: TrainOptions = Object.fromEntries((arg('--train') ?? '').split(',').filter(Boolean).map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])])) as TrainOptions;
const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
// --layout: the second stage's features by another layout (bench/support/injection-s7-features.ts).
const SUB = Number(arg('--sub') ?? 0);
const layout = arg('--layout') === undefined ? null : parseLayout(arg('--layout') as string);
const p2Of = (m: NonNullable<InjectionClassifier['second']>, s: string, from: number, to: number): number => {
  if (layout === null) return scoreSecond(m, s, from, to);
  const f = layoutFeatures(s.slice(from, to), layout);
  let sum = 0;
  for (const h of f) sum += m.weights[h] as number;
  return probability(m, sum, f.length);
};
const layoutScore = (m: InjectionClassifier, t: string): number => {
  const s = foldedView(t).text;
  const w = paragraphWindows(s);
  let best = 0;
  const second = m.second as NonNullable<InjectionClassifier['second']>;
  for (let i = 0; i < w.length; i += 2) if (scoreWindow(m.first, s, w[i] as number, w[i + 1] as number) > second.gate) best = Math.max(best, p2Of(second, s, w[i] as number, w[i + 1] as number));
  return best;
};
const docs = layout === null ? trainingDocs(root, shared) : trainingDocs(root, shared, (t) => layoutFeatures(foldedView(t).text, layout));
if (layout !== null) Object.assign(options, { secondBits: layout.bits, scoreWith: layoutScore });
const { thresholdSets } = heldOut(shared);
const t0 = Date.now();
const { everything, without } = modelsLeavingOneOut(docs, thresholdSets, options);
console.log(`trained ${without.size + 1} models in ${((Date.now() - t0) / 1000).toFixed(1)} s; options ${JSON.stringify(options)}; layout ${JSON.stringify(layout)}`);
const rules = new Map<string, boolean>();
const ruled = (t: string): boolean => rules.get(t) ?? (rules.set(t, markerNames(scanInjection(t, undefined, null)).length > 0), rules.get(t) as boolean);

/** Per window [p1, p2, gated] of a text. */
type Windows = number[][];
const windowsOf = (m: InjectionClassifier, t: string): Windows => {
  const s = foldedView(t).text;
  const w = paragraphWindows(s);
  const out: Windows = [];
  for (let i = 0; i < w.length; i += 2) {
    const p1 = scoreWindow(m.first, s, w[i] as number, w[i + 1] as number);
    const second = m.second as NonNullable<InjectionClassifier['second']>;
    const [from, to] = [w[i] as number, w[i + 1] as number];
    // --sub L: the most the second stage gives any stretch of L characters (stride L/2) in the window.
    let sub = 0;
    if (SUB > 0 && p1 > second.gate) for (let a = from; a < to; a += SUB / 2) sub = Math.max(sub, p2Of(second, s, a, Math.min(to, a + SUB)));
    out.push([p1, p2Of(second, s, from, to), p1 > second.gate ? 1 : 0, sub]);
  }
  return out;
};
const logit = (p: number): number => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
const sig = (z: number): number => 1 / (1 + Math.exp(-z));
/** Ways to combine a window's two probabilities into one score (0 when not flaggable). */
const COMBOS: Record<string, (m: InjectionClassifier, w: number[]) => number> = {
  shipped: (_m, [, p2, g]) => (g ? (p2 as number) : 0),
  first: (_m, [p1]) => p1 as number,
  // Each stage over its own shipped threshold (the first's by the FPR rule, the second's 0.35): flagged above 1 × the scale swept.
  'first-or-second': (m, [p1, p2, g]) => Math.max((p1 as number) / m.first.threshold, g ? (p2 as number) / 0.35 : 0) * 0.35,
  'mean-logit': (_m, [p1, p2, g]) => (g ? sig((logit(p1 as number) + logit(p2 as number)) / 2) : 0),
  'mean-p': (_m, [p1, p2, g]) => (g ? ((p1 as number) + (p2 as number)) / 2 : 0),
  'second-ungated': (_m, [, p2]) => p2 as number,
  sub: (_m, [, p2, g, sub]) => (g ? Math.max(p2 as number, sub as number) : 0),
};
const textScore = (combo: string, m: InjectionClassifier, ws: Windows): number => Math.max(0, ...ws.map((w) => (COMBOS[combo] as (m: InjectionClassifier, w: number[]) => number)(m, w)));

const looWindows = attacks.map((r) => windowsOf(without.get(r.repo) ?? everything, r.text));
const looModels = attacks.map((r) => without.get(r.repo) ?? everything);
const heldWindows = thresholdSets.map((set) => set.map((t) => windowsOf(everything, t)));
const { negatives, attackSets } = sweepSets();
const negWindows = negatives.map(([, ts]) => ts.map((t) => windowsOf(everything, t)));
const benignRows = rows.filter((r) => r.label === 'benign');
const benignWindows = benignRows.map((r) => windowsOf(everything, r.text));
const attWindows = attackSets.map(([, ts]) => ts.map((t) => windowsOf(everything, t)));
const thresholds = (arg('--thresholds') ?? '0.25,0.3,0.35,0.4,0.45,0.5,0.55,0.6').split(',').map(Number);
for (const combo of (arg('--combos') ?? Object.keys(COMBOS).join(',')).split(',')) {
  // The FPR rule's threshold for this combination (the model trained on everything): the lowest flagging at most 1% of each set.
  const fpr = Math.max(...heldWindows.map((set) => {
    const desc = set.map((ws) => textScore(combo, everything, ws)).sort((a, b) => b - a);
    return desc[Math.floor(0.01 * desc.length)] ?? 0;
  }));
  console.log(`\n## ${combo} (FPR rule alone: ${fpr.toFixed(3)})`);
  console.log('| t | LOSO alone | LOSO +rules | held-out handbook | dev benign rows +rules (hard) | hard negatives +rules | attack sets +rules |');
  console.log('|---|---|---|---|---|---|---|');
  for (const t of thresholds) {
    const alone = looWindows.filter((ws, i) => textScore(combo, looModels[i] as InjectionClassifier, ws) > t).length;
    const both = looWindows.filter((ws, i) => textScore(combo, looModels[i] as InjectionClassifier, ws) > t || ruled((attacks[i] as { text: string }).text)).length;
    const held = heldWindows.map((set) => set.filter((ws) => textScore(combo, everything, ws) > t).length).join('+');
    const neg = negWindows.map((set, k) => set.filter((ws, i) => textScore(combo, everything, ws) > t || ruled((negatives[k] as [string, string[]])[1][i] as string)).length);
    const att = attWindows.map((set, k) => set.filter((ws, i) => textScore(combo, everything, ws) > t || ruled((attackSets[k] as [string, string[]])[1][i] as string)).length);
    const flaggedRows = benignRows.filter((r, i) => textScore(combo, everything, benignWindows[i] as Windows) > t || ruled(r.text));
    const rowsCell = `${flaggedRows.length}/${benignRows.length} (${flaggedRows.filter((r) => r.hard_negative === true).length}/${benignRows.filter((r) => r.hard_negative === true).length})`;
    console.log(`| ${t} | ${alone}/${attacks.length} | ${both} | ${held} | ${rowsCell} | ${neg.reduce((a, b) => a + b, 0)}: ${neg.join(' ')} | ${att.reduce((a, b) => a + b, 0)}: ${att.join(' ')} |`);
  }
}
console.log(`\nhard-negative sets: ${negatives.map(([n, ts]) => `${n} ${ts.length}`).join(', ')}\nattack sets: ${attackSets.map(([n, ts]) => `${n} ${ts.length}`).join(', ')}`);
