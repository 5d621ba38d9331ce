// The round-10 held-out questions (bench/questions/<handbook>.held-10.jsonl): 30 per handbook, split
// "held10", each at a heading line of its handbook as stored, none at a section any other question
// file asks (dev or frozen, ours or shared), and exactly the sections the committed sampler keeps.
// Other files are compared by file and section line only; no other question's text is read or shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELD10_AUTHOR, Held10QuestionSchema, readHeld10 } from '../../bench/support/held10-questions';
import { sampleHeld10 } from '../../bench/support/sample-held10';
import { HANDBOOKS } from '../../bench/support/search-quality';
import { expectAtOwnSections } from './support/held-questions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const QDIR = path.join(ROOT, 'bench/questions');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const HAVE_CORPORA = existsSync(CORPORA);
if (!HAVE_CORPORA) console.warn(`held10-questions: ${CORPORA} is absent, so the checks against the handbooks are skipped`);

describe('round-10 held-out questions', () => {
  it('have their own split and author, and a dev or frozen line does not pass as held10', () => {
    const row = { question: 'q', file: 'a.md', heading: 'A', line: 1, split: 'held10', author: HELD10_AUTHOR };
    expect(Held10QuestionSchema.safeParse(row).success).toBe(true);
    expect(Held10QuestionSchema.safeParse({ ...row, split: 'dev' }).success).toBe(false);
    expect(Held10QuestionSchema.safeParse({ ...row, split: 'frozen' }).success).toBe(false);
    for (const h of HANDBOOKS) expect(readHeld10(QDIR, h.name).length, h.name).toBe(30);
  });

  it.skipIf(!HAVE_CORPORA)('are 30 per handbook at heading lines with their heading, the sampler\'s draw, none at a section another question asks (needs ../shared/corpora)', () => {
    for (const h of HANDBOOKS) expectAtOwnSections(h.name, readHeld10(QDIR, h.name), 'held-10', 2, sampleHeld10);
  });
});
