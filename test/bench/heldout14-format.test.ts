// The format of the round-14 English held-out batch (bench/heldout14/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora and with the
// round-10, round-12 and round-13 batches by hash alone, so nobody running it sees another file's
// row or learns what the scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, hosts, SAFE_HOST, ATTACK_KINDS, fileHashes, overlapping, readBatchRows, repeats, sharingWindow } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout14/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];
// The earlier held-out batches, compared by hash only: their texts are never read into an assertion message.
const EARLIER_BATCHES = ['heldout10', 'heldout12', 'heldout13'].flatMap((dir) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', dir, f)));

const rows = readBatchRows(BATCH, englishRowSchema('en14'));
const isAttackKind = (k: string): boolean => (ATTACK_KINDS as readonly string[]).includes(k);

describe('round-14 English held-out batch (format only)', () => {
  it('every row fits the schema, its id names its family, and attack agrees with kind', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.id.startsWith(`en14-${r.family}-`), r.id).toBe(true);
      expect(r.attack, r.id).toBe(isAttackKind(r.kind));
    }
  });

  it('holds the counts the brief asks for: ≥ 200 attacks, ≥ 140 negatives of which ≥ 90 hard (above the round-14 floor of 160/110/70), indirect ≥ 35% of attacks', () => {
    const attacks = rows.filter((r) => r.attack);
    expect(attacks.length).toBeGreaterThanOrEqual(200);
    expect(rows.length - attacks.length).toBeGreaterThanOrEqual(140);
    expect(rows.filter((r) => r.kind === 'hard-negative').length).toBeGreaterThanOrEqual(90);
    expect(attacks.filter((r) => r.kind === 'indirect').length / attacks.length).toBeGreaterThanOrEqual(0.35);
  });

  it('a family holds one side only: attack families have no negatives and negative families no attacks', () => {
    const side = new Map<string, boolean>();
    const mixed = new Set<string>();
    for (const r of rows) {
      if (side.has(r.family) && side.get(r.family) !== r.attack) mixed.add(r.family);
      side.set(r.family, r.attack);
    }
    expect([...mixed]).toEqual([]);
  });

  it('ids are unique and no text occurs twice (after whitespace normalisation)', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('every URL and email address uses a reserved documentation name or address', () => {
    const bad = rows.flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
    // hosts and SAFE_HOST themselves are tested once, in heldout12-format.test.ts.
  });

  // The overlap checks themselves (layout, case, a window too short) are tested once, in heldout10-format.test.ts.
  // One check for every reference file: the six earlier batch files must exist; the corpora are
  // compared when ../shared/corpora is present (injections-more.jsonl then must be among them).
  const corpora = existsSync(CORPORA) ? CORPUS_FILES.map((f) => path.join(CORPORA, f)).filter((f) => existsSync(f)) : [];
  it('the references are all there: six earlier batch files, and injections-more.jsonl when the corpora are', () => {
    expect(EARLIER_BATCHES.filter((f) => !existsSync(f))).toEqual([]);
    expect(EARLIER_BATCHES).toHaveLength(6);
    if (existsSync(CORPORA)) expect(corpora.map((f) => path.basename(f))).toContain('injections-more.jsonl');
  });

  it.each([...EARLIER_BATCHES, ...corpora].map((f) => [f.startsWith(CORPORA) ? `corpora/${path.basename(f)}` : path.relative(ROOT, f), f]))('no text equals, or shares 60 characters with, a row of %s (hashes only)', (_name, file) => {
    const h = fileHashes(file);
    expect(h.whole.size).toBeGreaterThan(100);
    expect(overlapping(rows, h.whole), 'equal').toEqual([]);
    expect(sharingWindow(rows, h.windows), '60 shared characters').toEqual([]);
  });
});
