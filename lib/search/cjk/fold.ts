// Spelling variants of one Japanese word folded to one term, on both the index and the query
// side. Width (ｶﾞ, ＡＢＣ) is already unified by `foldTerm`'s NFKC-equivalent pass; these are the
// variants JIS and the Cabinet's loanword guidelines allow for katakana.

// Small vowel kana after a consonant kana (ウィンドウ / ウインドウ, ティ / テイ), and ヴ rows to
// their b-row spelling (ヴァイオリン / バイオリン): both are written either way.
const SMALL_VOWELS: Record<string, string> = { ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ' };
const VU: Record<string, string> = { ヴァ: 'バ', ヴィ: 'ビ', ヴェ: 'ベ', ヴォ: 'ボ', ヴ: 'ブ' };
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u;

/**
 * A katakana word's variants to one spelling: ヴ rows to b-rows, small vowels to full size,
 * and the long-vowel mark at the end of words of four or more letters dropped (コンピューター /
 * コンピュータ, as JIS Z 8301 writes them). Other words are returned as they are.
 */
export function foldKatakana(word: string): string {
  // Most words start with a kanji or a hiragana, below and above every Katakana-script range
  // but the squared words (U+3300–3357), half-width forms (U+FF66–FF9F) and a kana supplement
  // letter (surrogates): those and katakana go to the regex (first Japanese pass: one regex
  // call per new morpheme).
  const c = word.charCodeAt(0);
  if (c < 0x30a1 || (c > 0x3357 && c < 0xd800) || (c > 0xdbff && c < 0xff66)) return word;
  if (!KATAKANA_WORD.test(word)) return word;
  let out = word.replace(/ヴ[ァィェォ]?/g, (m) => VU[m] ?? m).replace(/[ァィゥェォ]/g, (m) => SMALL_VOWELS[m]!);
  if (out.length >= 4 && out.endsWith('ー')) out = out.replace(/ー+$/, '');
  return out;
}
