// English analysis: the stop words that carry no topic and the stemmer. Both sides of the index
// (sections and queries) go through `englishTerm`, so they always agree.
import { stemmer as porter } from 'stemmer';
// @ts-expect-error no types
import snowball from 'snowball-stemmers';
const porter2 = (snowball as { newStemmer(l: string): { stem(w: string): string } }).newStemmer('english');

/**
 * The Snowball project's English stop word list (snowballstem.org/algorithms/english/stop.txt),
 * as published, with the contractions it lists. Not fitted to any questions.
 */
export const SNOWBALL_STOP_WORDS: ReadonlySet<string> = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing would should could ought ' +
    "i'm you're he's she's it's we're they're i've you've we've they've i'd you'd he'd she'd we'd they'd i'll you'll " +
    "he'll she'll we'll they'll isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't " +
    "shan't shouldn't can't cannot couldn't mustn't let's that's who's what's here's there's when's where's why's how's " +
    'a an the and but if or because as until while of at by for with about against between into through during before ' +
    'after above below to from up down in out on off over under again further then once here there when where why how ' +
    'all any both each few more most other some such no nor not only own same so than too very').split(' '),
);


// Suffixes stripped by the legacy stemmer, longest first.
const SUFFIXES = ['ings', 'ions', 'ers', 'ing', 'ion', 'ies', 'ed', 'er', 'es', 'ly', 's'];
function legacyStem(term: string): string {
  if (term.length < 4) return term;
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

const LEGACY_STOP = new Set(
  ('a an and are as at be by can do does for from has have how i if in is it its me my of on or our ' +
    'should so that the their there this to was we what when where which who why will with you your ' +
    "i'm it's").split(' '),
);
const NLTK = new Set([...SNOWBALL_STOP_WORDS, 'can', 'will', 'just', 'now', 's', 't', 'don', 'should', 'd', 'll', 'm', 'o', 're', 've', 'y']);
/** Experiment switches (measured in bench/ranking-variants.ts; removed once measured). */
export const ANALYSIS: { stemmer: 'legacy' | 'porter' | 'porter2'; stops: 'legacy' | 'snowball' | 'nltk' } = { stemmer: 'legacy', stops: 'legacy' };
const stopSet = (): ReadonlySet<string> => (ANALYSIS.stops === 'snowball' ? SNOWBALL_STOP_WORDS : ANALYSIS.stops === 'nltk' ? NLTK : LEGACY_STOP);

/** Stem an ASCII lower-case word; other words are left alone. */
export function englishStem(term: string): string {
  if (!/^[a-z]+$/.test(term)) return term;
  if (ANALYSIS.stemmer === 'porter') return porter(term);
  if (ANALYSIS.stemmer === 'porter2') return porter2.stem(term);
  return legacyStem(term);
}

/** Whether a folded word is an English stop word. */
export function isEnglishStopWord(word: string): boolean {
  return stopSet().has(word);
}
