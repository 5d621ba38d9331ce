/**
 * The second stage of the injection classifier (lib/untrusted/classifier/two-stage.ts): its
 * features for training, a bagged trainer, and the first stage's gate. Used by
 * scripts/train-injection-model.ts and bench/injection-eval.bench.ts.
 */
import { secondFeatureRoom, secondFeatures } from '../../lib/untrusted/classifier/word-features';
import { foldedView } from '../../lib/untrusted/view';
import { prng } from './prng';
import { parseModel, SECOND_STAGE_VERSION, serialiseModel } from '../../lib/untrusted/classifier/model';
import type { InjectionClassifier } from '../../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../../lib/untrusted/injection';
import { cascadeDocs, SOURCE_BALANCE, sourceWeights } from './injection-train-weighting';
import { GATE_PASS, TARGET_FPR } from '../../scripts/train-injection-model-config';
import { BITS, chooseThresholdOn, HANDBOOK_REPOS, SYNTHETIC_SOURCE, train, type Doc, type Loss, type Trained } from './injection-train';

// 2^18 buckets: dev recall left out one source at a time 0.739 against 0.707 with 2^17, but 7
// of our 56 dev hard negatives flagged against 5, for twice the asset.
export const SECOND_BITS = 17;
// L2 chosen by dev recall left out one source at a time (5 bags, round 5's first stage as the
// gate passing 10% of held-out benign paragraphs): 3e-5 0.675, 1e-4 0.707, 3e-4 0.720, 1e-3 0.726, 3e-3 0.732, 1e-2 0.745
// (but 9 of our 56 dev hard negatives flagged against 5). Stronger than the first stage's 1e-4:
// words and bigrams are many more features per paragraph to overfit a source's phrasing with.
// Sixteenth round, with the later spent batches in the second stage (LATER_WEIGHTING, seed 15,
// scripts/injection-spent-lobo.ts): 1e-3 against 3e-3 at their attacks' weight 0.3, leave one
// batch out 2128 against 2113-2115 attacks (with rules) and 396 against 393-408 hard negatives,
// public sources left out one at a time 123 against 120 (classifier alone), 152 with the rules
// either way; at 3e-3 and weight 0.3 one dev bound broke, at 1e-3 none (seeds 15 and 1; seed 2: one).
export const SECOND_L2 = 1e-3;
// The first stage's L2 when it is the gate (format 2 asset, same 4-grams). Dev, left out one
// source at a time, gate passing 5% of held-out benign paragraphs: with 1e-4 (round 5's, chosen
// for the first stage alone) the gate let 128 of 157 attacks through and the two stages caught
// 114; with 1e-3 141 and 121; with 3e-3 141 and 121. Alone at its own threshold it catches more
// with 3e-3 (0.822 against 0.637) but flags 13 of our 56 dev hard negatives (5 with 1e-4): a
// smoother first stage ranks unseen attacks better and separates hard negatives worse, which a
// gate may do, and the second stage then clears them.
export const GATE_L2 = 3e-3;

// The second stage's threshold never goes below this (the first stage's floor stays 0.3).
// Decided on dev (round 9), once the second stage trained on spliced attacks
// (injection-train.ts): floors 0.3/0.35/0.4, seeds 15/1/2, classifier alone left out one source
// at a time 130,129,127 / 125,127,121 / 120,120,118 of 157; our dev hard negatives flagged (of
// 126) 19,17,16 / 15,14,15 / 12,12,13, against 12,14,14 for round 8's model at its 0.3. 0.35 is
// the lowest floor within about one paragraph per seed of round 8's (44 against 40 over the
// three seeds); at 0.4 rules and classifier caught fewer than round 8 (438 against 444 over the seeds).
export const SECOND_FLOOR = 0.35;

/**
 * The shipped learner: logistic loss, no averaging over epochs, hard negatives weighed as any
 * benign text. Ninth round, dev, seeds 15/1/2, mean [range] (scripts/train-injection-model-
 * sweep.ts): as shipped, the dev attacks left out one source at a time caught by the classifier
 * alone 120.7 [119-122] of 157 (with the rules 153), our dev hard negatives flagged (56 + 48 +
 * 22 + 30) 15.0, the override families' topic-bound tuning half 22.3 of 48, 17.3 flags of 5,166
 * dev texts changed from one seed to another. Polyak averaging over epochs 7-12 (averageFrom 6):
 * 121.3 [120-123], 153, 15.7, 23.0, 16.7 flags changed, held-out handbook paragraphs flagged
 * 2.6 -> 3.0 of 4,093: within the seeds' spread (the five bags already average the model).
 * Focal loss, gamma 2 (seed 15): 128 but 32 hard negatives, 15 of 80 held-out prose paragraphs
 * in other languages (5 before) and 6 of round 11's 30 (its bound 2): its probabilities sit
 * higher, and the threshold's floor (0.35, which binds in every model) does not move with them.
 * Hard negatives weighed twice (hardWeight 2): 118.3 [115-121], 152.7, 12.1, 20.7, 20.7 flags
 * changed: fewer hard negatives for fewer attacks, and less steady. None kept.
 */
