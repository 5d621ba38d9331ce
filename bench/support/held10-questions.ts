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

// Round 12's held-out questions (bench/questions/<handbook>.held-12.jsonl): the same format, their own
// split "held12" and author, drawn by sample-held12.ts; like held10, SplitSchema rejects them.
export const HELD12_AUTHOR = 'qs12 helper, issue 14 (round 12), written without seeing the ranking';

export const Held12QuestionSchema = Held10QuestionSchema.extend({
  split: z.literal('held12'),
  author: z.literal(HELD12_AUTHOR),
});
export type Held12Question = z.infer<typeof Held12QuestionSchema>;

/** A handbook's held-12 questions under `dir` (bench/questions); absent file: none. Throws on a line that does not fit. */
export const readHeld12 = (dir: string, name: string): Held12Question[] => readHeld(dir, name, 'held-12', Held12QuestionSchema);

// Round 13's held-out questions (bench/questions/<handbook>.held-13.jsonl): the same format, split
// "held13" and their own author, drawn by sample-held12.ts's ROUND13; SplitSchema rejects them too.
export const HELD13_AUTHOR = 'qs13 helper, issue 14 (round 13), written without seeing the ranking';

export const Held13QuestionSchema = Held10QuestionSchema.extend({
  split: z.literal('held13'),
  author: z.literal(HELD13_AUTHOR),
});
export type Held13Question = z.infer<typeof Held13QuestionSchema>;

/** A handbook's held-13 questions under `dir` (bench/questions); absent file: none. Throws on a line that does not fit. */
export const readHeld13 = (dir: string, name: string): Held13Question[] => readHeld(dir, name, 'held-13', Held13QuestionSchema);

// Round 14's held-out questions (bench/questions/<handbook>.held-14.jsonl): the same format, split
// "held14" and their own author, drawn by sample-held12.ts's ROUND14; SplitSchema rejects them too.
export const HELD14_AUTHOR = 'qs14 helper, issue 14 (round 14), written without seeing the ranking';

export const Held14QuestionSchema = Held10QuestionSchema.extend({
  split: z.literal('held14'),
  author: z.literal(HELD14_AUTHOR),
});
export type Held14Question = z.infer<typeof Held14QuestionSchema>;

/** A handbook's held-14 questions under `dir` (bench/questions); absent file: none. Throws on a line that does not fit. */
export const readHeld14 = (dir: string, name: string): Held14Question[] => readHeld(dir, name, 'held-14', Held14QuestionSchema);

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
