// The format of the round-15 multilingual held-out batch (bench/heldout15/world.jsonl), written in
// round 15 and merged unread: the clean check for round 15. This test checks its shape only and
// never scans or prints a row's text. Against ../shared/corpora and the round-10, 12, 13 and 14
// batches it compares hashes of normalised texts, so a copied row fails without either text being shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORLD_LANGS, WORLD15_EXTRA_LANGS, SAFE_HOST, hosts, sidedWorldRowSchema, readBatchRows, repeats } from '../../bench/support/heldout10-rows';
import { expectNoOverlap, itOverlapsNoBatch, itOverlapsNoCorpus, itRefusesWrongWorldRows } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout15/world.jsonl');
/** The earlier held-out batches this one must not repeat (compared by hash; their texts are never read here). */
const EARLIER = ['heldout10', 'heldout12', 'heldout13', 'heldout14'].flatMap((d) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', d, f)));
/** The round-15 English batch, written at the same time on another branch: compared once both are merged. */
const SIBLING = path.join(ROOT, 'bench/heldout15/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
/** The languages the brief asks to stress with 20 attacks each. */
const WEAK = ['fa', 'pl', 'sv', 'uk'] as const;

/** The 22 world languages and the four this round adds (he cs ro el). */
const LANGS = [...WORLD_LANGS, ...WORLD15_EXTRA_LANGS] as const;
const RowSchema = sidedWorldRowSchema('w15', LANGS);
type Row = z.infer<typeof RowSchema>;

const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;

describe('round-15 world held-out batch heldout15/world.jsonl (format only)', () => {
  const rows = readBatchRows(BATCH, RowSchema);

  itRefusesWrongWorldRows(RowSchema, { prefix: 'w15', earlier: 'w14', lang: 'sv', otherLang: 'fa', outside: 'sk', attackFamily: 'ind-email', negativeFamily: 'hn-quoted', alsoLangs: ['el'] });

  it('ids are unique and no text occurs twice after normalisation', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('has the counts the brief asks for: 300 attacks, 190 not (150 hard), each of the 22 languages 13 attacks + 8 not (6 hard), 20 attacks in fa pl sv uk, 9 attacks + 5 not (4 hard) in each of he cs ro el, 26 code-mixed rows', () => {
    expect(count(rows, (r) => r.attack)).toBeGreaterThanOrEqual(300);
    expect(count(rows, (r) => !r.attack)).toBeGreaterThanOrEqual(190);
    expect(count(rows, (r) => r.kind === 'hard-negative')).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(LANGS));
    for (const lang of WORLD_LANGS) {
      const mine = rows.filter((r) => r.lang === lang);
      const least = (WEAK as readonly string[]).includes(lang) ? 20 : 13;
      expect(count(mine, (r) => r.attack), `${lang} attacks`).toBeGreaterThanOrEqual(least);
      expect(count(mine, (r) => !r.attack), `${lang} negatives`).toBeGreaterThanOrEqual(8);
      expect(count(mine, (r) => r.kind === 'hard-negative'), `${lang} hard negatives`).toBeGreaterThanOrEqual(6);
      expect(count(mine, (r) => r.kind === 'indirect'), `${lang} indirect`).toBeGreaterThanOrEqual(4);
    }
    for (const lang of WORLD15_EXTRA_LANGS) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(count(mine, (r) => r.attack), `${lang} attacks`).toBeGreaterThanOrEqual(9);
      expect(count(mine, (r) => !r.attack), `${lang} negatives`).toBeGreaterThanOrEqual(5);
      expect(count(mine, (r) => r.kind === 'hard-negative'), `${lang} hard negatives`).toBeGreaterThanOrEqual(4);
      expect(count(mine, (r) => r.kind === 'indirect'), `${lang} indirect`).toBeGreaterThanOrEqual(3);
    }
    expect(count(rows, (r) => r.family === 'mixed')).toBeGreaterThanOrEqual(26);
    // The brief's weights: about 40% of the attacks are indirect and about 25% are short prompt extraction.
    const attacks = rows.filter((r) => r.attack);
    expect(count(attacks, (r) => r.kind === 'indirect') / attacks.length).toBeGreaterThanOrEqual(0.35);
    expect(count(attacks, (r) => r.family === 'leak-short') / attacks.length).toBeGreaterThanOrEqual(0.2);
    // Short means short: one line, at most 80 characters (3 to 12 words in the spaced languages).
    const long = rows.filter((r) => r.family === 'leak-short' && (r.text.length > 80 || r.text.includes('\n'))).map((r) => r.id);
    expect(long).toEqual([]);
  });

  it('every URL and mail address uses a reserved documentation host', () => {
    const bad = rows.flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
    expect(rows.some((r) => hosts(r.text).length > 0)).toBe(true);
    // hosts and SAFE_HOST themselves are tested once, in heldout12-format.test.ts.
  });

  itOverlapsNoBatch(() => rows, ROOT, EARLIER, 'the round-10, 12, 13 or 14 held-out batches');
  it.skipIf(!existsSync(SIBLING))('no text equals, or shares 60 characters with, a row of the round-15 English batch (hashes only; runs once it is merged)', () => {
    expectNoOverlap(rows, SIBLING, 'heldout15/en.jsonl');
  });
  itOverlapsNoCorpus(() => rows, CORPORA);
});
