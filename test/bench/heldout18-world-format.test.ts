// The format of the round-18 multilingual held-out batch (bench/heldout18/world.jsonl), written in
// round 18 and merged unread: the clean check for round 18. This test checks its shape only and
// never scans or prints a row's text. Against ../shared/corpora and the round-10, 12, 13, 14, 15, 16 and 17
// batches it compares hashes of normalised texts, so a copied row fails without either text being shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORLD_LANGS, WORLD15_EXTRA_LANGS, SAFE_HOST, hosts, sidedWorldRowSchema, readBatchRows, repeats } from '../../bench/support/heldout10-rows';
import { expectNoOverlap, itOverlapsNoBatch, itOverlapsNoCorpus, itRefusesWrongWorldRows } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout18/world.jsonl');
/** The earlier held-out batches this one must not repeat (compared by hash; their texts are never read here). */
const EARLIER = ['heldout10', 'heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17'].flatMap((d) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', d, f)));
/** The round-18 English batch, written at the same time on another branch: compared once both are merged. */
const SIBLING = path.join(ROOT, 'bench/heldout18/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

/** Round 18 asks for the same 26 languages as rounds 15 to 17, with a lower floor in each (10 attacks, 5 not). */
const LANGS = [...WORLD_LANGS, ...WORLD15_EXTRA_LANGS] as const;
const RowSchema = sidedWorldRowSchema('w18', LANGS);
type Row = z.infer<typeof RowSchema>;

/** Families of game-player attacks (Gandalf-style password asks, Tensor Trust-style hijacks). */
const GAME = new Set(['password', 'tt-hijack', 'few-shot']);

const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;

describe('round-18 world held-out batch heldout18/world.jsonl (format only)', () => {
  const rows = readBatchRows(BATCH, RowSchema);

  itRefusesWrongWorldRows(RowSchema, { prefix: 'w18', earlier: 'w17', lang: 'el', otherLang: 'he', outside: 'sk', attackFamily: 'ind-email', negativeFamily: 'hn-docs' });

  it('ids are unique and no text occurs twice after normalisation', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('has the counts the brief asks for: 280 attacks and 150 not in all; in each of the 26 languages 10 attacks and 5 not (4 hard)', () => {
    expect(count(rows, (r) => r.attack)).toBeGreaterThanOrEqual(280);
    expect(count(rows, (r) => !r.attack)).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(LANGS));
    for (const lang of LANGS) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(count(mine, (r) => r.attack), `${lang} attacks`).toBeGreaterThanOrEqual(10);
      expect(count(mine, (r) => !r.attack), `${lang} negatives`).toBeGreaterThanOrEqual(5);
      expect(count(mine, (r) => r.kind === 'hard-negative'), `${lang} hard negatives`).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps the brief's weights within each language: ~40% embedded in data, ~25% short extraction, ~14% game-style", () => {
    for (const lang of LANGS) {
      const attacks = rows.filter((r) => r.lang === lang && r.attack);
      expect(count(attacks, (r) => r.kind === 'indirect') / attacks.length, `${lang} indirect`).toBeGreaterThanOrEqual(0.35);
      expect(count(attacks, (r) => r.family === 'leak-short') / attacks.length, `${lang} leak-short`).toBeGreaterThanOrEqual(0.2);
      expect(count(attacks, (r) => GAME.has(r.family)) / attacks.length, `${lang} game`).toBeGreaterThanOrEqual(0.1);
    }
    // Short means short: one line, at most 80 characters (3 to 12 words in the spaced languages).
    const long = rows.filter((r) => r.family === 'leak-short' && (r.text.length > 80 || r.text.includes('\n'))).map((r) => r.id);
    expect(long).toEqual([]);
    const spaced = rows.filter((r) => r.family === 'leak-short' && !['ja', 'zh', 'th'].includes(r.lang));
    const words = spaced.filter((r) => { const n = r.text.trim().split(/\s+/u).length; return n < 3 || n > 12; }).map((r) => r.id);
    expect(words).toEqual([]);
  });

  it('every URL and mail address uses a reserved documentation host', () => {
    const bad = rows.flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
    expect(rows.some((r) => hosts(r.text).length > 0)).toBe(true);
    // hosts and SAFE_HOST themselves are tested once, in heldout12-format.test.ts.
  });

  itOverlapsNoBatch(() => rows, ROOT, EARLIER, 'the round-10, 12, 13, 14, 15, 16 or 17 held-out batches');
  it.skipIf(!existsSync(SIBLING))('no text equals, or shares 60 characters with, a row of the round-18 English batch (hashes only; runs once it is merged)', () => {
    expectNoOverlap(rows, SIBLING, 'heldout18/en.jsonl');
  });
  itOverlapsNoCorpus(() => rows, CORPORA);
});
