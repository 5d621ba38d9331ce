// The dev questions of the rerank trials (our dev lines, the dev-more and dev-9 files; never frozen:
// the trials fit models on them) with today's top N candidates and their features.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, type RepoIndex } from '../../lib/search/index';
import type { Section } from '../../lib/search/sections';
import { ensureAnalyserFor, setDictionaryReader } from '../../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import { HANDBOOKS, readBenchQuestions, readExtraDev, sectionLocator, type BenchQuestion } from './search-quality';
import { candidates, contextFor, FEATURES, locateDoc, type Candidate } from './rerank-features';
import { HELD_ROUNDS, readHeld10 } from './held10-questions';

/** One question's candidates and where the answer sits among them (-1: not in the top N). */
export interface Item {
  handbook: string; author: string; question: string; cands: Candidate[]; gold: number;
  /** Which dev file: our first lines, round 3's dev-more, round 9's dev-9, round 10's held-10 (spent since round 11, dev now), or a later spent round's held file (`held12`…). */
  source: 'own' | 'more' | 'ninth' | `held${number}`;
}

/** The held-out rounds read once and spent since, that a fit may also take (round 16's refit): each round's file, tagged `held<N>`. */
export const SPENT_HELD_ROUNDS = ['12', '13', '14', '15'] as const;

/**
 * A handbook's dev questions: our dev lines, round 3's and round 9's files, and round 10's held-10
 * (read once by the integrator in round 10, spent: dev from round 12 on), then the spent rounds named
 * in `spent` (none by default). Never frozen, never a round that is not spent.
 */
export function devQuestionsOf(root: string, name: string, spent: readonly string[] = []): Array<BenchQuestion & { source: Item['source'] }> {
  const own = readBenchQuestions(path.join(root, 'bench/questions', `${name}.jsonl`));
  const { more, ninth } = readExtraDev(path.join(root, 'bench/questions'), name);
  const tag = (qs: readonly BenchQuestion[], source: Item['source']) => qs.map((q) => ({ ...q, source }));
  return [...tag(own.filter((q) => q.split === 'dev'), 'own'), ...tag(more, 'more'), ...tag(ninth, 'ninth'), ...tag(readHeld10(path.join(root, 'bench/questions'), name).map((q) => ({ ...q, split: 'dev' as const })), 'held10'), ...spent.flatMap((r) => {
    const round = HELD_ROUNDS[r];
    if (!round || !(SPENT_HELD_ROUNDS as readonly string[]).includes(r)) throw new Error(`round ${r} is not a spent held-out round`);
    return tag(round.read(path.join(root, 'bench/questions'), name).map((q) => ({ ...q, split: 'dev' as const })), `held${Number(r)}`);
  })];
}

/** A handbook of `corpora`, indexed: its sections, the hit rule's locator and each section's number by `file#line`. */
export interface DevHandbook { name: string; sections: Section[]; index: RepoIndex; locate: ReturnType<typeof sectionLocator>; docOf: Map<string, number> }

/** Each handbook present in `corpora`, indexed one at a time (for the trials that walk every section). */
export function* devHandbooks(corpora: string): Generator<DevHandbook> {
  for (const h of HANDBOOKS) {
    if (!existsSync(path.join(corpora, h.name))) continue;
    const sections = corpusSections(readCorpus(path.join(corpora, h.name)));
    const index = buildIndex(sections);
    const { docs } = index.data;
    const docOf = new Map<string, number>();
    for (let d = 0; d < docs.count; d++) docOf.set(`${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`, d);
    yield { name: h.name, sections, index, locate: sectionLocator(sections), docOf };
  }
}

/**
 * Features a trial adds to each candidate, after the shipped ones: for a handbook (and its sections
 * by doc number), the extra values of a question's candidate `doc`.
 */
export type ExtraFeatures = (h: DevHandbook, sectionOf: (doc: number) => Section) => (question: string, doc: number) => readonly number[];

/** Items of every handbook present in `corpora`; features named in `drop` are left out of `x`, those of `extra` appended. */
export async function rerankItems(root: string, corpora: string, n: number, drop: ReadonlySet<string>, spent: readonly string[] = [], extra?: ExtraFeatures): Promise<Item[]> {
  return (await rerankItemsAt(root, corpora, [n], drop, spent, extra))[0]!;
}

/** `rerankItems` for each candidate count of `ns` (one index build per handbook). */
export async function rerankItemsAt(root: string, corpora: string, ns: readonly number[], drop: ReadonlySet<string>, spent: readonly string[] = [], extra?: ExtraFeatures): Promise<Item[][]> {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const out: Item[][] = ns.map(() => []);
  for (const h of devHandbooks(corpora)) {
    const { index, sections, locate } = h;
    const ctx = contextFor(index, sections);
    const more = extra?.(h, ctx.sectionOf);
    for (const q of devQuestionsOf(root, h.name, spent)) {
      const target = locate(q.file, q.line);
      ns.forEach((n, k) => {
        const cands = candidates(ctx, q.question, n).map((c) => ({ ...c, x: [...c.x.filter((_, j) => !drop.has(FEATURES[j]!)), ...(more?.(q.question, c.doc) ?? [])] }));
        const gold = cands.findIndex((c) => { const l = locateDoc(index, c.doc); return l.file === q.file && l.line === target; });
        out[k]!.push({ handbook: h.name, author: q.author, question: q.question, cands, gold, source: q.source });
      });
    }
  }
  return out;
}
