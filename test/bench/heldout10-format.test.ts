// The format of the round-10 English held-out batch (bench/heldout10/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora by hash
// alone, so nobody running it sees a corpus row or learns what the scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTACK_KINDS, corpusTexts, NEGATIVE_KINDS, normaliseText as normalise, readBatchRows, textHash as hash } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout10/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
// The brief names injections.jsonl; the shared folder holds injections-dev.jsonl, so both names are tried.
const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];


const RowSchema = z.strictObject({
  id: z.string().regex(/^en-[a-z0-9]+(?:-[a-z0-9]+)*-[1-9][0-9]*$/),
  family: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  kind: z.enum([...ATTACK_KINDS, ...NEGATIVE_KINDS]),
  lang: z.literal('en'),
  attack: z.boolean(),
  text: z.string().min(1),
});
type Row = z.infer<typeof RowSchema>;


/** The ids of `rows` whose normalised text hashes to one of `hashes`. */
function overlapping(rows: readonly Row[], hashes: ReadonlySet<string>): string[] {
  return rows.filter((r) => hashes.has(hash(r.text))).map((r) => r.id);
}

// The corpora README's own near-duplicate rule: two texts that share 60 normalised characters.
const WINDOW = 60;

// Two polynomial rolling hashes packed into one 52-bit number (31 bits of one, 21 of the other): a
// window costs O(1) and a Set of numbers is cheap; a collision could only fail the test, never pass it.
const ROLLS = [[2_147_483_647, 131], [2_147_483_629, 257]] as const;

/** Hashes of every WINDOW-character slice of a text, lower-cased and normalised (none if shorter). */
function windows(t: string): number[] {
  const n = normalise(t).toLowerCase();
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
function sharingWindow(rows: readonly Row[], hashes: ReadonlySet<number>): string[] {
  return rows.filter((r) => windows(r.text).some((w) => hashes.has(w))).map((r) => r.id);
}

/** Hashes of the `text` (whole, and its windows) of every JSON line of a corpus file; the texts are dropped at once. */
function corpusHashes(file: string): { whole: Set<string>; windows: Set<number> } {
  const whole = new Set<string>();
  const wins = new Set<number>();
  for (const text of corpusTexts(file)) {
    whole.add(hash(text));
    for (const w of windows(text)) wins.add(w);
  }
  return { whole, windows: wins };
}

const readBatch = (): Row[] => readBatchRows(BATCH, RowSchema);

describe('round-10 English held-out batch (format only)', () => {
  const rows = readBatch();

  it('every row fits the schema, its id names its family, and attack agrees with kind', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.id.startsWith(`en-${r.family}-`), r.id).toBe(true);
      expect(r.attack, r.id).toBe((ATTACK_KINDS as readonly string[]).includes(r.kind));
    }
  });

  it('ids are unique and no text occurs twice (after whitespace normalisation)', () => {
    const ids = rows.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const r of rows) {
      const h = hash(r.text);
      if (seen.has(h)) dupes.push(`${seen.get(h)} = ${r.id}`);
      else seen.set(h, r.id);
    }
    expect(dupes).toEqual([]);
  });

  it('the overlap checks match through layout and case, and miss different text', () => {
    const row = (id: string, text: string): Row => ({ id, family: 'x', kind: 'benign', lang: 'en', attack: false, text });
    expect(overlapping([row('en-x-1', 'a  b\n c '), row('en-x-2', 'a b d')], new Set([hash('a b c')]))).toEqual(['en-x-1']);
    const long = 'The quick brown fox jumps over the lazy dog while the cat watches';
    const probe = [row('en-x-3', `Intro. ${long.toUpperCase()} outro.`), row('en-x-4', long.slice(0, WINDOW - 1))];
    expect(sharingWindow(probe, new Set(windows(`${long}.`)))).toEqual(['en-x-3']);
  });

  it.skipIf(!existsSync(CORPORA))('no text equals, or shares 60 characters with, a row of the shared injection corpora (hashes only; needs ../shared/corpora)', () => {
    const present = CORPUS_FILES.map((f) => path.join(CORPORA, f)).filter((f) => existsSync(f));
    expect(present.map((f) => path.basename(f))).toContain('injections-more.jsonl');
    for (const file of present) {
      const h = corpusHashes(file);
      expect(overlapping(rows, h.whole), `${path.basename(file)}: equal`).toEqual([]);
      expect(sharingWindow(rows, h.windows), `${path.basename(file)}: 60 shared characters`).toEqual([]);
    }
  });
});
