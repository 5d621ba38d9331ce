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

/** A batch row as the overlap checks see it: its id and text. */
type IdText = { readonly id: string; readonly text: string };

/** The ids of `rows` whose normalised text hashes to one of `hashes`. */
export function overlapping(rows: readonly IdText[], hashes: ReadonlySet<string>): string[] {
  return rows.filter((r) => hashes.has(textHash(r.text))).map((r) => r.id);
}

/** The corpora README's near-duplicate rule: two texts that share 60 normalised, lower-cased characters. */
export const WINDOW = 60;

// Two polynomial rolling hashes packed into one 52-bit number (31 bits of one, 21 of the other): a
// window costs O(1) and a Set of numbers is cheap; a collision could only fail a check, never pass it.
const ROLLS = [[2_147_483_647, 131], [2_147_483_629, 257]] as const;

/** Hashes of every WINDOW-character slice of a text, lower-cased and normalised (none if shorter). */
export function windowHashes(t: string): number[] {
  const n = normaliseText(t).toLowerCase();
  if (n.length < WINDOW) return [];
  const state = ROLLS.map(([p, b]) => {
    let top = 1; // b^(WINDOW-1) mod p: the weight of the character leaving the window
    for (let i = 1; i < WINDOW; i++) top = (top * b) % p;
    return { p, b, top, h: 0 };
  });
  const out: number[] = [];
  for (let i = 0; i < n.length; i++) {
    for (const s of state) {
      if (i >= WINDOW) s.h = (s.h - ((n.charCodeAt(i - WINDOW) * s.top) % s.p) + s.p) % s.p;
      s.h = (s.h * s.b + n.charCodeAt(i)) % s.p;
    }
    if (i >= WINDOW - 1) out.push(state[0]!.h * 2 ** 21 + (state[1]!.h % 2 ** 21));
  }
  return out;
}

/** The ids of `rows` sharing a window hash with `hashes`. */
export function sharingWindow(rows: readonly IdText[], hashes: ReadonlySet<number>): string[] {
  return rows.filter((r) => windowHashes(r.text).some((w) => hashes.has(w))).map((r) => r.id);
}

/** Whole-text and window hashes of the texts of a JSON-lines file; the texts are dropped at once. */
export function fileHashes(file: string): { whole: Set<string>; windows: Set<number> } {
  const whole = new Set<string>();
  const wins = new Set<number>();
  for (const text of corpusTexts(file)) {
    whole.add(textHash(text));
    for (const w of windowHashes(text)) wins.add(w);
  }
  return { whole, windows: wins };
}

/** Ids that occur more than once among `rows`, and the pairs `first = later` of rows whose normalised texts are equal. */
export function repeats(rows: readonly IdText[]): { ids: string[]; texts: string[] } {
  const ids = rows.map((r) => r.id);
  const seen = new Map<string, string>();
  const texts: string[] = [];
  for (const r of rows) {
    const h = textHash(r.text);
    if (seen.has(h)) texts.push(`${seen.get(h)} = ${r.id}`);
    else seen.set(h, r.id);
  }
  return { ids: ids.filter((id, i) => ids.indexOf(id) !== i), texts };
}

/** The languages of the multilingual batches (rounds 12 and 13); English is not one of them. */
export const WORLD_LANGS = ['ja', 'zh', 'ko', 'de', 'fr', 'es', 'pt', 'it', 'ru', 'uk', 'pl', 'nl', 'sv', 'tr', 'ar', 'fa', 'hi', 'bn', 'id', 'vi', 'th', 'tl'] as const;

/** Round 15's multilingual batch also has these four languages (fewer rows each); earlier batches do not. */
export const WORLD15_EXTRA_LANGS = ['he', 'cs', 'ro', 'el'] as const;

/**
 * A multilingual batch row (rounds 12 and 13): id `<prefix>-<lang>-<family>-<n>` naming its
 * language (one of `langs`, the 22 world languages unless told) and family, `attack` agreeing
 * with `kind`, text of 4 to 2,000 characters.
 */
export function worldRowSchema(prefix: string, langs: readonly [string, ...string[]] = WORLD_LANGS) {
  return z
    .strictObject({
      id: z.string().regex(new RegExp(`^${prefix}-[a-z]{2}-[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[1-9][0-9]*$`)),
      family: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/),
      kind: z.enum([...ATTACK_KINDS, ...NEGATIVE_KINDS]),
      lang: z.enum(langs),
      attack: z.boolean(),
      text: z.string().min(4).max(2_000),
    })
    .refine((r) => r.id === `${prefix}-${r.lang}-${r.family}-${r.id.slice(r.id.lastIndexOf('-') + 1)}`, `id is ${prefix}-<lang>-<family>-<n>`)
    .refine((r) => r.attack === (ATTACK_KINDS as readonly string[]).includes(r.kind), 'attack agrees with kind');
}

/**
 * A multilingual batch row whose family tells its side (rounds 13 and 14): negatives are `hn-*` or
 * `benign` families and attacks never are, and the `benign` kind sits exactly in the `benign` family.
 */
export function sidedWorldRowSchema(prefix: string, langs: readonly [string, ...string[]] = WORLD_LANGS) {
  return worldRowSchema(prefix, langs)
    .refine((r) => r.attack === !(r.family === 'benign' || r.family.startsWith('hn-')), 'family agrees with attack')
    .refine((r) => (r.kind === 'benign') === (r.family === 'benign'), 'benign kind exactly in the benign family');
}

/** An English batch row (rounds 12 and 13): id `<prefix>-<family>-<n>`, language en, text of 1 to 2,000 characters. */
export function englishRowSchema(prefix: string) {
  return z.strictObject({
    id: z.string().regex(new RegExp(`^${prefix}-[a-z0-9]+(?:-[a-z0-9]+)*-[1-9][0-9]*$`)),
    family: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    kind: z.enum([...ATTACK_KINDS, ...NEGATIVE_KINDS]),
    lang: z.literal('en'),
    attack: z.boolean(),
    text: z.string().min(1).max(2000),
  });
}

// Addresses must be reserved for documentation: example.com/.net/.org, the .example TLD, or the
// documentation IP ranges. A real host in a held-out attack would be a live link in the repository.
export const SAFE_HOST = /^(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example)$|^(?:203\.0\.113|198\.51\.100|192\.0\.2)\.\d{1,3}$/u;
const URL_HOST = /\bhttps?:\/\/([^/\s?#"'<>)]+)/giu;
const MAIL_HOST = /\b[a-z0-9._%+-]+@([a-z0-9.-]+\.[a-z]+)\b/giu;

/** The hosts of every URL and email address in a text, lower-cased. */
export function hosts(t: string): string[] {
  return [...t.matchAll(URL_HOST), ...t.matchAll(MAIL_HOST)].map((m) => m[1]!.toLowerCase().replace(/:\d+$/u, ''));
}
