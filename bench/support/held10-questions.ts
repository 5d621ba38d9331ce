// The round-10 held-out questions (bench/questions/<handbook>.held-10.jsonl): written by a helper who
// wrote no ranking code and never ran a search, read once by the integrator after the merge. Their
// split is "held10", which search-quality.ts's SplitSchema (dev | frozen) does not accept, so they
// have their own schema and reader here; the benchmark's reader is left to the integrator.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const HELD10_AUTHOR = 'qs10 helper, issue 14 (round 10), written without seeing the ranking';

export const Held10QuestionSchema = z.object({
  question: z.string().min(1),
  file: z.string().min(1),
  heading: z.string(),
  line: z.number().int().min(1),
  split: z.literal('held10'),
  author: z.literal(HELD10_AUTHOR),
});
export type Held10Question = z.infer<typeof Held10QuestionSchema>;

/** The questions of `<dir>/<name>.<suffix>.jsonl` through `schema`; absent file: none. Throws on a line that does not fit. */
function readHeld<T>(dir: string, name: string, suffix: string, schema: z.ZodType<T>): T[] {
  const file = path.join(dir, `${name}.${suffix}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => schema.parse(JSON.parse(l)));
}

/** A handbook's held-10 questions under `dir` (bench/questions); absent file: none. Throws on a line that does not fit. */
export const readHeld10 = (dir: string, name: string): Held10Question[] => readHeld(dir, name, 'held-10', Held10QuestionSchema);

// The later rounds' held-out questions (bench/questions/<handbook>.held-NN.jsonl): held-10's format
// under their own split ("held12" …) and author, drawn by sample-held12.ts's ROUND12 / 13 / 14 / 15 / 16;
// like held10, SplitSchema rejects them.
export const HELD12_AUTHOR = 'qs12 helper, issue 14 (round 12), written without seeing the ranking';
export const HELD13_AUTHOR = 'qs13 helper, issue 14 (round 13), written without seeing the ranking';
export const HELD14_AUTHOR = 'qs14 helper, issue 14 (round 14), written without seeing the ranking';
export const HELD15_AUTHOR = 'qs15 helper, issue 14 (round 15), written without seeing the ranking';
export const HELD16_AUTHOR = 'qs16 helper, issue 14 (round 16), written without seeing the ranking';

/** A held-out question of any round: held-10's fields, its round's split and author. */
export type HeldQuestion = Omit<Held10Question, 'split' | 'author'> & { split: string; author: string };

/** A round's held-out questions: its split, author, file suffix, schema and reader (absent file: none; throws on a line that does not fit). */
function heldRound<S extends string>(split: S, author: string) {
  const schema = Held10QuestionSchema.extend({ split: z.literal(split), author: z.literal(author) });
  const suffix = `held-${split.slice('held'.length)}`;
  return { split, author, suffix, schema, read: (dir: string, name: string): Array<z.infer<typeof schema>> => readHeld(dir, name, suffix, schema) };
}

const HELD12 = heldRound('held12', HELD12_AUTHOR);
const HELD13 = heldRound('held13', HELD13_AUTHOR);
const HELD14 = heldRound('held14', HELD14_AUTHOR);
const HELD15 = heldRound('held15', HELD15_AUTHOR);
const HELD16 = heldRound('held16', HELD16_AUTHOR);
export const { schema: Held12QuestionSchema, read: readHeld12 } = HELD12;
export const { schema: Held13QuestionSchema, read: readHeld13 } = HELD13;
export const { schema: Held14QuestionSchema, read: readHeld14 } = HELD14;
export const { schema: Held15QuestionSchema, read: readHeld15 } = HELD15;
export const { schema: Held16QuestionSchema, read: readHeld16 } = HELD16;
export type Held12Question = z.infer<typeof Held12QuestionSchema>;
export type Held13Question = z.infer<typeof Held13QuestionSchema>;
export type Held14Question = z.infer<typeof Held14QuestionSchema>;
export type Held15Question = z.infer<typeof Held15QuestionSchema>;
export type Held16Question = z.infer<typeof Held16QuestionSchema>;

/** Every round's held-out questions by round number (the scripts' `--round=N`). */
export const HELD_ROUNDS: Readonly<Record<string, { split: string; author: string; suffix: string; read: (dir: string, name: string) => HeldQuestion[] }>> = {
  '10': { split: 'held10', author: HELD10_AUTHOR, suffix: 'held-10', read: readHeld10 },
  '12': HELD12,
  '13': HELD13,
  '14': HELD14,
  '15': HELD15,
  '16': HELD16,
};

/** The `file:line` pairs of a JSONL question file, nothing else of it (to compare question files without reading their questions). */
export function questionLocations(file: string): Array<{ file: string; line: number }> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const { file: f, line } = JSON.parse(l) as { file: string; line: number };
      return { file: f, line };
    });
}
