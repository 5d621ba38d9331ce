/**
 * Train the injection classifier shipped in the extension and write its two assets: the first
 * stage (lib/untrusted/classifier/injection-classifier-v2.bin, format 2, character 4-grams, on
 * every window, the gate) and the second (injection-classifier-v5.bin, format 5, 4-grams and
 * words, on the windows the gate lets through; two-stage.ts). Deterministic: same data, same bytes.
 * Data: the dev side of ../shared/corpora (injections-more's dev sources, injections-dev, the
 * paragraphs and single lines of half the dev-side files of each of the four handbooks), our
 * fixtures, sentences generated from our grammar of attacks (bench/support/injection-grammar.ts);
 * nothing frozen. Thresholds are chosen on benign text never trained on (the other half of
 * each handbook's dev-side files, and those of its paragraphs with a hard negative's words), so
 * the classifier alone flags at most 1% of each (TARGET_FPR); the gate lets GATE_PASS of that
 * text through to the second stage (bench/support/injection-train-second.ts).
 * Run: `npx vite-node scripts/train-injection-model.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heldOut, trainingDocs } from '../bench/support/injection-train';
import { trainClassifier } from '../bench/support/injection-train-second';
import { CLASSIFIER_DIR, FIRST_STAGE_ASSET, SECOND_STAGE_ASSET } from '../bench/support/shipped-assets';
import { GATE_PASS } from './train-injection-model-config';
import { TRAIN_LIST_FILE } from '../bench/support/injection-train-list';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');

const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const { classifier, firstBytes, secondBytes } = trainClassifier(docs, thresholdSets);
writeFileSync(path.join(CLASSIFIER_DIR, FIRST_STAGE_ASSET), firstBytes);
writeFileSync(path.join(CLASSIFIER_DIR, SECOND_STAGE_ASSET), secondBytes);
const { first, second } = classifier;
console.log(
  `${docs.length} documents (our own texts from ${TRAIN_LIST_FILE}; ${docs.filter((d) => d.y === 1).length} attacks); held-out paragraphs ${thresholdSets.map((s) => s.length).join(' + ')}; first stage alone threshold ${first.threshold.toFixed(3)}, ${firstBytes.length} bytes; gate ${second?.gate.toFixed(4)} (passes ${GATE_PASS} of held-out benign); second stage threshold ${second?.threshold.toFixed(3)}, ${secondBytes.length} bytes`,
);
