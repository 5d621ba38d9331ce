// Checks the held-out batches' format tests share (test/bench/heldout1x*-format.test.ts): each batch
// is compared with other files by hash only (no text of another file reaches an assertion), and
// the English batches' row rules are the same from round 12 on. The overlap checks themselves
// (layout, case, a window too short) are tested once, in heldout10-format.test.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ATTACK_KINDS, fileHashes, hosts, overlapping, repeats, SAFE_HOST, sharingWindow } from '../../../bench/support/heldout10-rows';

interface BatchRow { id: string; family: string; kind: string; attack: boolean; text: string }

const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];

/** No row of `rows` equals, or shares a 60-character window with, a text of `file` (named `name` in failures). */
export function expectNoOverlap(rows: readonly BatchRow[], file: string, name: string): void {
  expect(existsSync(file), name).toBe(true);
  const h = fileHashes(file);
  expect(h.whole.size, name).toBeGreaterThan(100);
  expect(overlapping(rows, h.whole), `${name}: equal`).toEqual([]);
  expect(sharingWindow(rows, h.windows), `${name}: 60 shared characters`).toEqual([]);
}

/** The test that `rows` overlap none of `files` (paths under `root`'s bench/, named relative to it). */
export function itOverlapsNoBatch(rows: () => readonly BatchRow[], root: string, files: readonly string[], what: string): void {
  it(`no text equals, or shares 60 characters with, a row of ${what} (hashes only)`, () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expectNoOverlap(rows(), file, path.relative(path.join(root, 'bench'), file));
  });
}

/** The test that `rows` overlap none of the shared injection corpora in `corpora` (skipped when absent; injections-more.jsonl must be there). */
export function itOverlapsNoCorpus(rows: () => readonly BatchRow[], corpora: string): void {
  it.skipIf(!existsSync(corpora))('no text equals, or shares 60 characters with, a row of the shared injection corpora (hashes only; needs ../shared/corpora)', () => {
    const present = CORPUS_FILES.map((f) => path.join(corpora, f)).filter((f) => existsSync(f));
    expect(present.map((f) => path.basename(f))).toContain('injections-more.jsonl');
    for (const file of present) {
      const h = fileHashes(file);
      expect(overlapping(rows(), h.whole), `${path.basename(file)}: equal`).toEqual([]);
      expect(sharingWindow(rows(), h.windows), `${path.basename(file)}: 60 shared characters`).toEqual([]);
    }
  });
}

/** The English batches' row rules: the id names the family under `prefix`, attack agrees with kind, a family holds one side, no repeats, reserved hosts only. */
export function itChecksEnglishRows(rows: () => readonly BatchRow[], prefix: string): void {
  const isAttackKind = (k: string): boolean => (ATTACK_KINDS as readonly string[]).includes(k);
  it('every row fits the schema, its id names its family, and attack agrees with kind', () => {
    expect(rows().length).toBeGreaterThan(0);
    for (const r of rows()) {
      expect(r.id.startsWith(`${prefix}-${r.family}-`), r.id).toBe(true);
      expect(r.attack, r.id).toBe(isAttackKind(r.kind));
    }
  });

  it('a family holds one side only: attack families have no negatives and negative families no attacks', () => {
    const side = new Map<string, boolean>();
    const mixed = new Set<string>();
    for (const r of rows()) {
      if (side.has(r.family) && side.get(r.family) !== r.attack) mixed.add(r.family);
      side.set(r.family, r.attack);
    }
    expect([...mixed]).toEqual([]);
  });

  it('ids are unique and no text occurs twice (after whitespace normalisation)', () => {
    expect(repeats(rows())).toEqual({ ids: [], texts: [] });
  });

  it('every URL and email address uses a reserved documentation name or address', () => {
    const bad = rows().flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
  });
}

/** What `itRefusesWrongWorldRows` builds its rows from: a good attack and a good hard negative of one language. */
export interface WorldRowProbe {
  prefix: string;
  /** An earlier round's prefix, which this round's schema must refuse. */
  earlier: string;
  lang: string;
  /** Another language of the batch: an id naming it disagrees with `lang`. */
  otherLang: string;
  /** A language outside the batch. */
  outside: string;
  attackFamily: string;
  /** A hard-negative family (`hn-…`). */
  negativeFamily: string;
  /** Languages the schema must also take (a round's added languages). */
  alsoLangs?: readonly string[];
}

/** The sided world schema's refusals, the same from round 14 on: a wrong attack flag, language, round, family side or kind. */
export function itRefusesWrongWorldRows(schema: { safeParse: (v: unknown) => { success: boolean } }, p: WorldRowProbe): void {
  it('the schema refuses a row whose id, language, family, kind or attack flag is wrong', () => {
    const id = (lang: string, family: string, prefix = p.prefix): string => `${prefix}-${lang}-${family}-1`;
    const good = { id: id(p.lang, p.attackFamily), family: p.attackFamily, kind: 'indirect', lang: p.lang, attack: true, text: 'x'.repeat(30) };
    const neg = { id: id(p.lang, p.negativeFamily), family: p.negativeFamily, kind: 'hard-negative', lang: p.lang, attack: false, text: 'x'.repeat(30) };
    const bare = p.negativeFamily.replace(/^hn-/u, '');
    const ok = (v: object): boolean => schema.safeParse(v).success;
    expect(ok(good)).toBe(true);
    expect(ok(neg)).toBe(true);
    for (const lang of p.alsoLangs ?? []) expect(ok({ ...good, lang, id: id(lang, p.attackFamily) }), lang).toBe(true);
    expect(ok({ ...good, attack: false })).toBe(false);
    expect(ok({ ...good, id: id(p.otherLang, p.attackFamily) })).toBe(false);
    expect(ok({ ...good, id: id(p.lang, p.attackFamily, p.earlier) })).toBe(false);
    expect(ok({ ...good, lang: 'en', id: id('en', p.attackFamily) })).toBe(false);
    expect(ok({ ...good, lang: p.outside, id: id(p.outside, p.attackFamily) })).toBe(false);
    expect(ok({ ...good, kind: 'hard-negative' })).toBe(false);
    expect(ok({ ...neg, id: id(p.lang, bare), family: bare })).toBe(false);
    expect(ok({ ...neg, kind: 'benign' })).toBe(false);
    expect(ok({ ...good, id: id(p.lang, 'hn-x'), family: 'hn-x' })).toBe(false);
  });
}
