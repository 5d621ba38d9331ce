// The CJK analyser of the tokenizer: loaded lazily (only when a repository or a query holds CJK
// text), then synchronous, so `eachWord` stays one loop. Without it, CJK runs fall back to
// `Intl.Segmenter` words (see tokenize.ts).
import { z } from 'zod';
import { loadMorphemes, type DictionaryReader, type Morphemes } from './dictionary';
import { forgetFeatures } from './morphemes';
import { chunkTerms } from './morpheme-terms';
import { chunkHash, emitChunk, findChunk, forgetAllChunks, rememberChunk, rememberedCount } from './chunk-memo';
import { foldsToItself } from './plain-chunk';
import { bigrams, HANGUL, hasCjk, KANA } from './scripts';
import { chunkAt, wordRun, type WordRun } from '../char-scan';

let morphemes: Morphemes | undefined;
let reader: DictionaryReader | undefined;
let loading: Promise<Morphemes | undefined> | undefined;
/**
 * `chunks`: each distinct chunk analysed once and remembered (fast, the default). `sentences`:
 * every run analysed whole, in context, nothing remembered: the slower reference the benchmark
 * compares the default with.
 */
export type AnalyserMode = 'chunks' | 'sentences';
let mode: AnalyserMode = 'chunks';

// Chunks repeat endlessly in a handbook; each distinct one is analysed once, up to a bound (chunk-memo.ts).
const MEMO_MAX = 400_000;
let memoMax = MEMO_MAX;
const WIDTH_VARIANTS = /[\uff00-\uffef]/;
const unchanged = (w: string): string => w;

/**
 * What cut an index's CJK text into terms: the dictionary (`ipadic`), `Intl.Segmenter` words
 * because the dictionary was not there (`segments`), or nothing, as it had none (`none`). A
 * query must be cut the same way, or its terms miss the index's.
 */
export const CjkAnalyserSchema = z.enum(['none', 'ipadic', 'segments']);
export type CjkAnalyser = z.infer<typeof CjkAnalyserSchema>;

/** Two parts of one index: any Segmenter-cut text makes the whole a `segments` index (rebuilt when the dictionary is back). */
export function combineAnalysers(a: CjkAnalyser, b: CjkAnalyser): CjkAnalyser {
  return a === 'segments' || b === 'segments' ? 'segments' : a === 'ipadic' || b === 'ipadic' ? 'ipadic' : 'none';
}

// CJK runs the tokenizer has cut, by how: `collect` reads the difference to label its rows.
const runs = { ipadic: 0, segments: 0 };
let segmentsOnly = false;

/** Count one CJK run the tokenizer cut (tokenize.ts). */
export function noteCjkRun(byDictionary: boolean): void {
  if (byDictionary) runs.ipadic++;
  else runs.segments++;
}

/** The analyser of what `fn` tokenizes (`none` when it met no CJK text). */
export function analyserOf<T>(fn: () => T): { value: T; analyser: CjkAnalyser } {
  const before = { ...runs };
  const value = fn();
  const analyser = runs.segments > before.segments ? 'segments' : runs.ipadic > before.ipadic ? 'ipadic' : 'none';
  return { value, analyser };
}

/** Run `fn` (synchronous) with CJK text cut as an index of `analyser` was: Segmenter words for a `segments` index, even with the dictionary loaded. */
export function asIndexed<T>(analyser: CjkAnalyser, fn: () => T): T {
  if (analyser !== 'segments') return fn();
  const was = segmentsOnly;
  segmentsOnly = true;
  try {
    return fn();
  } finally {
    segmentsOnly = was;
  }
}

/** Where the dictionary's files come from in this context (the entrypoint or the test says). */
export function setDictionaryReader(read: DictionaryReader | undefined): void {
  reader = read;
}

export function setAnalyserMode(m: AnalyserMode): void {
  mode = m;
  forgetAllChunks();
}

/** Drop the remembered chunks (after an add: the worker keeps only the dictionary). */
export function forgetChunks(): void {
  forgetAllChunks();
  forgetFeatures();
}

/** How many chunks the memo holds before it starts again (tests make it small; default 400,000). */
export function setChunkMemoLimit(n = MEMO_MAX): void {
  memoMax = n;
  forgetAllChunks();
}

/** How many chunks are remembered (for the benchmark's memory note). */
export function rememberedChunks(): number {
  return rememberedCount();
}

/** Whether CJK text goes through the dictionary now: it is loaded, and not set aside for a `segments` index (`asIndexed`). */
export function analyserReady(): boolean {
  return morphemes !== undefined && !segmentsOnly;
}

/** Use `m` as the analyser (or none): for tests that compare with and without. */
export function useMorphemes(m: Morphemes | undefined): void {
  morphemes = m;
  if (!m) loading = undefined; // none: the next `ensureAnalyser` reads the dictionary again
  forgetAllChunks();
}

/**
 * Load the dictionary if any of `texts` holds CJK text and a reader is set; once loaded it
 * stays. A failed load is logged and retried on the next call; meanwhile CJK runs fall back.
 */
