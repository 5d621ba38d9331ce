import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOnCorpus, readCorpus, readQuestions } from './quality-eval';

const SHARED = path.resolve(import.meta.dirname, '../..', '../shared');
const present = existsSync(path.join(SHARED, 'corpora/questions-18f.jsonl'));
if (!present) console.warn(`Skipping the search quality check: ${SHARED}/corpora is absent (needs ../shared next to the project).`);

const OWN = path.resolve(import.meta.dirname, 'fixtures/questions-own.jsonl');

describe('search quality', () => {
  const own = readQuestions(OWN);

  it('has at least 30 questions of our own, some in Japanese', () => {
    expect(own.length).toBeGreaterThanOrEqual(30);
    expect(own.filter((q) => q.repo === 'ja').length).toBeGreaterThanOrEqual(5);
  });

  it('answers every Japanese question in the top 6, where MiniSearch defaults cannot', async () => {
    const r = await compareOnCorpus(readCorpus(path.resolve(import.meta.dirname, 'fixtures'), 'ja'), own.filter((q) => q.repo === 'ja'));
    expect(r.ours.misses).toEqual([]);
    expect(r.ours.hit6).toBeGreaterThan(r.reference.hit6);
  });

  it.skipIf(!present)('reaches hit@6 ≥ 0.95 over all questions and beats MiniSearch defaults on the 18F handbook', async () => {
    const questions = [...readQuestions(path.join(SHARED, 'corpora/questions-18f.jsonl')), ...own.filter((q) => q.repo === '18f-handbook')];
    const en = await compareOnCorpus(readCorpus(path.join(SHARED, 'corpora/18f-handbook')), questions);
    const ja = await compareOnCorpus(readCorpus(path.resolve(import.meta.dirname, 'fixtures'), 'ja'), own.filter((q) => q.repo === 'ja'));
    const n = en.ours.questions + ja.ours.questions;
    const hit6 = (en.ours.hit6 * en.ours.questions + ja.ours.hit6 * ja.ours.questions) / n;
    expect(hit6, JSON.stringify(en.ours.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(en.ours.hit6).toBeGreaterThan(en.reference.hit6);
    expect(en.ours.hit1).toBeGreaterThan(en.reference.hit1);
  });
});
