// Whether a chunk is one the tokenizer's fold (`foldOnce`: NFKD, Latin diacritics dropped, NFC,
// lowercase) gives back unchanged, so a chunk met for the first time can skip it: four passes
// and three strings per chunk, ~5% of a first Japanese pass (issue 14), for chunks that are
// nearly all plain kana and kanji. Plain: hiragana ぁ–ゖ, katakana ァ–ヺ and ー, and the CJK
// unified ideographs 一–鿿. None has a compatibility decomposition, each canonical one (が →
// か + ゛) recomposes, and none is a combining mark, so a string of them also folds to itself
// (test/search/plain-chunk.test.ts checks every code point and random strings).

/** Whether `text[from, to)` is all plain kana and kanji (see above). */
export function foldsToItself(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x4e00 ? c > 0x9fff : !((c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fa) || c === 0x30fc)) return false;
  }
  return true;
}
