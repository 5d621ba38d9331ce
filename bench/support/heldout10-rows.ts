/**
 * The round-10 held-out batches (bench/heldout10/*.jsonl): one row's fields, the reader of a
 * batch file, and the text hash their format tests compare with the corpora by (texts are never
 * printed). Each format test narrows the row schema to its batch (ids, languages, lengths);
 * scripts/injection-heldout10.ts reads the batches through the same reader.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';

export const ATTACK_KINDS = ['direct', 'indirect', 'prompt-leak', 'jailbreak', 'hijack', 'exfiltration', 'other'] as const;
export const NEGATIVE_KINDS = ['benign', 'hard-negative'] as const;

/** The fields every batch row has. */
export const HeldoutRowSchema = z.object({
  id: z.string().min(1),
  family: z.string().min(1),
  kind: z.string().min(1),
  lang: z.string().min(2),
  attack: z.boolean(),
  text: z.string().min(1),
});

/** The rows of a JSON-lines `file` through `schema`; a line that does not fit throws, naming the file and line. */
export function readBatchRows<T>(file: string, schema: z.ZodType<T>): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      const parsed = schema.safeParse(JSON.parse(l));
      if (!parsed.success) throw new Error(`${basename(file)} line ${i + 1}: ${parsed.error.issues.map((x) => x.message).join('; ')}`);
      return parsed.data;
    });
}

/** NFC, whitespace runs as one space, ends trimmed: two texts that differ only in layout are the same text. */
export const normaliseText = (t: string): string => t.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** SHA-256 of the normalised text: what the format tests compare with the corpora. */
export const textHash = (t: string): string => createHash('sha256').update(normaliseText(t)).digest('hex');

/** The `text` of every JSON line of a corpus file (each must have one; the caller hashes and drops it). */
export function* corpusTexts(file: string): Generator<string> {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() !== '') yield z.object({ text: z.string() }).parse(JSON.parse(line)).text;
  }
}
