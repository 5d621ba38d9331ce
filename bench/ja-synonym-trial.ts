/**
 * Trial, measurement only: Sudachi's synonyms (npm sudachi-synonyms-dictionary, not a dependency:
 * pass its JSON) for Japanese queries on today's ranking, on the Japanese DEV questions only
 * (bench/ja-misses.ts's 116: ja-react-dev dev, dev-9, spent held-10). Each Sudachi word is put in
 * index form by the analyser (only words that are one index term); a query term reaches up to
 * `perTerm` others of its groups that the index holds, same-word spellings first, through
 * bench/support/synonym-query.ts (the product's runQuery with the expansions handed in; no rerank),
 * against the same harness with no table. Won/lost per question with a sign test.
 *
 * Run: npx vite-node bench/ja-synonym-trial.ts <path to sudachi-synonyms-dictionary.json>
 */
import { readFileSync } from 'node:fs';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { buildIndex } from '../lib/search/index';
import { tokenize } from '../lib/search/tokenize';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { rankedWithSynonyms, type SynonymOptions } from './support/synonym-query';
import { CORPUS, jaDevQuestions } from './support/ja-quality';

interface Item { expandControl: number; vocabularyNumber: number; midashi: string }

/** Index term → the index terms of the other words of its groups, same-word spellings first. */
function sudachiTable(groups: ReadonlyArray<{ items: readonly Item[] }>, sameOnly: boolean): Map<string, string[]> {
  const out = new Map<string, { same: Set<string>; other: Set<string> }>();
  const one = (w: string): string | undefined => {
    const t = tokenize(w);
    return t.length === 1 ? t[0] : undefined;
  };
  for (const g of groups) {
    const items = g.items.filter((i) => i.expandControl !== 2).map((i) => ({ ...i, term: one(i.midashi) })).filter((i) => i.term);
    for (const a of items) {
      if (a.expandControl !== 0) continue;
      const e = out.get(a.term!) ?? { same: new Set(), other: new Set() };
      out.set(a.term!, e);
      for (const b of items) {
        if (b.term === a.term) continue;
        if (b.vocabularyNumber === a.vocabularyNumber) e.same.add(b.term!);
        else if (!sameOnly) e.other.add(b.term!);
      }
    }
  }
  return new Map([...out].map(([k, e]) => [k, [...e.same, ...[...e.other].filter((x) => !e.same.has(x))]]));
}

setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);
const sections = corpusSections(readCorpus(CORPUS));
const index = buildIndex(sections);
const groups = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Array<{ items: Item[] }>;
const qs = jaDevQuestions();
const answerKey = (q: (typeof qs)[number]) => {
  const s = sections.find((x) => x.file === q.file && (x.line === q.line || x.heading === q.heading));
  return s ? `${s.file}#${s.line}` : '';
};
const ranksWith = (o: SynonymOptions) => qs.map((q) => rankedWithSynonyms(index, q.question, 100, o).findIndex((r) => r.key === answerKey(q)));
const none = ranksWith({ table: new Map(), weight: 0, credit: 0, perTerm: 0 });
const hit = (r: number, k: number) => r >= 0 && r < k;
const line = (name: string, ranks: number[]) => {
  const won = (k: number) => ranks.filter((r, i) => hit(r, k) && !hit(none[i]!, k)).length;
  const lost = (k: number) => ranks.filter((r, i) => !hit(r, k) && hit(none[i]!, k)).length;
  const h = (k: number) => (ranks.filter((r) => hit(r, k)).length / ranks.length).toFixed(2);
  console.log(`| ${name} | ${h(1)} | ${h(6)} | ${won(1)}/${lost(1)} | ${won(6)}/${lost(6)} |`);
};
console.log(`Japanese dev ${qs.length} questions, runQuery without rerank\n| variant | hit@1 | hit@6 | won/lost @1 | won/lost @6 |\n|---|---|---|---|---|`);
line('no synonyms (baseline)', none);
for (const sameOnly of [true, false]) {
  const table = sudachiTable(groups, sameOnly);
  for (const [weight, credit, perTerm] of [[0.5, 0.5, 2], [0.35, 0.5, 4], [0.7, 1, 2]] as const) {
    line(`${sameOnly ? 'same-word spellings' : 'spellings + synonyms'}, weight ${weight}, credit ${credit}, ${perTerm} per term`, ranksWith({ table, weight, credit, perTerm }));
  }
}
