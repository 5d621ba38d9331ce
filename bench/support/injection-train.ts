/**
 * Training data and a deterministic trainer for the injection classifier: logistic regression
 * over hashed features (lib/untrusted/classifier/features.ts) by AdaGrad with balanced class
 * weights. Used by scripts/train-injection-model.ts (the shipped asset) and by the
 * leave-one-source-out figures in bench/injection-eval.bench.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { featureRoom, hashFeatures, mostlyAscii } from '../../lib/untrusted/classifier/features';
import { foldedView } from '../../lib/untrusted/view';
import { FAMILIES } from '../../test/untrusted/fixtures/families';
import { isIndirectTask, loadSplit } from './injection-split';
import { prng } from './prng';

export const BITS = 17;

export interface Doc {
  readonly y: 0 | 1;
  /** Repository it comes from; 'own' for our fixtures (always trained on). */
  readonly source: string;
  readonly features: Int32Array;
}

/** Deterministic PRNG (mulberry32), for the classifier's training. */
export { prng };

/** Features of a text, or null when it is not mostly ASCII (the classifier never sees such text). */
export function featurize(text: string): Int32Array | null {
  const s = foldedView(text).text;
  if (!mostlyAscii(s, 0, s.length)) return null;
  const out = new Int32Array(featureRoom(s.length));
  return out.slice(0, hashFeatures(s, 0, s.length, BITS, out));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? markdownFiles(p) : p.endsWith('.md') ? [p] : [];
  });
}

/** Paragraphs of a handbook folder (at least 40 characters), in file order. */
export function paragraphs(dir: string): string[] {
  return markdownFiles(dir)
    .sort()
    .flatMap((f) => readFileSync(f, 'utf8').split(/\n\s*\n/))
    .filter((p) => p.trim().length >= 40);
}

// Benign handbooks trained on (18F is kept apart: the threshold is chosen on it).
const HANDBOOKS: Record<string, string> = {
  'microsoft/code-with-engineering-playbook': 'cwe-playbook',
  'mattermost/mattermost-handbook': 'mattermost-handbook',
  'reactjs/ja.react.dev': 'ja-react-dev',
};
const PER_HANDBOOK = 2500;

/** Every training document: the corpora's rows (18F and BIPIA's slipped-in tasks left out), our fixtures, handbook paragraphs. */
export function trainingDocs(projectRoot: string, shared: string): Doc[] {
  const rows = loadSplit(shared) ?? [];
  const docs: Doc[] = [];
  const add = (y: 0 | 1, source: string, text: string): void => {
    const features = featurize(text);
    if (features !== null) docs.push({ y, source, features });
  };
  for (const r of rows) {
    if (isIndirectTask(r) || r.repo === '18F/handbook') continue;
    add(r.label === 'injection' ? 1 : 0, r.repo, r.text);
  }
  for (const f of ['attacks', 'benign']) {
    for (const line of readFileSync(path.join(projectRoot, `test/untrusted/fixtures/${f}.jsonl`), 'utf8').trim().split('\n')) {
      const r = JSON.parse(line) as { text: string; label: string };
      add(r.label === 'injection' ? 1 : 0, 'own', r.text);
    }
  }
  for (const fam of FAMILIES) {
    for (const t of fam.fires) add(1, 'own', t);
    for (const t of fam.quiet) add(0, 'own', t);
  }
  const rand = prng(15);
  for (const [repo, dir] of Object.entries(HANDBOOKS)) {
    const ps = paragraphs(path.join(shared, 'corpora', dir));
    for (let i = ps.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [ps[i], ps[j]] = [ps[j] as string, ps[i] as string];
    }
    for (const p of ps.slice(0, PER_HANDBOOK)) add(0, repo, p);
  }
  return docs;
}

export interface Trained {
  weights: Float32Array;
  bias: number;
}

/** AdaGrad on the logistic loss, each class weighted to half the total; deterministic. */
export function train(docs: readonly Doc[], { epochs = 12, lr = 0.5, l2 = 1e-5, seed = 15 } = {}): Trained {
  const dim = 1 << BITS;
  const w = new Float32Array(dim);
  const g2 = new Float32Array(dim).fill(1e-6);
  let bias = 0;
  let bg2 = 1e-6;
  const pos = docs.filter((d) => d.y === 1).length;
  const cw = [docs.length / (2 * (docs.length - pos)), docs.length / (2 * pos)];
  const order = docs.map((_, i) => i);
  const rand = prng(seed);
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const k of order) {
      const d = docs[k] as Doc;
      const f = d.features;
      const v = 1 / Math.sqrt(Math.max(1, f.length));
      let z = bias;
      for (let i = 0; i < f.length; i++) z += (w[f[i] as number] as number) * v;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - d.y) * (cw[d.y] as number);
      for (let i = 0; i < f.length; i++) {
        const h = f[i] as number;
        const gi = g * v + l2 * (w[h] as number);
        g2[h] = (g2[h] as number) + gi * gi;
        w[h] = (w[h] as number) - (lr * gi) / Math.sqrt(g2[h] as number);
      }
      bg2 += g * g;
      bias -= (lr * g) / Math.sqrt(bg2);
    }
  }
  return { weights: w, bias };
}

// The threshold never goes below this: on the dev sources, left out one at a time, 0.6 flagged
// no benign row (0.5 flagged one) and lost no attack the rules had not caught.
const MIN_THRESHOLD = 0.6;

/** The lowest threshold (at least MIN_THRESHOLD) that flags at most `target` of the benign `scores`. */
export function chooseThreshold(scores: readonly number[], target: number): number {
  const desc = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(target * desc.length);
  return Math.min(0.999, Math.max(MIN_THRESHOLD, desc[allowed] ?? MIN_THRESHOLD));
}
