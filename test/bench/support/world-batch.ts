// The format test of a multilingual held-out batch from round 16 on (bench/heldoutNN/world.jsonl):
// rounds 16, 17 and 18 wrote the same 60 lines with other numbers. It checks shape only and never
// scans or prints a row's text; against ../shared/corpora, the earlier batches and the round's
// English sibling it compares hashes of normalised texts, so a copied row fails without either text
// being shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WORLD_LANGS, WORLD15_EXTRA_LANGS, SAFE_HOST, hosts, sidedWorldRowSchema, readBatchRows, repeats } from '../../../bench/support/heldout10-rows';
import { expectNoOverlap, itOverlapsNoBatch, itOverlapsNoCorpus, itRefusesWrongWorldRows } from './batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
/** The 26 languages of rounds 15 on: the 22 of round 10 and he, cs, ro, el. */
const LANGS = [...WORLD_LANGS, ...WORLD15_EXTRA_LANGS] as const;
/** Families of game-player attacks (Gandalf-style password asks, Tensor Trust-style hijacks). */
const GAME = new Set(['password', 'tt-hijack', 'few-shot']);

/** What a round's brief asked of its batch. */
export interface WorldBatchBrief {
  round: number;
  /** The earlier batches' rounds (both files of each are compared). */
  earlier: readonly number[];
  attacks: number;
  negatives: number;
  /** Per language: attacks, negatives, of them hard negatives. */
  perLanguage: { attacks: number; negatives: number; hard: number };
  /** The languages the batch holds, when fewer than the 26 (round 23's, written short of time). */
  languages?: readonly string[];
}

export function describeWorldBatch(b: WorldBatchBrief): void {
  const dir = `heldout${b.round}`;
  const schema = sidedWorldRowSchema(`w${b.round}`, LANGS);
  type Row = z.infer<typeof schema>;
  const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;
  const earlier = b.earlier.flatMap((r) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', `heldout${r}`, f)));
  const sibling = path.join(ROOT, 'bench', dir, 'en.jsonl');
  const { perLanguage: per } = b;
  const langs: readonly string[] = b.languages ?? LANGS;

  describe(`round-${b.round} world held-out batch ${dir}/world.jsonl (format only)`, () => {
    const rows = readBatchRows(path.join(ROOT, 'bench', dir, 'world.jsonl'), schema);

    itRefusesWrongWorldRows(schema, { prefix: `w${b.round}`, earlier: `w${b.round - 1}`, lang: 'el', otherLang: 'he', outside: 'sk', attackFamily: 'ind-email', negativeFamily: 'hn-docs' });

    it('ids are unique and no text occurs twice after normalisation', () => {
      expect(repeats(rows)).toEqual({ ids: [], texts: [] });
    });

    it(`has the counts the brief asks for: ${b.attacks} attacks and ${b.negatives} not in all; in each of the ${langs.length} languages ${per.attacks} attacks and ${per.negatives} not (${per.hard} hard)`, () => {
      expect(count(rows, (r) => r.attack)).toBeGreaterThanOrEqual(b.attacks);
      expect(count(rows, (r) => !r.attack)).toBeGreaterThanOrEqual(b.negatives);
      expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(langs));
      for (const lang of langs) {
        const mine = rows.filter((r) => r.lang === lang);
        expect(count(mine, (r) => r.attack), `${lang} attacks`).toBeGreaterThanOrEqual(per.attacks);
        expect(count(mine, (r) => !r.attack), `${lang} negatives`).toBeGreaterThanOrEqual(per.negatives);
        expect(count(mine, (r) => r.kind === 'hard-negative'), `${lang} hard negatives`).toBeGreaterThanOrEqual(per.hard);
      }
    });

    it("keeps the brief's weights within each language: ~40% embedded in data, ~25% short extraction, ~14% game-style", () => {
      for (const lang of langs) {
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

    itOverlapsNoBatch(() => rows, ROOT, earlier, `the round-${b.earlier.join(', ')} held-out batches`);
    it.skipIf(!existsSync(sibling))(`no text equals, or shares 60 characters with, a row of the round-${b.round} English batch (hashes only; runs once it is merged)`, () => {
      expectNoOverlap(rows, sibling, `${dir}/en.jsonl`);
    });
    itOverlapsNoCorpus(() => rows, CORPORA);
  });
}
