// English analysis behind `processTerm`: the stop words dropped from sections and queries, and
// the stemmer. Both sides of the index go through it, so they always agree.
//
// Measured against maintained alternatives on the dev and frozen questions (bench/questions,
// table in bench/results/search-quality.md): Porter (`stemmer`), Porter2 (`snowball-stemmers`)
// and the Snowball stop word list did not do better on the frozen split, so this stays.

// Function words that match almost every section and only add noise to OR queries.
const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an and are as at be by can do does for from has have how i if in is it its me my of on or our ' +
    'should so that the their there this to was we what when where which who why will with you your ' +
    "i'm it's").split(' '),
);

/** Whether a folded word is an English stop word (dropped from sections and queries alike). */
export function isEnglishStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

// Suffixes stripped by `englishStem`, longest first. Deliberately crude: both the index and the
// query go through it, so it only has to be consistent, not linguistically right.
const SUFFIXES = ['ings', 'ions', 'ers', 'ing', 'ion', 'ies', 'ed', 'er', 'es', 'ly', 's'];

/**
 * Light English stemming ("relocating", "relocation", "relocate" → "relocat"; "voting" →
 * "vot"): strip one common suffix when at least three letters stay, then a final `e` and a
 * doubled consonant. Words that are not plain lower-case ASCII letters are left alone.
 */
export function englishStem(term: string): string {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return term;
  let t = term;
  for (const suffix of SUFFIXES) {
    if (t.endsWith(suffix) && t.length - suffix.length >= 3) {
      if (suffix === 's' && /(ss|us|is)$/.test(t)) break;
      t = suffix === 'ies' ? `${t.slice(0, -3)}y` : t.slice(0, -suffix.length);
      break;
    }
  }
  if (t.length > 3 && t.endsWith('e')) t = t.slice(0, -1);
  if (/([^aeiouslz])\1$/.test(t)) t = t.slice(0, -1);
  return t;
}
