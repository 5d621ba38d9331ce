/**
 * The classifier in two stages (issue 15, round 6). The first stage (character 4-grams, format 2)
 * scores every window of the scan at a cost the 50 MB/s floor allows; it is a gate, set low
 * enough to let nearly every attack through. The second stage (4-grams and words, format 5)
 * reads only the windows the gate lets through and decides. One linear model over 4-grams
 * cannot tell handbook text about attacks and AI tools from attacks, so alone it needs a high
 * threshold that loses attacks; the gate leaves few windows to read with richer features.
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
