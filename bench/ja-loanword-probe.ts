// Probe: the English terms each katakana word reaches in ja-react-dev (cjk/loanwords.ts).
// Run: npx vite-node bench/ja-loanword-probe.ts アニメーション リスト …
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { katakanaSkeleton, loanwordMatches } from '../lib/search/cjk/loanwords';
import { buildIndex } from '../lib/search/index';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { CORPUS } from './support/ja-quality';

setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);
const index = buildIndex(corpusSections(readCorpus(CORPUS)));
const terms = index.data.postings.terms;
for (const w of process.argv.slice(2)) console.log(w, katakanaSkeleton(w), loanwordMatches(terms, w).map((t) => terms[t]).join(' '));