export const LEARNER: Learner = {};

/** Second-stage features of a text (its 4-grams and its words, in one 2^SECOND_BITS table), as the scan reads them. */
export function featurizeSecond(text: string): Int32Array {
  const s = foldedView(text).text;
  const out = new Int32Array(secondFeatureRoom(s.length));
  return out.slice(0, secondFeatures(s, 0, s.length, SECOND_BITS, out, null));
}

/**
 * The mean of `bags` models, each trained on a bootstrap sample of `docs` (drawn with
 * replacement, same size) in its own order. A linear model's mean is one linear model, so the
 * asset and the scan cost stay those of one; the scores it gives, and so the threshold that the
 * few highest-scoring benign paragraphs set, move less from one seed to the next.
 */
// Bags: dev recall left out one source at a time, seeds 15/1/2 (gate as shipped): 1 bag
// 0.796/0.796/0.809 with 7/9/10 of our 56 dev hard negatives flagged; 5 bags 0.771/0.758/0.752
// with 5/7/5; 9 bags (seed 15) 0.752 with 4. Bagging shrinks the weights phrases of one source
// pile up; it is kept for the hard negatives: the single model's rate goes past 12.5%.
export function trainBagged(docs: readonly Doc[], { bags = 5, seed = 15, bits = SECOND_BITS, l2 = SECOND_L2, posWeight = 1, sourceBalance = 0, learner = {} as Learner } = {}): Trained {
  const weights = new Float32Array(1 << bits);
  let bias = 0;
  for (let b = 0; b < bags; b++) {
    const rand = prng(seed * 1000 + b);
    const sample = bags === 1 ? docs : Array.from({ length: docs.length }, () => docs[Math.floor(rand() * docs.length)] as Doc);
    const m = train(sample, { seed: seed * 1000 + b, bits, stage: 'second', l2, posWeight, docWeight: docWeights(sample, sourceBalance, learner.hardWeight ?? 1), ...learnerOptions(learner) });
    for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) + (m.weights[i] as number) / bags;
    bias += m.bias / bags;
  }
  return { weights, bias };
}

/**
 * The gate: the first-stage probability above which a window is read by the second stage, set
 * so that a share `pass` of the held-out benign paragraphs (`scores`, pooled) gets through. Set
 * on benign text, not on attacks, so that a model left out of one source sets its own gate
 * the same way; `pass` is what sets the second stage's cost, and was chosen on dev by how
 * many attacks the gate alone lets through, left out one source at a time.
 */
export function chooseGate(scores: readonly number[], pass: number): number {
  const desc = [...scores].sort((a, b) => b - a);
  return Math.max(1e-6, desc[Math.floor(pass * desc.length)] ?? 0);
}

export interface TrainedClassifier {
  readonly classifier: InjectionClassifier;
  readonly firstBytes: Uint8Array;
  readonly secondBytes: Uint8Array;
  /** The second stage's threshold by the FPR rule alone, before the floor (for the seeds' spread). */
  readonly rawThreshold: number;
}

/** How each stage learns (ninth round, scripts/train-injection-model-sweep.ts); the defaults are the shipped training. */
export interface Learner {
  readonly loss?: Loss;
  /** The focal loss's exponent. */
  readonly gamma?: number;
  /** Polyak averaging over the epochs from this one on (train's averageFrom); 12 (the epochs): none. */
  readonly averageFrom?: number;
  /** The second stage's weight of benign documents with a hard negative's words (1: as any). */
  readonly hardWeight?: number;
}

const learnerOptions = (l: Learner): { loss?: Loss; gamma?: number; averageFrom?: number } => ({
  ...(l.loss === undefined ? {} : { loss: l.loss }),
  ...(l.gamma === undefined ? {} : { gamma: l.gamma }),
  ...(l.averageFrom === undefined ? {} : { averageFrom: l.averageFrom }),
});

/** Per-document weights: attack sources evened out by `sourceBalance`, hard benign documents times `hardWeight`; null when both are neutral. */
function docWeights(docs: readonly Doc[], sourceBalance: number, hardWeight: number): ((d: Doc) => number) | null {
  if (sourceBalance === 0 && hardWeight === 1) return null;
  const bySource = sourceBalance === 0 ? () => 1 : sourceWeights(docs, sourceBalance);
  return (d) => bySource(d) * (d.hard === true ? hardWeight : 1);
}

