/**
 * The classifier in two stages (issue 15, round 6). The first stage (character 4-grams, format 2)
 * scores every window of the scan at a cost the 50 MB/s floor allows; it is a gate, set low
 * enough to let nearly every attack through. The second stage (4-grams and words, format 5)
 * reads only the windows the gate lets through and decides. One linear model over 4-grams
 * cannot tell handbook text about attacks and AI tools from attacks, so alone it needs a high
 * threshold that loses attacks; the gate leaves few windows to read with richer features.
 *
 * The second stage alone decides on the windows it reads, though the first, at its own
 * threshold, catches more dev attacks left out one source at a time (126 against 122 of 157).
 * Tenth round (scripts/injection-fusion-dev.ts, seeds 15/1/2): flagging a window when either
 * stage is above its threshold (the first's re-chosen for FPR <= 1% on the held-out handbook
 * paragraphs) caught 132/131/130 alone against 122/123/118, but 154 against 153/154/153 with the
 * rules, and flagged our dev hard negatives about attacks 20/20/20 of 48 against 2/3/3, benign
 * prose in other languages 33/30/33 of 80 against 5/5/5, and 31 of asia9's 36 held-out
 * paragraphs (its bound 6) against 5: the 4-grams read other scripts as one placeholder and
 * cannot tell talk about attacks from attacks. The mean of the two (16-18 of the 48) and the
 * max of the two rescaled by their thresholds (20-21) fared the same; the first above 0.6-0.8
 * when the second is above 0.25 caught at most one more with the rules for 1-5 more of the 48.
 * The union would read no more windows (its first-stage threshold is above the gate: 175
 * second-stage reads per pass of 18F either way, CPU 0.99 of the shipped decision's).
 */
import type { InjectionModel } from './model';
import { probability, windowScores } from './score';
import { secondFeatures, secondSum } from './word-features';

export interface InjectionClassifier {
  readonly first: InjectionModel;
  /** Null: the first stage alone decides, at its own threshold. */
  readonly second: InjectionModel | null;
}

/** A first stage alone (format 2) or both stages. */
export type Classifier = InjectionModel | InjectionClassifier;

export const asTwoStage = (c: Classifier): InjectionClassifier => ('first' in c ? c : { first: c, second: null });

/** Second-stage probability of folded text `s[from, to)`: its 4-grams and its words (word-features.ts). */
export function scoreSecond(model: InjectionModel, s: string, from: number, to: number): number {
  const count = secondFeatures(s, from, to, model.bits, null, model.weights);
  return probability(model, secondSum, count);
}

/** The threshold the classifier's window probabilities are flagged above. */
export const flagThreshold = (c: InjectionClassifier): number => (c.second ?? c.first).threshold;

/**
 * [start, end, p] for every window of folded text `s`: p is the first stage's probability when
 * there is no second stage; else the second stage's on windows above the gate, 0 on the others
 * (a window the gate keeps out is never read again).
 */
export function classifierWindows(c: InjectionClassifier, s: string): number[] {
  const w = windowScores(c.first, s);
  const second = c.second;
  if (second === null) return w;
  for (let i = 0; i < w.length; i += 3) w[i + 2] = (w[i + 2] as number) > second.gate ? scoreSecond(second, s, w[i] as number, w[i + 1] as number) : 0;
  return w;
}
