// The format of the round-12 English held-out batch (bench/heldout12/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora and with the
// round-10 batches by hash alone, so nobody running it sees another file's row or learns what the
// scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, hosts, SAFE_HOST, ATTACK_KINDS, fileHashes, overlapping, readBatchRows, repeats, sharingWindow } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout12/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];
const HELDOUT10_FILES = ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench/heldout10', f));

const RowSchema = englishRowSchema('en12');



const rows = readBatchRows(BATCH, RowSchema);
const isAttackKind = (k: string): boolean => (ATTACK_KINDS as readonly string[]).includes(k);

describe('round-12 English held-out batch (format only)', () => {
  it('every row fits the schema, its id names its family, and attack agrees with kind', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.id.startsWith(`en12-${r.family}-`), r.id).toBe(true);
      expect(r.attack, r.id).toBe(isAttackKind(r.kind));
    }
  });

  it('holds the counts the brief asks for: ≥ 200 attacks, ≥ 140 negatives of which ≥ 90 hard, indirect ≥ 35% of attacks', () => {
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
    expect(hosts('see https://a.example.net/x and mail b@c.example or https://evil.test/y')).toEqual(['a.example.net', 'evil.test', 'c.example']);
    const bad = rows.flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
    expect(['x.example.com', 'example', '203.0.113.9'].every((h) => SAFE_HOST.test(h))).toBe(true);
    expect(['example.co', 'evil.test', '8.8.8.8', 'notexample.com.evil.net'].some((h) => SAFE_HOST.test(h))).toBe(false);
  });

  // The overlap checks themselves (layout, case, a window too short) are tested once, in heldout10-format.test.ts.

  it('no text equals, or shares 60 characters with, a row of the round-10 held-out batches (hashes only)', () => {
    for (const file of HELDOUT10_FILES) {
      expect(existsSync(file), path.basename(file)).toBe(true);
      const h = fileHashes(file);
      expect(h.whole.size, path.basename(file)).toBeGreaterThan(100);
      expect(overlapping(rows, h.whole), `heldout10/${path.basename(file)}: equal`).toEqual([]);
      expect(sharingWindow(rows, h.windows), `heldout10/${path.basename(file)}: 60 shared characters`).toEqual([]);
    }
  });

  it.skipIf(!existsSync(CORPORA))('no text equals, or shares 60 characters with, a row of the shared injection corpora (hashes only; needs ../shared/corpora)', () => {
    const present = CORPUS_FILES.map((f) => path.join(CORPORA, f)).filter((f) => existsSync(f));
    expect(present.map((f) => path.basename(f))).toContain('injections-more.jsonl');
    for (const file of present) {
      const h = fileHashes(file);
      expect(overlapping(rows, h.whole), `${path.basename(file)}: equal`).toEqual([]);
      expect(sharingWindow(rows, h.windows), `${path.basename(file)}: 60 shared characters`).toEqual([]);
    }
  });
});
