/**
 * The injection classifier's shipped assets as the benchmarks and scripts read them: from disk,
 * since vite-node runs without the build's `?inline` loader (lib/untrusted/classifier/shipped.ts
 * is what the extension reads). The file names are the ones train-injection-model.ts writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModel, SECOND_STAGE_VERSION } from '../../lib/untrusted/classifier/model';
import type { InjectionClassifier } from '../../lib/untrusted/classifier/two-stage';

export const CLASSIFIER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../lib/untrusted/classifier');
/** First stage (format 2) and second stage (format SECOND_STAGE_VERSION). */
export const FIRST_STAGE_ASSET = 'injection-classifier-v2.bin';
export const SECOND_STAGE_ASSET = 'injection-classifier-v5.bin';

/** Both stages of the shipped classifier, parsed from the files in the tree. */
export function shippedModelFromDisk(): InjectionClassifier & { second: NonNullable<InjectionClassifier['second']> } {
  const read = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(CLASSIFIER_DIR, name)));
  return { first: parseModel(read(FIRST_STAGE_ASSET)), second: parseModel(read(SECOND_STAGE_ASSET), SECOND_STAGE_VERSION) };
}
