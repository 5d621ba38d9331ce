/**
 * Train the injection classifier shipped in the extension and write its asset
 * (lib/untrusted/classifier/injection-classifier-v2.bin). Deterministic: same data, same bytes.
 * Data: the dev side of ../shared/corpora (injections-more's dev sources, injections-dev, the
 * paragraphs and single lines of half the dev-side files of each of the four handbooks), our
 * fixtures, sentences generated from our grammar of attacks (bench/support/injection-grammar.ts);
 * nothing frozen. The threshold is chosen on benign text never trained on (the other half of
 * each handbook's dev-side files, and those of its paragraphs with a hard negative's words), so
 * the classifier alone flags at most 1% of each (TARGET_FPR).
 * Run: `npx vite-node scripts/train-injection-model.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BITS, chooseThresholdOn, heldOut, train, trainingDocs } from '../bench/support/injection-train';
import { parseModel, serialiseModel } from '../lib/untrusted/classifier/model';
import { classifierScore } from '../lib/untrusted/injection';

import { TARGET_FPR } from './train-injection-model-config';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');

const docs = trainingDocs(root, shared);
const { weights, bias } = train(docs);
const provisional = parseModel(serialiseModel(BITS, weights, bias, 0.5));
const { thresholdSets } = heldOut(shared);
const threshold = chooseThresholdOn(thresholdSets, (p) => classifierScore(p, provisional), TARGET_FPR);
const bytes = serialiseModel(BITS, weights, bias, threshold);
const out = path.join(root, 'lib/untrusted/classifier/injection-classifier-v2.bin');
writeFileSync(out, bytes);
console.log(`${docs.length} documents (${docs.filter((d) => d.y === 1).length} attacks); threshold ${threshold.toFixed(3)} on ${thresholdSets.map((s) => s.length).join(' + ')} held-out paragraphs; ${bytes.length} bytes → ${path.relative(root, out)}`);
