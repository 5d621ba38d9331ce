import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PrimaChatError } from '../../lib/errors';
import { heldout10Docs } from '../../bench/support/injection-train';
import { HELDOUT10_DIR, HELDOUT10_FILES, heldout10Family, heldout10Group, heldout10Rows, heldout10Source, SPENT_BATCHES, spentBatchRows } from '../../bench/support/injection-train-heldout10';

// The spent round-10 batches as training data (round 12): pinned by the SHA-256 of their bytes.
const root = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'heldout10-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A project root whose batch files are the real ones, `en.jsonl` passed through `edit`. */
function rootWith(edit: (s: string) => string): string {
  const dir = mkdtempSync(path.join(tmp, 'root-'));
  mkdirSync(path.join(dir, HELDOUT10_DIR), { recursive: true });
  for (const name of Object.keys(HELDOUT10_FILES)) copyFileSync(path.join(root, HELDOUT10_DIR, name), path.join(dir, HELDOUT10_DIR, name));
  const en = path.join(dir, HELDOUT10_DIR, 'en.jsonl');
  writeFileSync(en, edit(readFileSync(en, 'utf8')));
  return dir;
}

describe('the round-10 batches as training data', () => {
  it('read every row of the pinned files: 423 attacks and 265 negatives, each language in a group', () => {
    const rows = heldout10Rows(root);
    expect([rows.filter((r) => r.attack).length, rows.filter((r) => !r.attack).length]).toEqual([423, 265]);
    const groups = new Set(rows.map((r) => heldout10Group(r.lang)));
    expect(groups.size).toBe(8);
    expect(heldout10Source(rows[0] as (typeof rows)[0])).toBe('heldout10 en');
  });

  it('refuse a batch whose bytes changed, even by one character, with a stable code', () => {
    expect(heldout10Rows(rootWith((s) => s)).length).toBe(688);
    const changed = rootWith((s) => s.replace('"text": "', '"text": " '));
    expect(() => heldout10Rows(changed)).toThrow(PrimaChatError);
    expect(() => heldout10Rows(changed)).toThrow(/en\.jsonl has SHA-256 [0-9a-f]{64}, not the pinned/);
  });

  it('name a later batch in its rows\' sources and families, and keep round 10\'s names as they were trained', () => {
    const row = heldout10Rows(root)[0] as ReturnType<typeof heldout10Rows>[0];
    expect([heldout10Source(row), heldout10Family(row)]).toEqual(['heldout10 en', `en ${row.family}`]);
    const later = { ...row, batch: 'heldout12' };
    expect([heldout10Source(later), heldout10Family(later)]).toEqual(['heldout12 en', `heldout12 en ${row.family}`]);
    const spent = spentBatchRows(root);
    expect(spent.slice(0, 688)).toEqual(heldout10Rows(root));
    expect(spent.slice(688).every((r) => r.batch !== undefined && `bench/${r.batch}` in SPENT_BATCHES)).toBe(true);
  });

  it('refuse a language that no group holds, rather than training it under a wrong source', () => {
    expect(() => heldout10Group('xx')).toThrow(/Language xx .* in no group/);
  });

  it('make documents per label as many times as asked, with the group as source and the family kept', () => {
    const rows = heldout10Rows(root).filter((r) => r.family === 'override' || r.family === 'onboarding');
    const attacks = rows.filter((r) => r.attack).length;
    const negatives = rows.length - attacks;
    expect(attacks).toBeGreaterThan(0);
    expect(negatives).toBeGreaterThan(0);
    const docs = heldout10Docs(rows, { attacks: 2, negatives: 3 });
    expect([docs.filter((d) => d.y === 1).length, docs.filter((d) => d.y === 0).length]).toEqual([2 * attacks, 3 * negatives]);
    expect(new Set(docs.map((d) => d.family))).toEqual(new Set(['world override', 'world onboarding']));
    expect(docs.every((d) => d.source.startsWith('heldout10 ') && d.source !== 'heldout10 en')).toBe(true);
    expect(heldout10Docs(rows, { attacks: 0, negatives: 0 })).toEqual([]);
    expect(heldout10Family(rows[0] as (typeof rows)[0])).toMatch(/^world /);
  });

  // HARD_NEGATIVE_WORDS reads English and Japanese only: the batch's label marks the others.
  it("mark every negative the batch labels a hard negative as hard, in any language, and only negatives", () => {
    const rows = heldout10Rows(root).filter((r) => r.lang === 'ko' || r.lang === 'ru');
    const docs = heldout10Docs(rows, { attacks: 1, negatives: 1 });
    const hardRows = rows.filter((r) => r.kind === 'hard-negative').length;
    expect(hardRows).toBeGreaterThan(0);
    expect(docs.filter((d) => d.hard === true).length).toBeGreaterThanOrEqual(hardRows);
    expect(docs.some((d) => d.y === 1 && d.hard === true)).toBe(false);
    expect(docs.some((d) => d.secondOnly === true)).toBe(false);
    expect(heldout10Docs(rows, { attacks: 1, negatives: 1 }, undefined, true).every((d) => d.secondOnly === true)).toBe(true);
  });
});
