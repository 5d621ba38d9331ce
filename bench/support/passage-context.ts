// One handbook for the round-9 trials (issue 14): its sections, today's index, its dev questions
// (our dev lines, dev-more and dev-9; never frozen: the trials choose constants on them) with the
// answer's key, and a ranker for any index built from the same sections. Dev only.
import path from 'node:path';
import { asIndexed } from '../../lib/search/cjk/analyser';
import { buildIndex, type RepoIndex } from '../../lib/search/index';
import { runQuery } from '../../lib/search/query';
import type { Section } from '../../lib/search/sections';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import { readBenchQuestions, readExtraDev, sectionLocator, type BenchQuestion } from './search-quality';

export interface TrialBook {
  name: string;
  sections: Section[];
  index: RepoIndex;
  questions: BenchQuestion[];
  /** `file#line` of each question's answer ('' when the locator finds none). */
  gold: string[];
}

export function loadTrialBook(root: string, corpora: string, name: string): TrialBook {
  const sections = corpusSections(readCorpus(path.join(corpora, name)));
  const locate = sectionLocator(sections);
  const own = readBenchQuestions(path.join(root, 'bench/questions', `${name}.jsonl`)).filter((q) => q.split === 'dev');
  const { more, ninth } = readExtraDev(path.join(root, 'bench/questions'), name);
  const questions = [...own, ...more, ...ninth];
  const gold = questions.map((q) => { const l = locate(q.file, q.line); return l === undefined ? '' : `${q.file}#${l}`; });
  return { name, sections, index: buildIndex(sections), questions, gold };
}

/** A section's key in any index: `file#line`. */
export function keyOf(index: RepoIndex, doc: number): string {
  const { docs } = index.data;
  return `${docs.files[docs.fileOf[doc]!]!}#${docs.line[doc]!}`;
}

/** The top `limit` of `index` for `q` as keys and scores (what searchIndex ranks, without snippets). */
export function ranked(index: RepoIndex, q: string, limit: number): Array<{ key: string; doc: number; score: number }> {
  return asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, q, limit, undefined, undefined, { terms: false }))
    .map((r) => ({ key: keyOf(index, r.doc), doc: r.doc, score: r.score }));
}

/** The answer's 0-based rank in `keys`, or -1. */
export const rankOf = (keys: readonly string[], gold: string): number => (gold ? keys.indexOf(gold) : -1);
