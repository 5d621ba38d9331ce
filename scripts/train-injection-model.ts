/**
 * Train the injection classifier shipped in the extension and write its two assets: the first
 * stage (lib/untrusted/classifier/injection-classifier-v2.bin, format 2, character 4-grams, on
 * every window) and the second (injection-classifier-v3.bin, format 3, 4-grams and words, on
 * the windows the first lets through; two-stage.ts). Deterministic: same data, same bytes.
 * Data: the dev side of ../shared/corpora (injections-more's dev sources, injections-dev, the
 * paragraphs and single lines of half the dev-side files of each of the four handbooks), our
 * fixtures, sentences generated from our grammar of attacks (bench/support/injection-grammar.ts);
 * nothing frozen. Thresholds are chosen on benign text never trained on (the other half of
 * each handbook's dev-side files, and those of its paragraphs with a hard negative's words), so
 * the classifier alone flags at most 1% of each (TARGET_FPR); the gate lets GATE_PASS of that
 * text through to the second stage.
 * Run: `npx vite-node scripts/train-injection-model.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BITS, chooseThresholdOn, heldOut, train, trainingDocs } from '../bench/support/injection-train';
import { chooseGate, GATE_L2, SECOND_BITS, trainBagged } from '../bench/support/injection-train-second';
import { parseModel, SECOND_STAGE_VERSION, serialiseModel } from '../lib/untrusted/classifier/model';
import { classifierScore } from '../lib/untrusted/injection';
import { GATE_PASS, TARGET_FPR } from './train-injection-model-config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const dir = path.join(root, 'lib/untrusted/classifier');

const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const first = train(docs, { l2: GATE_L2 });
const provisional = parseModel(serialiseModel(BITS, first.weights, first.bias, 0.5));
const threshold = chooseThresholdOn(thresholdSets, (p) => classifierScore(p, provisional), TARGET_FPR);
const firstBytes = serialiseModel(BITS, first.weights, first.bias, threshold);
const firstModel = parseModel(firstBytes);
writeFileSync(path.join(dir, 'injection-classifier-v2.bin'), firstBytes);

const gate = chooseGate(thresholdSets.slice(0, 4).flat().map((p) => classifierScore(p, firstModel)), GATE_PASS);
const second = trainBagged(docs);
const provisional2 = parseModel(serialiseModel(SECOND_BITS, second.weights, second.bias, 0.5, gate), SECOND_STAGE_VERSION);
const threshold2 = chooseThresholdOn(thresholdSets, (p) => classifierScore(p, { first: firstModel, second: provisional2 }), TARGET_FPR);
const secondBytes = serialiseModel(SECOND_BITS, second.weights, second.bias, threshold2, gate);
writeFileSync(path.join(dir, 'injection-classifier-v3.bin'), secondBytes);
console.log(
  `${docs.length} documents (${docs.filter((d) => d.y === 1).length} attacks); held-out paragraphs ${thresholdSets.map((s) => s.length).join(' + ')}; first stage alone threshold ${threshold.toFixed(3)}, ${firstBytes.length} bytes; gate ${gate.toFixed(4)} (passes ${GATE_PASS} of held-out benign); second stage threshold ${threshold2.toFixed(3)}, ${secondBytes.length} bytes`,
);
