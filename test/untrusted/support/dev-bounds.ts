/**
 * The bounded dev sets of issue 15 as data: each set's texts, its bound and which way it binds.
 * dev-sets.test.ts and latin-sets.test.ts read their bounds here (`boundedSet`), and
 * scripts/injection-spent-bounds.ts checks a candidate classifier against every one of them in
 * memory before its assets are written, so the two cannot drift apart. Dev sets: measured, never
 * trained on.
 */
import { alternateHalf, DEV_HARD_NEGATIVES, type TextFamily } from '../fixtures/dev-hard-negatives';
import { DEV_HARD_NEGATIVES_TALK } from '../fixtures/dev-hard-negatives-talk';
import { DEV_LANGUAGE_ATTACKS } from '../fixtures/dev-attacks-languages';
import { DEV_ENGLISH_ATTACKS } from '../fixtures/dev-attacks-english';
import { DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES } from '../fixtures/dev-embedded';
import { benignLanguagesHeldOut, DEV_BENIGN_LANGUAGES } from '../fixtures/dev-benign-languages';
import { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } from '../fixtures/dev-attacks-english-more';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../fixtures/dev-attacks-languages-more';
import { DEV_BENIGN_LANGUAGES_MORE } from '../fixtures/dev-benign-languages-more';
import { S7_HELDOUT_ATTACKS, S7_HELDOUT_NEGATIVES } from '../fixtures/dev-s7-heldout';
import { S7_LANGUAGE_ATTACKS, S7_LANGUAGE_BENIGN } from '../fixtures/dev-languages-s7';
import { S8_LANGUAGE_ATTACKS, S8_LANGUAGE_BENIGN } from '../fixtures/dev-languages-s8';
import { ASIA9_ATTACKS, ASIA9_BENIGN } from '../fixtures/dev-asia9-heldout';
import { S8_EN_HELDOUT_ATTACKS, S8_EN_HELDOUT_NEGATIVES } from '../fixtures/dev-s8-en-heldout';
import { S8_IND_HELDOUT_ATTACKS, S8_IND_HELDOUT_NEGATIVES } from '../fixtures/dev-s8-ind-heldout';
import { LATIN8_ATTACKS, LATIN8_BENIGN } from '../fixtures/dev-latin8-heldout';
import { LATIN9_ATTACKS, LATIN9_BENIGN } from '../fixtures/dev-latin9-heldout';

/** A bounded set: at most `max` of its texts flagged (benign), or at least `min` caught (attacks). */
export interface BoundedSet {
  readonly name: string;
  readonly texts: readonly string[];
  readonly max?: number;
  readonly min?: number;
}

const all = (fs: readonly TextFamily[]): string[] => fs.flatMap((f) => f.texts);
const LATIN = ['fr', 'de', 'es', 'it', 'pt', 'id', 'tr', 'vi', 'tl'];
const latin = (fs: readonly TextFamily[]): string[] => fs.filter((f) => LATIN.includes(f.lang ?? '')).flatMap((f) => f.texts);
const SCRIPTS = ['ja', 'zh', 'ko', 'ru', 'hi', 'ar', 'bn', 'th'];
const oddMore = (hard: boolean): string[] => all(alternateHalf(DEV_BENIGN_LANGUAGES_MORE.filter((f) => (f.kind === 'hard negative') === hard && (hard || f.kind === undefined)), 1));
const share = (ts: readonly string[], p: number, upper: boolean): number => (upper ? Math.floor(p * ts.length + 1e-9) : Math.ceil(p * ts.length - 1e-9));

