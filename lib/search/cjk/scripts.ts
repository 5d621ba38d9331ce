// Which text goes to the CJK analyser, and how a run of it is cut before analysis.

/** Han, kana and Hangul: scripts this folder analyses. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const HANGUL = /\p{Script=Hangul}/u;
export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const HAN_ONLY = /^\p{Script=Han}+$/u;

/** Whether `text` holds any CJK letter (the test that decides whether the dictionary loads). */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * The chunks the analyser memoises: a run of kanji with the hiragana after it (a word with its
 * okurigana and particles: 申請したいです, 使えますか), a katakana word, a hiragana run, or any
 * other letters. Chunks repeat across a handbook far more than sentences do, so each distinct
 * chunk is analysed once; a word never spans two chunks except where kana follow kanji.
 * The analyser cuts them with the character table (`chunkAt`, char-scan.ts); this regex is the
 * definition that scan is tested against (test/search/word-scan.test.ts).
 */
export const CHUNK = /\p{Script=Han}+[\p{Script=Hiragana}ー]*|[\p{Script=Katakana}ー]+|[\p{Script=Hiragana}ー]+|\p{Script=Hangul}+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Character bigrams of `word` with their offsets (a one-letter word is its own term). */
export function bigrams(word: string, at: number, emit: (term: string, start: number, end: number) => void): void {
  const chars = Array.from(word);
  if (chars.length < 2) {
    emit(word, at, at + word.length);
    return;
  }
  let pos = at;
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i]! + chars[i + 1]!;
    emit(pair, pos, pos + pair.length);
    pos += chars[i]!.length;
  }
}
