/**
 * Issue 15, tenth round (clf10b), DEV only: clf10b's EVAL halves (test/untrusted/fixtures/
 * clf10b-families.ts, never trained on) by the classifier trained on all sources, per seed and
 * language: benign paragraphs flagged (classifier alone / with the rules) and oblique leak
 * requests caught; also the thresholds chosen on the held-out handbook paragraphs. The full dev
 * figures (LOSO, dev benign, our dev sets, round-9 held-out batches) come from
 * scripts/injection-fusion-dev.ts ('second' lines), which reads these halves too.
 * Run: `npx vite-node scripts/train-injection-model-clf10b.ts [--seeds 15,1,2]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heldOut, trainingDocs } from '../bench/support/injection-train';
import { trainClassifier } from '../bench/support/injection-train-second';
import { classifierScore } from '../lib/untrusted/injection';
import { clf10bHalf } from '../test/untrusted/fixtures/clf10b-families';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seeds = (arg('--seeds') ?? '15').split(',').map(Number);
const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const rules = flaggedBy(null);
console.log(`${docs.length} documents, ${docs.filter((d) => d.y === 1).length} attacks`);
for (const seed of seeds) {
  const { classifier, rawThreshold } = trainClassifier(docs, thresholdSets, { seed });
  const t2 = classifier.second?.threshold ?? 1;
  const flag = (t: string): boolean => classifierScore(t, classifier) > t2;
  const row = (kind: 'benign' | 'leak'): string =>
    clf10bHalf(1, kind)
      .map((f) => `${f.lang} ${f.texts.filter(flag).length}/${f.texts.filter((t) => flag(t) || rules(t)).length}`)
      .join(' ');
  const total = (kind: 'benign' | 'leak'): string => {
    const ts = clf10bHalf(1, kind).flatMap((f) => f.texts);
    return `${ts.filter(flag).length}/${ts.filter((t) => flag(t) || rules(t)).length} of ${ts.length}`;
  };
  console.log(`seed ${seed}: t1 ${classifier.first.threshold.toFixed(3)} gate ${classifier.second?.gate.toFixed(4)} t2 ${t2.toFixed(3)} (FPR rule alone ${rawThreshold.toFixed(3)})`);
  console.log(`  benign eval flagged (clf/with rules) ${total('benign')}: ${row('benign')}`);
  console.log(`  leak eval caught (clf/with rules) ${total('leak')}: ${row('leak')}`);
}