/** Every bound of the two test files on what the whole scan (rules and classifier) flags. */
export function devBoundedSets(): BoundedSet[] {
  const hard = all(DEV_HARD_NEGATIVES);
  const talk = all(DEV_HARD_NEGATIVES_TALK);
  const lang5 = [...all(DEV_LANGUAGE_ATTACKS), ...all(DEV_ENGLISH_ATTACKS)];
  const embedded = all(DEV_EMBEDDED_ATTACKS);
  const more = all(DEV_MORE_ENGLISH_ATTACKS);
  const langMore = all(DEV_LANGUAGE_ATTACKS_MORE);
  const cjk = (f: { lang?: string }): boolean => f.lang === 'ja' || f.lang === 'zh';
  const scripts = (f: { lang?: string }): boolean => SCRIPTS.includes(f.lang ?? '');
  return [
    { name: 'hard negatives (56)', texts: hard, max: share(hard, 0.125, true) },
    { name: 'talk hard negatives (48)', texts: talk, max: share(talk, 0.125, true) },
    { name: 'round-5 languages + English attacks', texts: lang5, min: share(lang5, 0.8, false) },
    { name: 'embedded attacks', texts: embedded, min: share(embedded, 0.8, false) },
    { name: 'embedded negatives (22)', texts: all(DEV_EMBEDDED_NEGATIVES), max: 6 },
    { name: 'round-10 Latin prose held out (28)', texts: benignLanguagesHeldOut(), max: 4 },
    { name: 'round-11 English attacks', texts: more, min: share(more, 0.75, false) },
    { name: 'round-11 hard negatives (30)', texts: all(DEV_MORE_ENGLISH_NEGATIVES), max: 2 },
    { name: 'sixth-round attacks, 11 languages', texts: langMore, min: 122 },
    { name: 'sixth-round prose, odd half (26)', texts: oddMore(false), max: 2 },
    { name: 'sixth-round hard negatives, odd half (26)', texts: oddMore(true), max: 7 },
    { name: 'seventh-round attacks', texts: all(S7_HELDOUT_ATTACKS), min: 28 },
    { name: 'seventh-round hard negatives (30)', texts: all(S7_HELDOUT_NEGATIVES), max: 5 },
    { name: 'eighth-round English attacks', texts: all(S8_EN_HELDOUT_ATTACKS), min: 57 },
    { name: 'eighth-round English hard negatives (40)', texts: all(S8_EN_HELDOUT_NEGATIVES), max: 7 },
    { name: 'eighth-round indirect attacks', texts: all(S8_IND_HELDOUT_ATTACKS), min: 17 },
    { name: 'eighth-round indirect negatives (25)', texts: all(S8_IND_HELDOUT_NEGATIVES), max: 2 },
    { name: 'round-5 attacks, 8 languages', texts: all(DEV_LANGUAGE_ATTACKS), min: 86 },
    { name: 'ja/zh attacks', texts: all([...DEV_LANGUAGE_ATTACKS, ...S7_LANGUAGE_ATTACKS].filter(cjk)), min: 33 },
    { name: 'paragraphs in eight scripts (80)', texts: all([...S7_LANGUAGE_BENIGN, ...alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1)].filter(scripts)), max: 12 },
    { name: 'eighth-round attacks, eight scripts', texts: all(S8_LANGUAGE_ATTACKS), min: 45 },
    { name: 'eighth-round paragraphs, eight scripts (48)', texts: all(S8_LANGUAGE_BENIGN), max: 2 },
    { name: 'asia9 attacks', texts: all(ASIA9_ATTACKS), min: 54 },
    { name: 'asia9 paragraphs (36)', texts: all(ASIA9_BENIGN), max: 6 },
    { name: 'Latin dev attacks', texts: latin([...DEV_LANGUAGE_ATTACKS, ...DEV_LANGUAGE_ATTACKS_MORE, ...DEV_EMBEDDED_ATTACKS]), min: 109 },
    { name: 'Latin held-out paragraphs (48)', texts: [...all(alternateHalf(DEV_BENIGN_LANGUAGES, 1)), ...latin(alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1))], max: 4 },
    { name: 'latin8 attacks', texts: all(LATIN8_ATTACKS), min: 52 },
    { name: 'latin8 prose (23)', texts: all(LATIN8_BENIGN.filter((f) => f.kind !== 'hard negative')), max: 0 },
    { name: 'latin8 hard negatives (23)', texts: all(LATIN8_BENIGN.filter((f) => f.kind === 'hard negative')), max: 12 },
    { name: 'latin9 attacks', texts: all(LATIN9_ATTACKS), min: 51 },
    { name: 'latin9 paragraphs (40)', texts: all(LATIN9_BENIGN), max: 7 },
  ];
}

let table: readonly BoundedSet[] | undefined;

/** The set of that name (a test's bound), from the table built once; throws on a name the table does not hold. */
export function boundedSet(name: string): BoundedSet {
  const set = (table ??= devBoundedSets()).find((s) => s.name === name);
  if (set === undefined) throw new Error(`No bounded dev set named ${name}`);
  return set;
}

/** Whether what `flagged` flags of the set keeps its bound, with the count, for a test's message. */
export function boundHolds(set: BoundedSet, flagged: (t: string) => boolean): { name: string; count: number; holds: boolean } {
  const count = set.texts.filter(flagged).length;
  return { name: set.name, count, holds: holdsAt(set, count) };
}

/** Whether `count` texts of the set flagged keeps its bound. */
export const holdsAt = (set: BoundedSet, count: number): boolean => (set.max !== undefined ? count <= set.max : count >= (set.min as number));
