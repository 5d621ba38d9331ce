// Morphemes to index terms: base forms (活用形 → 基本形) of the words that carry a topic, with
// bigrams for words the dictionary does not know. Rules are IPADIC's part-of-speech grammar,
// not lists fitted to questions.
import type { Morphemes } from './dictionary';
import type { MorphemeFeatures } from './morphemes';
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

function keeps(t: MorphemeFeatures): boolean {
  return (t.keep ??= decideKeep(t));
}

function decideKeep(t: MorphemeFeatures): boolean {
  if (DROP_POS.has(t.pos) || DROP_DETAIL.has(t.pos_detail_1)) return false;
  // する is the light verb of サ変 nouns (申請する): the noun carries the topic.
  return !(t.pos === '動詞' && t.conjugated_type === 'サ変・スル');
}

function mayBePotential(t: Pick<MorphemeFeatures, 'pos' | 'conjugated_type'>, base: string): boolean {
  return t.pos === '動詞' && t.conjugated_type === '一段' && base.length >= 3 && base.endsWith('る') && E_TO_U[base[base.length - 2]!] !== undefined;
}

const godan = new Map<string, string>();
/** 使える → 使う when the dictionary has 使う as a godan verb; other verbs unchanged. */
export function potentialToGodan(m: Morphemes, t: Pick<MorphemeFeatures, 'pos' | 'conjugated_type'>, base: string): string {
  if (!mayBePotential(t, base)) return base;
  const u = E_TO_U[base[base.length - 2]!]!;
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
  // The path is reused by the next analysis, which checking a potential verb makes (`potentialToGodan`):
  // those wait until the path has been read. [term's index in `out`, base form, features]…
  let potential: Array<number | string | MorphemeFeatures> | undefined;
  const p = m.path(folded);
  for (let k = 0; k < p.length; k++) {
    const t = p.features[k]!;
    if (!keeps(t)) continue;
    const start = p.start[k]!;
    const end = p.end[k]!;
    const surface = folded.slice(start, end);
    if (!t.known) {
      // Not in the dictionary: the word, and its bigrams so that parts of it match too.
      push(foldKatakana(surface), start, end);
      if (CJK.test(surface) && Array.from(surface).length >= 3) bigrams(surface, start, (b, s, e) => b !== surface && push(b, s, e));
      continue;
    }
    const base = t.basic_form && t.basic_form !== '*' ? t.basic_form : surface;
    if (mayBePotential(t, base)) (potential ??= []).push(out.length, base, t);
    push(foldKatakana(base), start, end);
  }
  for (let i = 0; potential && i < potential.length; i += 3) {
    out[potential[i] as number] = foldKatakana(potentialToGodan(m, potential[i + 2] as MorphemeFeatures, potential[i + 1] as string));
  }
  // Han with no kana around it is likely Chinese, which IPADIC does not describe: bigrams too.
  if (chinese && HAN_ONLY.test(folded) && Array.from(folded).length >= 3) bigrams(folded, 0, (b, s, e) => push(b, s, e));
  return out;
}