export async function ensureAnalyserFor(texts: Iterable<string>): Promise<boolean> {
  if (morphemes) return true;
  if (!reader) return false;
  let any = false;
  for (const t of texts) if (hasCjk(t)) { any = true; break; }
  return any ? ensureAnalyser() : false;
}

/** Load the dictionary (if a reader is set) whatever the text: for an index the dictionary built. */
export async function ensureAnalyser(): Promise<boolean> {
  if (morphemes) return true;
  if (!reader) return false;
  loading ??= loadMorphemes(reader).catch((err: unknown) => {
    console.warn('PrimaChat: the Japanese dictionary did not load; CJK text is indexed by word segments.', err);
    loading = undefined;
    return undefined;
  });
  const m = await loading;
  if (m && !morphemes) useMorphemes(m);
  return morphemes !== undefined;
}

/** The tokenizer's width/case fold: `word` remembers what it folded, `once` does not (the same fold). */
export interface Folds {
  word: (w: string) => string;
  once: (w: string) => string;
}

type EmitTerm = (term: string, start: number, end: number, hint?: number) => void;

/**
 * Emit the terms of the run of letters `text[from, to)` that holds CJK text (offsets from `at`,
 * where the run starts), through the dictionary. Call only when `analyserReady()`. `folds` are the tokenizer's
 * width/case fold; `scanned`, the word scan's run, spares two regex tests, and lets the run be
 * read in place: the tokenizer sliced every CJK run out of its field before, one string per run.
 */
export function analyseRun(text: string, from: number, to: number, at: number, folds: Folds, emit: EmitTerm, scanned?: WordRun): void {
  if (scanned && !scanned.widthForms && mode === 'chunks') {
    // Chinese chunks (no kana in the run) are remembered apart: their terms add bigrams.
    chunkRun(text, from, to, at - from, !scanned.kana, folds, emit);
    return;
  }
  const run = text.slice(from, to);
  const m = morphemes!;
  // Half-width kana (ｶﾞ: its voicing mark is not a katakana letter) and full-width Latin are
  // folded before the run is cut; if that changes its length, terms get the whole run's span.
  // The word scan already knows whether the run holds such forms, and kana (char-scan.ts).
  const widthForms = scanned ? scanned.widthForms : WIDTH_VARIANTS.test(run);
  const normal = widthForms ? run.normalize('NFKC') : run;
  const exact = normal.length === run.length;
  const chinese = scanned && !widthForms ? !scanned.kana : !KANA.test(normal);
  const emitAt: EmitTerm = exact ? emit : (t) => emit(t, at, at + run.length);
  if (mode === 'sentences' && !HANGUL.test(normal)) {
    const terms = chunkTerms(m, normal, (w) => w.normalize('NFKC').toLowerCase(), chinese);
    for (let k = 0; k < terms.length; k += 3) emitAt(terms[k] as string, at + (terms[k + 1] as number), at + (terms[k + 2] as number));
    return;
  }
  chunkRun(normal, 0, normal.length, at, chinese, folds, emitAt);
}

// One scan of chunks, reused (the analyser is synchronous and does not call itself).
const c = wordRun();

/** The chunks of `text[from, to)`, each analysed once and remembered; terms' offsets are `shift` + their index in `text`. */
function chunkRun(text: string, from: number, to: number, shift: number, chinese: boolean, folds: Folds, emit: EmitTerm): void {
  const m = morphemes!;
  const fold = folds.word;
  for (let i = from; i < to; i = c.end) {
    chunkAt(text, i, c, to);
    const base = shift + i;
    if (c.hangul) {
      // Korean words carry their particles (검색은, 검색을): bigrams match across them.
      bigrams(fold(text.slice(i, c.end)), base, emit);
      continue;
    }
    if (!c.cjk) {
      emit(fold(text.slice(i, c.end)), base, base + c.end - i);
      continue;
    }
    const flag = chinese ? 1 : 0;
    const h = chunkHash(text, i, c.end, flag);
    let e = findChunk(h, text, i, c.end, flag);
    if (e < 0) {
      // Met once (then remembered): folded without filling the fold's memo, or not at all
      // when the fold cannot change it (plain-chunk.ts).
      const terms = chunkTerms(m, text.slice(i, c.end), foldsToItself(text, i, c.end) ? unchanged : folds.once, chinese);
      if (rememberedCount() >= memoMax) forgetAllChunks();
      e = rememberChunk(h, text, i, c.end, flag, terms);
    }
    emitChunk(e, base, emit);
  }
}

const VERB_END = /[うくぐすつぬぶむる]$/;

/**
 * Whether `term` (a query's index term) is a verb's base form by the dictionary: one morpheme
 * tagged 動詞 (使う, 消す, 押す). False without the dictionary, or for a `segments` index.
 */
export function isVerbTerm(term: string): boolean {
  // A verb's base form (終止形) ends in a u-row kana: nouns, katakana and Latin words skip the dictionary.
  if (!analyserReady() || !VERB_END.test(term)) return false;
  const p = morphemes!.path(term);
  return p.length === 1 && p.features[0]!.pos === '動詞';
}
