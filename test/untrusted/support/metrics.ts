import { markerNames, scanInjection } from '../../../lib/untrusted/injection';

export interface LabelledText {
  text: string;
  label: 'injection' | 'benign';
  kind?: string;
  hard_negative?: boolean;
}

export interface Metrics {
  recall: number;
  injections: number;
  missed: string[];
  indirectTaskRecall: number;
  indirectTask: number;
  fpr: number;
  benign: number;
  falsePositives: string[];
  hardNegativeFpr: number;
  hardNegatives: number;
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** Recall (without BIPIA's indirect-task items, reported apart) and false-positive rates. */
export function measure(rows: readonly LabelledText[]): Metrics {
  const fired = (t: string) => markerNames(scanInjection(t)).length > 0;
  const inj = rows.filter((r) => r.label === 'injection' && !r.kind?.startsWith('indirect-task'));
  const task = rows.filter((r) => r.label === 'injection' && r.kind?.startsWith('indirect-task'));
  const ben = rows.filter((r) => r.label === 'benign');
  const hard = ben.filter((r) => r.hard_negative === true);
  const missed = inj.filter((r) => !fired(r.text)).map((r) => r.text);
  const falsePositives = ben.filter((r) => fired(r.text)).map((r) => r.text);
  return {
    recall: ratio(inj.length - missed.length, inj.length),
    injections: inj.length,
    missed,
    indirectTaskRecall: ratio(task.filter((r) => fired(r.text)).length, task.length),
    indirectTask: task.length,
    fpr: ratio(falsePositives.length, ben.length),
    benign: ben.length,
    falsePositives,
    hardNegativeFpr: ratio(hard.filter((r) => fired(r.text)).length, hard.length),
    hardNegatives: hard.length,
  };
}

export const parseJsonl = (s: string): LabelledText[] =>
  s.trim().split('\n').map((l) => JSON.parse(l) as LabelledText);
