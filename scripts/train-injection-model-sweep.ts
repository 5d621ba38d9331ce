/**
 * Issue 15, ninth round: a dev-only sweep of how the classifier learns (loss, Polyak averaging,
 * hard negatives' weight, bags, L2), each variant over several seeds. Per variant and seed: the
 * dev attacks left out one source at a time (the classifier alone, and with the rules), the dev
 * benign rows, the held-out handbook paragraphs the thresholds are chosen on, our dev hard
 * negatives and dev attack families (none trained on; the held-out batches of rounds 7-8 are not
 * read here: their own scripts read them, once, on the retrained assets). Then the mean and
 * spread over the seeds, and how many texts of those sets change their classifier flag from one
 * seed to the next (the learner's noise). No frozen row is read.
 * Run: `npx vite-node scripts/train-injection-model-sweep.ts --seeds 15,1,2
 * --variants 'base:;polyak:averageFrom=6;focal:loss=focal,gamma=2'` (keys: averageFrom, loss,
 * gamma, hardWeight, and TrainOptions' bags, secondL2, firstL2, sourceBalance, posWeight).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../lib/untrusted/injection';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut, type Learner, type TrainOptions } from '../bench/support/injection-train-second';
import { heldOut, trainingDocs } from '../bench/support/injection-train';
import { sweepTextSets } from '../bench/support/injection-train-sweep-sets';
import { flaggedBy } from '../test/untrusted/support/flagged';

const rulesAlone = flaggedBy(null);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seeds = (arg('--seeds') ?? '15,1,2').split(',').map(Number);
const LEARNER_KEYS = new Set(['averageFrom', 'loss', 'gamma', 'hardWeight']);
const variants = (arg('--variants') ?? 'base:').split(';').filter(Boolean).map((v) => {
  const [name, spec = ''] = v.split(':');
  const learner: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const kv of spec.split(',').filter(Boolean)) {
    const [k = '', raw = ''] = kv.split('=');
    const value = Number.isNaN(Number(raw)) ? raw : Number(raw);
    (LEARNER_KEYS.has(k) ? learner : options)[k] = value;
  }
  return { name: name ?? spec, options: { ...options, learner: learner as Learner } as TrainOptions };
});

const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
const benign = rows.filter((r) => r.label === 'benign').map((r) => r.text);
// --topic N: N topic-bound benign sentences per language in the second stage's training (injection-train-topic.ts).
const docs = trainingDocs(root, shared, undefined, arg('--topic') === undefined ? {} : { topicBound: Number(arg('--topic')) });
const { thresholdSets } = heldOut(shared);
const sets = sweepTextSets();
const ruleCache = new Map<string, boolean>();
const rules = (t: string): boolean => {
  let v = ruleCache.get(t);
  if (v === undefined) ruleCache.set(t, (v = rulesAlone(t)));
  return v;
};
const flags = (m: InjectionClassifier, ts: readonly string[]): boolean[] => ts.map((t) => classifierScore(t, m) > flagThreshold(m));
const n = (bs: readonly boolean[]): number => bs.filter(Boolean).length;
const pool = [...thresholdSets.slice(0, 4).flat(), ...sets.flatMap((s) => s.texts), ...benign];

for (const v of variants) {
  const figures: number[][] = [];
  const pooled: boolean[][] = [];
  for (const seed of seeds) {
    const { everything, without } = modelsLeavingOneOut(docs, thresholdSets, { ...v.options, seed });
    const loso = attacks.map((r) => flags(without.get(r.repo) ?? everything, [r.text])[0] === true);
    const comb = attacks.filter((r, i) => loso[i] === true || rules(r.text)).length;
    const held = thresholdSets.map((s) => n(flags(everything, s)));
    const per = sets.map((s) => {
      const c = flags(everything, s.texts);
      return [n(c), s.texts.filter((t, i) => c[i] === true || rules(t)).length];
    });
    const devBenign = benign.filter((t, i) => flags(everything, benign)[i] === true || rules(t)).length;
    pooled.push(flags(everything, pool));
    const row = [n(loso), comb, devBenign, ...held, ...per.flat()];
    figures.push(row);
    console.log(`${v.name} seed ${seed}: thresholds gate ${everything.second?.gate.toFixed(4)} second ${everything.second?.threshold.toFixed(3)}; LOSO alone ${n(loso)}/${attacks.length}, with rules ${comb}; dev benign flagged ${devBenign}/${benign.length}; held-out handbook (clf) ${held.join('+')}; ${sets.map((s, i) => `${s.name} ${per[i]?.[0]}/${per[i]?.[1]}`).join('; ')}`);
  }
  const labels = ['LOSO alone', 'LOSO with rules', 'dev benign', ...thresholdSets.map((_, i) => `handbook set ${i}`), ...sets.flatMap((s) => [`${s.name} (clf)`, `${s.name} (with rules)`])];
  const stat = labels.map((l, j) => {
    const xs = figures.map((f) => f[j] as number);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    return `${l} ${mean.toFixed(1)} [${Math.min(...xs)}-${Math.max(...xs)}]`;
  });
  let flips = 0;
  let pairs = 0;
  for (let a = 0; a < pooled.length; a++) for (let b = a + 1; b < pooled.length; b++, pairs++) flips += (pooled[a] as boolean[]).filter((x, i) => x !== (pooled[b] as boolean[])[i]).length;
  console.log(`== ${v.name} (of ${sets.map((s) => `${s.name} ${s.texts.length}`).join(', ')}): ${stat.join('; ')}; classifier flags changed between two seeds (of ${pool.length}): ${pairs === 0 ? '-' : (flips / pairs).toFixed(1)}`);
}