/** What the seventh round's sweep varies (scripts/injection-s7-sweep.ts); the defaults are the shipped training. */
export interface TrainOptions {
  readonly seed?: number;
  readonly firstL2?: number;
  readonly secondL2?: number;
  readonly bags?: number;
  readonly gatePass?: number;
  readonly posWeight?: number;
  /** Cascade: the second stage trains only on the benign documents whose first-stage probability passes the gate that lets this share of held-out benign text through (1: all). */
  readonly cascadePass?: number;
  /** Attack sources evened out in the second stage's training by this exponent (sourceWeights; 0: not). */
  readonly sourceBalance?: number;
  /** Hash bits of the second stage (its documents' features must have been hashed with them). */
  readonly secondBits?: number;
  /** The two stages' score of a text (the sweep's other feature layouts); classifierScore by default. */
  readonly scoreWith?: (c: InjectionClassifier, text: string) => number;
  /** How both stages learn (loss, Polyak averaging, hard negatives' weight). */
  readonly learner?: Learner;
  /** The second stage's threshold floor (SECOND_FLOOR). */
  readonly secondFloor?: number;
}

/**
 * Both stages from `docs`: the first (GATE_L2) with its own threshold by the FPR rule on the
 * held-out `sets`, its gate passing GATE_PASS of their paragraphs, the second (bagged, its
 * attack sources evened out by SOURCE_BALANCE) with its threshold by the same rule on the two stages' scores. The shipped assets and every model left
 * out of one source in the evaluation are made here, so they are chosen the same way.
 */
export function trainClassifier(docs: readonly Doc[], sets: readonly (readonly string[])[], { seed = 15, firstL2 = GATE_L2, secondL2 = SECOND_L2, bags = 5, gatePass = GATE_PASS, posWeight = 1, cascadePass = 1, sourceBalance = SOURCE_BALANCE, secondBits = SECOND_BITS, scoreWith = (c, t) => classifierScore(t, c), learner = LEARNER, secondFloor = SECOND_FLOOR }: TrainOptions = {}): TrainedClassifier {
  const a = train(docs.filter((d) => d.secondOnly !== true), { l2: firstL2, seed, ...learnerOptions(learner) });
  const provisional = parseModel(serialiseModel(BITS, a.weights, a.bias, 0.5));
  const firstBytes = serialiseModel(BITS, a.weights, a.bias, chooseThresholdOn(sets, (p) => classifierScore(p, provisional), TARGET_FPR));
  const first = parseModel(firstBytes);
  const held = sets.slice(0, HANDBOOK_REPOS.length).flat().map((p) => classifierScore(p, first));
  const gate = chooseGate(held, gatePass);
  const b = trainBagged(cascadePass >= 1 ? docs : cascadeDocs(docs, first, chooseGate(held, cascadePass)), { seed, bags, l2: secondL2, posWeight, bits: secondBits, sourceBalance, learner });
  const provisional2: InjectionClassifier = { first, second: parseModel(serialiseModel(secondBits, b.weights, b.bias, 0.5, gate), SECOND_STAGE_VERSION) };
  const score2 = (p: string): number => scoreWith(provisional2, p);
  // The floor binds here (the FPR rule alone gives about 0.2). Tried on dev (round 7, seed
  // 15): without the floor, the classifier alone caught 128-134 of the 157 attacks left out one
  // source at a time but flagged 9 of our 56 dev hard negatives and 7-20 of the 48 round-7 ones;
  // the FPR rule at 0.5% instead of 1%, without the floor, 114-121 with 5-9 and 4-15.
  const secondBytes = serialiseModel(secondBits, b.weights, b.bias, chooseThresholdOn(sets, score2, TARGET_FPR, secondFloor), gate);
  return {
    classifier: { first, second: parseModel(secondBytes, SECOND_STAGE_VERSION) },
    firstBytes,
    secondBytes,
    rawThreshold: chooseThresholdOn(sets, score2, TARGET_FPR, 0),
  };
}

/**
 * The classifier trained on all of `docs`, and one trained without each attack source (our own
 * families and the grammar's texts are never left out): what leave-one-source-out figures score
 * an attack with, the model that never saw its source.
 */
export function modelsLeavingOneOut(docs: readonly Doc[], sets: readonly (readonly string[])[], options: TrainOptions = {}): { everything: InjectionClassifier; without: Map<string, InjectionClassifier> } {
  const modelWithout = (source: string | null): InjectionClassifier => trainClassifier(docs.filter((d) => d.source !== source), sets, options).classifier;
  const everything = modelWithout(null);
  const without = new Map<string, InjectionClassifier>();
  for (const source of new Set(docs.filter((d) => d.y === 1).map((d) => d.source))) if (source !== 'own' && source !== SYNTHETIC_SOURCE) without.set(source, modelWithout(source));
  return { everything, without };
}
