// The shipped search (searchIndex with the learned rerank) against today's first stage, question
// by question, on the dev questions of each handbook (issue 14, round 10). The shipped model was
// fitted on these questions, so its figures here are not evidence (bench/rerank-trial.ts has the
// honest ones, a handbook left out); what this checks is the wiring: the rank searchIndex gives
// each answer is the rank the trial's harness gives under the shipped weights. Dev only.
// Run: npx vite-node bench/rerank-paired.ts
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, hitsOf, searchIndex } from '../lib/search/index';
import { asIndexed } from '../lib/search/cjk/analyser';
import { runQuery } from '../lib/search/query';
import { modelScore, RERANK_MODEL } from '../lib/search/rerank-model';
import { reranks } from '../lib/search/rerank';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, sectionLocator } from './support/search-quality';
import { devQuestionsOf, rerankItems } from './support/rerank-items';
import { addTally, fmt, tally, type Tally } from './support/hit-tally';
import { newRank } from './support/rerank-lambda';
import { NOT_SHIPPED } from './support/rerank-features';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

if (!existsSync(CORPORA)) console.log(`Skipped: ${CORPORA} is absent.`);
else {
  const items = await rerankItems(ROOT, CORPORA, RERANK_MODEL.candidates, NOT_SHIPPED);
  let k = 0;
  let differ = 0;
  let sum: Tally | undefined;
  console.log('| handbook (dev, fitted: not evidence) | n | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|---|');
  for (const h of HANDBOOKS) {
    if (!existsSync(path.join(CORPORA, h.name))) continue;
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const locate = sectionLocator(sections);
    const before: number[] = [];
    const after: number[] = [];
    for (const q of devQuestionsOf(ROOT, h.name)) {
      const today = await hitsOf(index, asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, q.question, 6)));
      const now = await searchIndex(index, q.question, 6);
      before.push(hitRank(today, q, locate));
      after.push(hitRank(now, q, locate));
      // The harness's rank under the shipped weights (top 6 or not), for the same question.
      const it = items[k++]!;
      const harness = reranks(q.question) ? newRank(it, (c) => modelScore(RERANK_MODEL, c.x)) : it.gold;
      const h6 = harness >= 0 && harness < 6 ? harness : -1;
      if (h6 !== after[after.length - 1]) differ++;
    }
    const t = tally(after, before);
    console.log(`| ${h.name} | ${t.n} | ${fmt(t)} |`);
    sum = sum ? addTally(sum, t) : t;
  }
  console.log(`| all | ${sum!.n} | ${fmt(sum!)} |`);
  console.log(`\nquestions whose answer's rank differs between searchIndex and the harness: ${differ} of ${k}`);
}
