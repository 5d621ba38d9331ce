// Japanese search quality on ja-react-dev: our index (through `searchIndex`, limit 6, as
// stone_search) against MiniSearch defaults and MiniSearch over kuromoji base forms (the
// issue's reference), on the dev and frozen splits apart and on the shared (always frozen) set.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import kuromoji from 'kuromoji';
import { buildIndex } from '../../lib/search/index';
import type { Section } from '../../lib/search/sections';
import { corpusSections, defaultSearcher, measure, ourSearcher, readCorpus, type Question, type Quality, type Searcher } from '../../test/search/quality-eval';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CORPUS = path.resolve(ROOT, '../shared/corpora/ja-react-dev');

export type SplitQuestion = Question & { split: 'dev' | 'frozen' };

type Row = Question & { split?: string };
const read = (f: string): Row[] => readFileSync(path.join(ROOT, 'bench/questions', f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);

/** All Japanese dev questions: never a frozen row. */
export function jaDevQuestions(): Row[] {
  return [
    ...read('ja-react-dev.jsonl').filter((q) => q.split === 'dev'),
    ...read('ja-react-dev.dev-9.jsonl').filter((q) => q.split !== 'frozen'),
    ...read('ja-react-dev.held-10.jsonl').filter((q) => q.split !== 'frozen'),
  ];
}

/** Our questions (with their split) and the shared ones (frozen). */
export function jaQuestions(): SplitQuestion[] {
  const own = readFileSync(path.join(ROOT, 'bench/questions/ja-react-dev.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as SplitQuestion);
  const sharedFile = path.resolve(CORPUS, '../questions-ja-react-dev.jsonl');
  const shared = existsSync(sharedFile) ? readFileSync(sharedFile, 'utf8').split('\n').filter(Boolean).map((l) => ({ ...(JSON.parse(l) as Question), split: 'frozen' as const })) : [];
  return [...own, ...shared.map((q) => ({ ...q, split: 'frozen' as const, shared: true }))];
}

async function kuromojiSearcher(sections: readonly Section[]): Promise<Searcher> {
  const tokenizer = await new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((ok, no) =>
    kuromoji.builder({ dicPath: path.join(ROOT, 'node_modules/kuromoji/dict') }).build((err, t) => (err ? no(err) : ok(t))),
  );
  const tokenize = (text: string): string[] =>
    tokenizer.tokenize(text).flatMap((t) => (t.pos === '記号' || /^\s+$/.test(t.surface_form) ? [] : [t.basic_form === '*' ? t.surface_form : t.basic_form]));
  const mini = new MiniSearch<Section>({ fields: ['heading', 'text'], tokenize, processTerm: (t) => t.toLowerCase() });
  mini.addAll(sections);
  const byId = new Map(sections.map((s) => [s.id, s]));
  return (q) => mini.search(q).slice(0, 6).flatMap((r) => byId.get(String(r.id)) ?? []);
}

export interface JaQualityRow {
  name: string;
  dev: Quality;
  frozen: Quality;
  shared: Quality;
}

/** A configuration of our index to measure: `prepare` sets the analyser up before the build. */
export interface Variant {
  name: string;
  prepare: () => Promise<void>;
}

/** Quality of each of our variants and of the references on the three sets. */
export async function jaQuality(variants: readonly Variant[], withKuromojiReference = true): Promise<JaQualityRow[]> {
  const sections = corpusSections(readCorpus(CORPUS));
  const qs = jaQuestions();
  const sets = {
    dev: qs.filter((q) => q.split === 'dev'),
    frozen: qs.filter((q) => q.split === 'frozen' && !('shared' in q)),
    shared: qs.filter((q) => 'shared' in q),
  };
  const rows: JaQualityRow[] = [];
  const run = async (name: string, s: Searcher) => void rows.push({ name, dev: await measure(sets.dev, s), frozen: await measure(sets.frozen, s), shared: await measure(sets.shared, s) });
  for (const v of variants) {
    await v.prepare();
    await run(v.name, ourSearcher(buildIndex(sections)));
  }
  await run('MiniSearch defaults', defaultSearcher(sections));
  if (withKuromojiReference) await run('MiniSearch + kuromoji base forms', await kuromojiSearcher(sections));
  return rows;
}

const f2 = (x: number): string => x.toFixed(2);
export function jaQualityTable(rows: readonly JaQualityRow[]): string {
  const n = (split: 'dev' | 'frozen' | 'shared') => jaQuestions().filter((q) => (split === 'shared' ? 'shared' in q : q.split === split && !('shared' in q))).length;
  const head = `| searcher | dev (${n('dev')}) hit@1 | dev hit@6 | frozen (${n('frozen')}) hit@1 | frozen hit@6 | shared frozen (${n('shared')}) hit@1 | shared hit@6 |\n|---|---|---|---|---|---|---|`;
  return [head, ...rows.map((r) => `| ${r.name} | ${f2(r.dev.hit1)} | ${f2(r.dev.hit6)} | ${f2(r.frozen.hit1)} | ${f2(r.frozen.hit6)} | ${f2(r.shared.hit1)} | ${f2(r.shared.hit6)} |`)].join('\n');
}
