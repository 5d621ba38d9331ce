// One tokenizer for indexing and for queries, so both sides agree on every term.
import { englishStem, isEnglishStopWord } from './english';
import { analyseRun, analyserReady, noteCjkRun } from './cjk/analyser';
import { bigrams, CJK, HANGUL } from './cjk/scripts';
import { nextWord, wordRun, type WordRun } from './char-scan';
import { foldKatakana } from './cjk/fold';

/** A term and where its word sits in the original text (UTF-16 offsets). */
export interface TermAt {
  term: string;
  start: number;
  end: number;
}

// Runs of letters, digits and joiners; apostrophes inside words (`don't`) stay in the word.
export const WORD = /[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}]+)*/gu;
// Scripts written without spaces between words: Han, Hiragana, Katakana (and Thai, Lao, Khmer).
export const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
// eslint-disable-next-line no-control-regex
const ASCII_ONLY = /^[\x00-\x7f]*$/;
// WORD restricted to ASCII: letters, digits, `_`, and apostrophes inside words.
const ASCII_WORD = /[a-z0-9_]+(?:'[a-z0-9]+)*/g;
// Combining diacritical marks only: dakuten in kana (U+3099/309A) must survive, or ガ becomes カ.
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

let segmenter: Intl.Segmenter | undefined;
function wordSegmenter(): Intl.Segmenter {
  if (!segmenter) {
    segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
    // ICU's first CJK segmentation in a process, while it loads its dictionary, cuts differently
    // from every later one (ー漢字 is one word, then ー and 漢字): an index and its queries would
    // disagree. One throwaway segmentation loads it first (test/search/segmenter-first-call.test.ts).
    Array.from(segmenter.segment('漢字'));
  }
  return segmenter;
}

// Non-ASCII words fold through two normalisations; they repeat (a Japanese page says 経費 many
// times), so their folded forms are remembered, up to a bound.
const folded = new Map<string, string>();
const FOLDED_MAX = 50_000;

/** Lowercase, compatibility forms unified (fullwidth → ASCII), Latin diacritics folded. */
export function foldTerm(word: string): string {
  // The ASCII fast path skips normalisation for most English words.
  if (ASCII_ONLY.test(word)) return word.toLowerCase();
  let out = folded.get(word);
  if (out === undefined) {
    out = foldOnce(word);
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(word, out);
  }
  return out;
}

/**
 * `foldTerm` without its memo, for text folded once: a CJK chunk the analyser has not met (its
 * terms are remembered by the chunk memo). Remembering the ~23,000 distinct chunks of a Japanese
 * handbook here kept each one's strings alive and emptied this memo twice per pass.
 */
export function foldOnce(word: string): string {
  if (ASCII_ONLY.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(DIACRITICS, '').normalize('NFC').toLowerCase().replace(/’/g, "'");
}

const FOLDS = { word: foldTerm, once: foldOnce };

/**
 * Split text into folded words with their offsets. Space-separated scripts split on non-word
 * characters; a run containing CJK (or Thai) is cut into words by `Intl.Segmenter`.
 */
export function wordsWithOffsets(text: string, skipCjk = false): TermAt[] {
  const out: TermAt[] = [];
  eachWord(text, (term, start, end) => out.push({ term, start, end }), skipCjk);
  return out;
}

/**
 * A word and its offsets; `hint`, when given, is a small number the same word tends to come with
 * (the chunk memo's id of a CJK term), for a consumer to remember the word by in an array
 * instead of a map. Only a hint: the same hint may come with another word later.
 */
export type Emit = (term: string, start: number, end: number, hint?: number) => void;

// Pure ASCII (most handbook text): the same words as `WORD`, lower-cased in one pass, with no
// script test and no folding per word. `toLowerCase` keeps ASCII offsets.
function asciiWords(text: string, emit: Emit): void {
  const lower = text.toLowerCase();
  ASCII_WORD.lastIndex = 0;
  for (let m = ASCII_WORD.exec(lower); m; m = ASCII_WORD.exec(lower)) emit(m[0], m.index, m.index + m[0].length);
}

/**
 * Call `emit` with each folded word of `text` and its offsets: the word loop behind
 * `wordsWithOffsets` and `splitWords` (queries and snippets), a callback instead of objects.
 */
export function eachWord(text: string, emit: Emit, skipCjk = false): void {
  if (ASCII_ONLY.test(text)) return asciiWords(text, emit);
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const cjk = CJK.test(m[0]);
    runWords(text, m.index, m.index + m[0].length, cjk, cjk || NO_SPACES.test(m[0]), emit, skipCjk);
  }
}

/**
 * `eachWord` for indexing, which calls it on every field of a repository: the same words, with
 * runs found by the character table (char-scan.ts, compared with `WORD` in word-scan.test.ts)
 * instead of the regex. Once compiled it is much faster on Japanese text; in a worker just woken
 * its per-character loop runs interpreted and took 9–25 ms where the regex took 1.6 ms over six
 * hits' texts, so queries and snippets keep the regex.
 */
export function eachIndexWord(text: string, emit: Emit): void {
  if (ASCII_ONLY.test(text)) return asciiWords(text, emit);
  const w = wordRun();
  for (let from = 0; nextWord(text, from, w); from = w.end) {
    // An ASCII word is folded as `foldTerm` folds it: lower-cased.
    if (w.ascii) emit(text.slice(w.start, w.end).toLowerCase(), w.start, w.end);
    else runWords(text, w.start, w.end, w.cjk, w.noSpaces, emit, false, w);
  }
}

/**
 * The words of the run of letters `text[at, end)`; `scanned`, when the table found it, spares the
 * analyser two regex tests. A CJK run goes to the analyser where it sits in the text, not sliced
 * out (most of a Japanese body is such runs).
 */
function runWords(text: string, at: number, end: number, cjk: boolean, noSpaces: boolean, emit: Emit, skipCjk: boolean, scanned?: WordRun): void {
  // Snippets find CJK terms by substring (cjk/snippet-hits.ts): no analysis at query time.
  if (cjk && skipCjk) return;
  // CJK through the dictionary (base forms, bigrams for unknown words) once it is loaded.
  if (cjk && analyserReady()) {
    noteCjkRun(true);
    return analyseRun(text, at, end, at, FOLDS, emit, scanned);
  }
  const run = text.slice(at, end);
  if (!cjk && !noSpaces) return emit(foldTerm(run), at, end);
  // Counted, so an index says its CJK text was cut without the dictionary (cjk/analyser.ts).
  if (cjk) noteCjkRun(false);
  for (const seg of wordSegmenter().segment(run)) {
    // The run holds only letters and digits, so every segment is a word. `isWordLike` is not
    // to be trusted alone: Firefox's segmenter calls a lone word (the query 休暇) not word-like.
    if (seg.isWordLike === false && !LETTER_OR_DIGIT.test(seg.segment)) continue;
    const s = at + seg.index;
    if (HANGUL.test(seg.segment)) bigrams(foldTerm(seg.segment), s, emit);
    else emit(foldKatakana(foldTerm(seg.segment)), s, s + seg.segment.length);
  }
}

/** English stemming (`english.ts`); non-ASCII words are left alone. */
export function stem(term: string): string {
  return englishStem(term);
}

/**
 * One word to its index term: drops stop words and single kana (particles such as は, の, を),
 * then stems. Returns `null` for a dropped term (MiniSearch's `processTerm` contract, so the quality
 * reference can use it too).
 */
export function processTerm(term: string): string | null {
  if (isEnglishStopWord(term)) return null;
  if (/^[\p{Script=Hiragana}ー]$/u.test(term)) return null;
  return stem(term.endsWith("'s") ? term.slice(0, -2) : term);
}

/** Folded words, before `processTerm` (MiniSearch's `tokenize` contract). */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  eachWord(text, (term) => out.push(term));
  return out;
}

/**
 * The terms of a text as the index sees them: lowercase, diacritics folded, CJK segmented into
 * words, stop words dropped, lightly stemmed. Use it for both documents and queries.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const w of wordsWithOffsets(text)) {
    const t = processTerm(w.term);
    if (t) out.push(t);
  }
  return out;
}
