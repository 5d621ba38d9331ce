// Experiment harness (issue 14, round 3): one ranking configuration per run, every question's
// hit@1/hit@6 written to a JSON file so that two runs can be paired (sign test). Run:
// npx vite-node bench/search-variants.ts -- --name=X [--exp='{"k":v}'] [--frozen] [--against=Y]
// Dev figures are always printed; frozen only with --frozen (read once a choice is made on dev).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { EXPERIMENT } from '../lib/search/experiment';
import { useSynonyms } from '../lib/search/synonyms';
import { DEFAULT_PARAMS, deriveSynonyms, WORDNET_DICT } from '../scripts/synonyms/derive';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { hitRank, questionGroups, readBenchQuestions, sectionLocator } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const NAME = arg('name') ?? 'current';
const OUT = '/tmp/q/variants';
Object.assign(EXPERIMENT, JSON.parse(arg('exp') ?? '{}'));
const ONLY = arg('only');
const HANDBOOKS = [['18f-handbook', 'questions-18f.jsonl'], ['cwe-playbook', 'questions-cwe-playbook.jsonl'], ['mattermost-handbook', 'questions-mattermost-handbook.jsonl'], ['ja-react-dev', 'questions-ja-react-dev.jsonl']].filter(([h]) => !ONLY || ONLY.split(',').includes(h!));

interface Rec { key: string; handbook: string; group: string; frozen: boolean; r: number }
setDictionaryReader(nodeDictionaryReader);
if (EXPERIMENT.synW) useSynonyms(deriveSynonyms(WORDNET_DICT, { ...DEFAULT_PARAMS, ...JSON.parse(arg('derive') ?? '{}') }));
await ensureAnalyserFor(['日本語']);
const recs: Rec[] = [];
let queryMs = 0;
let queries = 0;
for (const [name, shared] of HANDBOOKS as Array<[string, string]>) {
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const index = buildIndex(sections);
  const locate = sectionLocator(sections);
  const groups = questionGroups(
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`)),
    readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora'),
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.dev-more.jsonl`), 'dev'),
  );
  for (const [group, qs] of groups) {
    for (const q of qs) {
      const t0 = performance.now();
      const hits = await searchIndex(index, q.question, 6);
      queryMs += performance.now() - t0;
      queries++;
      recs.push({ key: `${name}|${group}|${q.question}`, handbook: name, group, frozen: group.startsWith('frozen'), r: hitRank(hits, q, locate) });
    }
  }
}
mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, `${NAME}.json`), JSON.stringify(recs));

function signP(w: number, l: number): number {
  const n = w + l;
  if (n === 0) return 1;
  let c = 1;
  let sum = 0;
  for (let i = 0; i <= Math.min(w, l); i++) { sum += c; c = (c * (n - i)) / (i + 1); }
  return Math.min(1, (2 * sum) / 2 ** n);
}
const againstFile = path.join(OUT, `${arg('against') ?? 'base'}.json`);
const base = existsSync(againstFile) ? new Map((JSON.parse(readFileSync(againstFile, 'utf8')) as Rec[]).map((r) => [r.key, r])) : undefined;
function line(label: string, rs: Rec[]): string {
  const h1 = rs.filter((r) => r.r === 0).length;
  const h6 = rs.filter((r) => r.r >= 0).length;
  let pair = '';
  if (base) {
    const w6 = rs.filter((r) => r.r >= 0 && (base.get(r.key)?.r ?? -1) < 0).length;
    const l6 = rs.filter((r) => r.r < 0 && (base.get(r.key)?.r ?? -1) >= 0).length;
    const w1 = rs.filter((r) => r.r === 0 && base.get(r.key)?.r !== 0).length;
    const l1 = rs.filter((r) => r.r !== 0 && base.get(r.key)?.r === 0).length;
    pair = ` | @1 +${w1}/−${l1} p${signP(w1, l1).toFixed(2)} | @6 +${w6}/−${l6} p${signP(w6, l6).toFixed(2)}`;
  }
  return `| ${label} | ${rs.length} | ${(h1 / rs.length).toFixed(3)} | ${(h6 / rs.length).toFixed(3)}${pair} |`;
}
const out: string[] = [`${NAME} ${JSON.stringify(EXPERIMENT)} (${(queryMs / queries).toFixed(2)} ms/query)`];
const splits = process.argv.includes('--frozen') ? [false, true] : [false];
for (const fz of splits) {
  const sel = recs.filter((r) => r.frozen === fz);
  const tag = fz ? 'frozen' : 'dev';
  out.push(line(`${tag} all`, sel), line(`${tag} English`, sel.filter((r) => r.handbook !== 'ja-react-dev')));
  for (const [h] of HANDBOOKS) out.push(line(`${tag} ${h}`, sel.filter((r) => r.handbook === h)));
}
console.log(out.join('\n'));
