/**
 * The fixed, versioned list of our own training texts for the injection classifier (issue 15,
 * ninth round): the texts trainingDocs (injection-train.ts) reads as source 'own'. Until now it
 * read them from the test fixtures (attacks/benign.jsonl, the rule families, the trained halves
 * of our benign prose), so adding a test case moved the shipped model: five family sentences
 * moved the first stage's threshold from 0.300 to 0.306 and traded held-out cases. Now a test
 * case reaches the training only when the list is rewritten on purpose (a new version, by
 * scripts/train-injection-model-list.ts), and the retrain says so.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PrimaChatError } from '../../lib/errors';
import { benignLanguagesTrain } from '../../test/untrusted/fixtures/dev-benign-languages';
import { benignLanguagesMoreTrain } from '../../test/untrusted/fixtures/dev-benign-languages-more';
import { FAMILIES } from '../../test/untrusted/fixtures/families';

export const TRAIN_LIST_VERSION = 1;
export const TRAIN_LIST_FILE = `bench/support/injection-train-list-v${TRAIN_LIST_VERSION}.json`;

const ListSchema = z.object({
  version: z.number().int(),
  texts: z.array(z.object({ y: z.union([z.literal(0), z.literal(1)]), text: z.string().min(1) })),
});
export type TrainList = z.infer<typeof ListSchema>;

/** Parse a list file's content; a list of another version is refused with a plain reason. */
export function parseTrainList(json: string): TrainList {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new PrimaChatError('internal', 'The injection training list is not JSON.');
  }
  const list = ListSchema.safeParse(raw);
  if (!list.success) throw new PrimaChatError('internal', `The injection training list is malformed: ${list.error.issues[0]?.message ?? 'unknown'}.`);
  if (list.data.version !== TRAIN_LIST_VERSION) throw new PrimaChatError('internal', `The injection training list has version ${list.data.version}, expected ${TRAIN_LIST_VERSION}: rewrite it with scripts/train-injection-model-list.ts.`);
  return list.data;
}

export const loadTrainList = (projectRoot: string): TrainList => parseTrainList(readFileSync(path.join(projectRoot, TRAIN_LIST_FILE), 'utf8'));

/** Our own training texts as the fixtures hold them now, in the order trainingDocs always read them: what a new list version is written from. */
export function fixtureTexts(projectRoot: string): TrainList['texts'] {
  const out: TrainList['texts'] = [];
  for (const f of ['attacks', 'benign']) {
    for (const line of readFileSync(path.join(projectRoot, `test/untrusted/fixtures/${f}.jsonl`), 'utf8').trim().split('\n')) {
      const r = JSON.parse(line) as { text: string; label: string };
      out.push({ y: r.label === 'injection' ? 1 : 0, text: r.text });
    }
  }
  for (const fam of FAMILIES) {
    for (const text of fam.fires) out.push({ y: 1, text });
    for (const text of fam.quiet) out.push({ y: 0, text });
  }
  // Benign handbook prose in other languages, the even halves (the odd halves are held out).
  for (const text of [...benignLanguagesTrain(), ...benignLanguagesMoreTrain()]) out.push({ y: 0, text });
  return out;
}
