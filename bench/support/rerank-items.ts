// The dev questions of the rerank trials (our dev lines, the dev-more and dev-9 files; never frozen:
// the trials fit models on them) with today's top N candidates and their features.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from '../../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import { HANDBOOKS, readBenchQuestions, readExtraDev, sectionLocator, type BenchQuestion } from './search-quality';
import { candidates, contextFor, FEATURES, locateDoc, type Candidate } from './rerank-features';

/** One question's candidates and where the answer sits among them (-1: not in the top N). */
export interface Item { handbook: string; author: string; question: string; cands: Candidate[]; gold: number }

function devQuestionsOf(root: string, name: string): BenchQuestion[] {
  const own = readBenchQuestions(path.join(root, 'bench/questions', `${name}.jsonl`));
  const { more, ninth } = readExtraDev(path.join(root, 'bench/questions'), name);
  return [...own.filter((q) => q.split === 'dev'), ...more, ...ninth];
}

/** Items of every handbook present in `corpora`; features named in `drop` are left out of `x`. */
export async function rerankItems(root: string, corpora: string, n: number, drop: ReadonlySet<string>): Promise<Item[]> {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const out: Item[] = [];
  for (const h of HANDBOOKS) {
    if (!existsSync(path.join(corpora, h.name))) continue;
    const sections = corpusSections(readCorpus(path.join(corpora, h.name)));
    const index = buildIndex(sections);
    const ctx = contextFor(index, sections);
    const locate = sectionLocator(sections);
    for (const q of devQuestionsOf(root, h.name)) {
      const cands = candidates(ctx, q.question, n).map((c) => ({ ...c, x: c.x.filter((_, j) => !drop.has(FEATURES[j]!)) }));
      const target = locate(q.file, q.line);
      const gold = cands.findIndex((c) => { const l = locateDoc(index, c.doc); return l.file === q.file && l.line === target; });
      out.push({ handbook: h.name, author: q.author, question: q.question, cands, gold });
    }
  }
  return out;
}
