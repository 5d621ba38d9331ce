// Morphemes to index terms: base forms (活用形 → 基本形) of the words that carry a topic, with
// bigrams for words the dictionary does not know. Rules are IPADIC's part-of-speech grammar,
// not lists fitted to questions.
import type { Morpheme, Morphemes } from './dictionary';
import { foldKatakana } from './fold';
import { bigrams, CJK, HAN_ONLY } from './scripts';

// Parts of speech that carry grammar, not topic: particles (は, を), auxiliaries (たい, です,
// ます), symbols, fillers, interjections, conjunctions, adnominals (この), prefixes (お, ご),
// adverbs (どう, もっと, すぐ: how and how much, as English question words and stop words).
const DROP_POS = new Set(['助詞', '助動詞', '記号', 'フィラー', '感動詞', '接続詞', '連体詞', '接頭詞', '副詞', 'その他']);
// Dependent words (こと, もの, しまう in 〜してしまう), pronouns and suffixes (さん, 的, 化).
const DROP_DETAIL = new Set(['非自立', '代名詞', '接尾']);
// Potential verbs (使える, 書ける) are their own entries in IPADIC; the godan verb they derive
// from (使う, 書く) is what a dictionary-form heading holds. e-row → u-row of the stem's last kana.
const E_TO_U: Record<string, string> = { え: 'う', け: 'く', げ: 'ぐ', せ: 'す', て: 'つ', ね: 'ぬ', べ: 'ぶ', め: 'む', れ: 'る' };

/**
 * The terms of a chunk with their offsets inside it, flat: term, start, end, term, start, end…
 * One array per chunk, not one per term: the analyser keeps every distinct chunk's terms, and
 * a first pass over a handbook paid the garbage collector for each small array it kept.
 */
export type ChunkTerms = Array<string | number>;

function keeps(t: Morpheme): boolean {
  if (DROP_POS.has(t.pos) || DROP_DETAIL.has(t.pos_detail_1)) return false;
  // する is the light verb of サ変 nouns (申請する): the noun carries the topic.
  return !(t.pos === '動詞' && t.conjugated_type === 'サ変・スル');
}

const godan = new Map<string, string>();
/** 使える → 使う when the dictionary has 使う as a godan verb; other verbs unchanged. */
export function potentialToGodan(m: Morphemes, t: Morpheme, base: string): string {
  if (t.pos !== '動詞' || t.conjugated_type !== '一段' || base.length < 3 || !base.endsWith('る')) return base;
  const u = E_TO_U[base[base.length - 2]!];
  if (!u) return base;
  let out = godan.get(base);
  if (out === undefined) {
    const cand = base.slice(0, -2) + u;
    const ts = m.tokenize(cand);
    out = ts.length === 1 && ts[0]!.pos === '動詞' && ts[0]!.conjugated_type.startsWith('五段') && ts[0]!.basic_form === cand ? cand : base;
    godan.set(base, out);
  }
  return out;
}

/**
 * The terms of one chunk (see `CHUNK`), already width- and case-folded by `fold`. Offsets are
 * the morphemes' own when folding kept the chunk's length, else the whole chunk's.
 */
export function chunkTerms(m: Morphemes, chunk: string, fold: (w: string) => string, chinese: boolean): ChunkTerms {
  const folded = fold(chunk);
  const exact = folded.length === chunk.length;
  const out: ChunkTerms = [];
  const push = (term: string, s: number, e: number): void => void (exact ? out.push(term, s, e) : out.push(term, 0, chunk.length));
  for (const t of m.tokenize(folded)) {
    if (!keeps(t)) continue;
    const start = t.word_position - 1;
    const end = start + t.surface_form.length;
    if (t.word_type === 'UNKNOWN') {
      // Not in the dictionary: the word, and its bigrams so that parts of it match too.
      push(foldKatakana(t.surface_form), start, end);
      if (CJK.test(t.surface_form) && Array.from(t.surface_form).length >= 3) bigrams(t.surface_form, start, (b, s, e) => b !== t.surface_form && push(b, s, e));
      continue;
    }
    const base = t.basic_form && t.basic_form !== '*' ? t.basic_form : t.surface_form;
    push(foldKatakana(potentialToGodan(m, t, base)), start, end);
  }
  // Han with no kana around it is likely Chinese, which IPADIC does not describe: bigrams too.
  if (chinese && HAN_ONLY.test(folded) && Array.from(folded).length >= 3) bigrams(folded, 0, (b, s, e) => push(b, s, e));
  return out;
}
