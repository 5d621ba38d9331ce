import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measure, parseJsonl } from './support/metrics';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = path.resolve(projectRoot, '../shared');
const devSet = path.join(shared, 'corpora/injections-dev.jsonl');
const here = path.dirname(fileURLToPath(import.meta.url));

describe.skipIf(!existsSync(devSet))(`injection scanner on ../shared/corpora/injections-dev.jsonl${existsSync(devSet) ? '' : ' (skipped: ../shared is absent)'}`, () => {
  // A skipped describe still runs its body: read the set only when it is there.
  const m = existsSync(devSet) ? measure(parseJsonl(readFileSync(devSet, 'utf8'))) : measure([]);

  it('catches at least 95% of injections (BIPIA indirect-task items left out)', () => {
    expect(m.injections).toBeGreaterThan(20);
    expect(m.missed).toEqual(m.recall >= 0.95 ? m.missed : []);
    expect(m.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('flags at most 1% of benign handbook paragraphs, hard negatives included', () => {
    expect(m.benign).toBeGreaterThan(20);
    expect(m.falsePositives).toEqual(m.fpr <= 0.01 ? m.falsePositives : []);
    expect(m.fpr).toBeLessThanOrEqual(0.01);
  });
});

describe('injection scanner on our own attacks and benign text (test/untrusted/fixtures)', () => {
  const rows = [
    ...parseJsonl(readFileSync(path.join(here, 'fixtures/attacks.jsonl'), 'utf8')),
    ...parseJsonl(readFileSync(path.join(here, 'fixtures/benign.jsonl'), 'utf8')),
  ];
  const m = measure(rows);

  it('catches at least 95% of our own attacks', () => {
    expect(m.injections).toBeGreaterThanOrEqual(40);
    expect(m.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('flags none of our handbook-like benign text about instructions, systems and passwords', () => {
    expect(m.benign).toBeGreaterThanOrEqual(40);
    expect(m.falsePositives).toEqual([]);
  });
});
