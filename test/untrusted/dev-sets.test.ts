import { describe, expect, it } from 'vitest';
import { shippedInjectionModel } from '../../lib/untrusted/classifier/shipped';
import { boundedSet, boundHolds } from './support/dev-bounds';
import { DEV_HARD_NEGATIVES_TALK } from './fixtures/dev-hard-negatives-talk';
import { DEV_LANGUAGE_ATTACKS } from './fixtures/dev-attacks-languages';
import { SHORT_HELDOUT_ATTACKS, SHORT_HELDOUT_NEGATIVES } from './fixtures/dev-short-heldout';
import { DEV_MORE_ENGLISH_ATTACKS } from './fixtures/dev-attacks-english-more';
import { DEV_LANGUAGE_ATTACKS_MORE } from './fixtures/dev-attacks-languages-more';
import { flaggedBy } from './support/flagged';

// Our dev families (issue 15, round 5), never trained on, through the scan as shipped (rules and
// the shipped classifier). Bounds, not exact counts: they are dev measurements, kept from
// sliding back. The classifier of round 4 flagged 12 of the 56 hard negatives.
const model = shippedInjectionModel();
const flagged = flaggedBy(model);
/** Each bound comes from the one table (support/dev-bounds.ts) scripts/injection-spent-bounds.ts checks too. */
const set = boundedSet;
const keeps = (name: string): void => expect(boundHolds(set(name), flagged)).toEqual(expect.objectContaining({ name, holds: true }));
/** Flagged by the rules alone (no classifier). */
const rulesFlag = flaggedBy(null);

describe('the shipped scan on our dev families', () => {
  it('flags at most 12.5% (7 of 56) of the handbook hard negatives (security, AI tools, moderation, templates …)', () => {
    expect(set('hard negatives (56)').texts.length).toBeGreaterThanOrEqual(50);
    keeps('hard negatives (56)');
  });

  // Round 7: text that talks about attacks, passwords, AI tools and moderation. Round 6's asset
  // flagged 13 of the 48 (2 by rules); round 7's, trained on sentences that talk about attacks, 4.
  it('flags at most 12.5% (6 of 48) of the texts about attacks, security, passwords, AI tools and moderation', () => {
    expect(new Set(DEV_HARD_NEGATIVES_TALK.map((f) => f.family)).size).toBeGreaterThanOrEqual(6);
    expect(set('talk hard negatives (48)').texts.length).toBeGreaterThanOrEqual(48);
    keeps('talk hard negatives (48)');
  });

  it('catches at least 80% of the attacks in eight languages and of the English templates and carriers', () => {
    expect(new Set(DEV_LANGUAGE_ATTACKS.map((f) => f.lang)).size).toBeGreaterThanOrEqual(8);
    keeps('round-5 languages + English attacks');
  });

  // Round 9: orders embedded in data (a table row, a record's field, a ticket, a code comment,
  // a paragraph that changes topic) and payload splitting or encodings, with hard negatives of
  // the same shapes, written before the second stage trained on spliced attacks. Round 8's asset
  // caught 25 of the 33 and flagged 4 of the 22.
  it('catches at least 80% of the orders embedded in data, and flags at most 6 of their 22 hard negatives', () => {
    expect(set('embedded attacks').texts.length).toBeGreaterThanOrEqual(30);
    keeps('embedded attacks');
    keeps('embedded negatives (22)');
  });

  // Round 10: benign handbook prose in es/fr/de/it/pt, the half never trained on. Round 9's asset,
  // which had almost no benign text outside English, flagged 7 of the 28; round 10's, trained on
  // the other half, 3 (dev, seeds 15/1/2 of the same training: 7/7/7 -> 3/3/2).
  it('flags at most 4 of the 28 held-out paragraphs of benign prose in other languages', () => {
    expect(set('round-10 Latin prose held out (28)').texts.length).toBe(28);
    keeps('round-10 Latin prose held out (28)');
  });

  // Round 11: English orders in many carriers (HTML, e-mail, listings, search results, résumés,
  // invites, tickets, READMEs, configs, tables, translation sources), short and wrapped
  // extraction, authority claims, fiction, few-shot, payload splitting, many-shot, written before
  // the round's rules and grammar, and their hard negatives in the same words. Round 10's scan
  // (rules and asset) caught 40 of the 67 and flagged 3 of the 30; round 11's rules with round
  // 10's asset 50 and 0 (under the bound); round 11's rules and asset 55 and 0.
  it('catches at least 75% of the round-11 English families, and flags at most 2 of their 30 hard negatives', () => {
    expect(new Set(DEV_MORE_ENGLISH_ATTACKS.map((f) => f.family)).size).toBeGreaterThanOrEqual(15);
    keeps('round-11 English attacks');
    keeps('round-11 hard negatives (30)');
  });

  // Sixth round: attacks in eleven more languages (never trained on) and benign handbook prose
  // and hard negatives in fourteen, the odd half (never trained on). Round 10's asset caught 99 of
  // the 132 attacks but flagged 12 of the 26 paragraphs of prose and 17 of the 26 hard negatives:
  // its second stage saw one placeholder for every word of Korean, Russian, Hindi, Arabic, Bengali
  // and Thai, and scored their text as attacks whatever it said. The sixth round's asset (format 4,
  // reading the letters, trained with the grammars of twelve more languages): 103, 1 and 5; with
  // the sixth round's rules for these languages (written after reading these misses): 125, 1, 5.
  it('catches at least 85% of the attacks in eleven more languages, and flags at most 2 of 26 held-out paragraphs of prose and 7 of 26 hard negatives in fourteen', () => {
    expect(new Set(DEV_LANGUAGE_ATTACKS_MORE.map((f) => f.lang)).size).toBe(11);
    expect(['sixth-round attacks, 11 languages', 'sixth-round prose, odd half (26)', 'sixth-round hard negatives, odd half (26)'].map((n) => set(n).texts.length)).toEqual([132, 26, 26]);
    // 85% is 113 of the 132; the table's bound for them is 122 (the test below).
    keeps('sixth-round attacks, 11 languages');
    keeps('sixth-round prose, odd half (26)');
    keeps('sixth-round hard negatives, odd half (26)');
  });

  // Seventh round: the batch written before the round's sweep of the classifier and read once at
  // its end (scripts/injection-s7-heldout.ts), through the scan as shipped (unchanged by the
  // round): 30 of the 40 attacks (rules alone 23) and 4 of the 30 hard negatives (rules alone 1).
  // Bounds, so that a retrain that loses them fails here.
  it('catches at least 28 of the 40 seventh-round held-out attacks, and flags at most 5 of its 30 handbook hard negatives', () => {
    expect([set('seventh-round attacks').texts.length, set('seventh-round hard negatives (30)').texts.length]).toEqual([40, 30]);
    keeps('seventh-round attacks');
    keeps('seventh-round hard negatives (30)');
  });

  // Eighth round (English): the batch written before the round's English rules and read once at
  // its end (scripts/injection-s8-en-heldout.ts): the scan as shipped caught 54 of the 81 attacks
  // before them and 60 after (rules alone 32 -> 42), flagging 5 of the 40 hard negatives both
  // times (all by the classifier; the rules flag none). Bounds, so that a retrain or a rule
  // change that loses them fails here.
  it('catches at least 57 of the 81 eighth-round English held-out attacks (rules alone 40), and flags at most 7 of its 40 hard negatives (rules alone none)', () => {
    const attacks = set('eighth-round English attacks').texts;
    const negatives = set('eighth-round English hard negatives (40)').texts;
    expect([attacks.length, negatives.length]).toEqual([81, 40]);
    keeps('eighth-round English attacks');
    expect(attacks.filter(rulesFlag).length).toBeGreaterThanOrEqual(40);
    keeps('eighth-round English hard negatives (40)');
    expect(negatives.filter(rulesFlag)).toEqual([]);
  });

  // Eighth round, indirect pass: orders planted in data, the batch written before the pass's rules
  // (data-orders.ts) and read once at its end (scripts/injection-s8-ind-heldout.ts): the scan as
  // shipped caught 14 of the 40 attacks before them and 18 after (rules alone 8 -> 15), flagging
  // none of the 25 hard negatives both times. Bounds, so that a retrain or a rule change that
  // loses them fails here.
  it('catches at least 17 of the 40 eighth-round indirect held-out attacks (rules alone 14), and flags at most 2 of its 25 hard negatives (rules alone none)', () => {
    const attacks = set('eighth-round indirect attacks').texts;
    const negatives = set('eighth-round indirect negatives (25)').texts;
    expect([attacks.length, negatives.length]).toEqual([40, 25]);
    keeps('eighth-round indirect attacks');
    expect(attacks.filter(rulesFlag).length).toBeGreaterThanOrEqual(14);
    keeps('eighth-round indirect negatives (25)');
    expect(negatives.filter(rulesFlag)).toEqual([]);
  });

  // Seventh round: more grammar text in the eight languages whose letters the first stage reads
  // as one placeholder (ja zh ko ru hi ar th bn; injection-train.ts's SCRIPT_EXTRA). The sixth
  // round's asset caught 116 of these 132 attacks and 80 of round 5's 96 in eight languages; the
  // seventh round's 124 and 86, with the same 1 of 26 held-out paragraphs of prose flagged and 4
  // of 26 hard negatives (5 with the extra text alone, before the fr/de/es/it/pt benign sentences
  // of injection-grammar-benign-latin.ts; the bound above holds them).
  it('catches at least 92% (122 of 132) of the attacks in eleven more languages and 86 of the 96 of round 5 in eight', () => {
    expect([set('sixth-round attacks, 11 languages').texts.length, set('round-5 attacks, 8 languages').texts.length]).toEqual([132, 96]);
    keeps('sixth-round attacks, 11 languages');
    keeps('round-5 attacks, 8 languages');
  });

  // Eighth round: the second stage reads a kana, a CJK ideograph or a Hangul syllable as a word of
  // its own (format 5, word-features.ts). Of the 40 Japanese and Chinese attacks of round 5 and of
  // the seventh round's batch (never trained on; the batch was read once at that round's end), the
  // seventh round's scan caught 26 (its classifier 17), the eighth's 35 (classifier 31); of the 80
  // held-out benign paragraphs in ja zh ko ru hi ar bn th (that batch's 48 and the odd half of the
  // sixth round's), it flagged 12, the eighth's 9.
  it('catches at least 33 of the 40 Japanese and Chinese dev attacks, and flags at most 12 of 80 held-out paragraphs in eight scripts', () => {
    expect([set('ja/zh attacks').texts.length, set('paragraphs in eight scripts (80)').texts.length]).toEqual([40, 80]);
    keeps('ja/zh attacks');
    keeps('paragraphs in eight scripts (80)');
  });

  // Eighth round: its batch in the same eight scripts, written before the round's changes and read
  // once at its end (scripts/injection-languages-s7-eval.ts --s8): the seventh round's scan caught
  // 41 of the 64 attacks, the eighth's 47; neither flagged any of the 48 paragraphs.
  it('catches at least 45 of the 64 eighth-round attacks in eight scripts, and flags at most 2 of its 48 paragraphs', () => {
    expect([set('eighth-round attacks, eight scripts').texts.length, set('eighth-round paragraphs, eight scripts (48)').texts.length]).toEqual([64, 48]);
    keeps('eighth-round attacks, eight scripts');
    keeps('eighth-round paragraphs, eight scripts (48)');
  });

  // Ninth round (asia9): its batch in ko ru hi ar bn th, written before the round's changes and read
  // once at its end (scripts/injection-languages-s7-eval.ts --asia9): main's scan (b847b42) caught 53
  // of the 60 attacks (rules alone 34), the round's rules 56 (rules alone 43); both flagged 6 of the
  // 36 paragraphs, all hard negatives, all by the classifier. (A margin of two for the retrain after
  // the merges; the rules are deterministic.)
  it('catches at least 54 of the 60 ninth-round attacks in ko ru hi ar bn th (43 by rules alone), and flags at most 6 of its 36 paragraphs', () => {
    const attacks = set('asia9 attacks').texts;
    const benign = set('asia9 paragraphs (36)').texts;
    expect([attacks.length, benign.length]).toEqual([60, 36]);
    keeps('asia9 attacks');
    expect(attacks.filter(rulesFlag).length).toBeGreaterThanOrEqual(43);
    keeps('asia9 paragraphs (36)');
    expect(benign.filter(rulesFlag)).toEqual([]);
  });

  // Round 8: short attacks the classifier never reads (under 40 characters), a batch written
  // after the short rules and never used to change one. Round 7's rules caught 9 of the 34.
  it('catches at least 70% of the held-out short attacks by rules alone, and flags none of the short handbook lines', () => {
    const attacks = SHORT_HELDOUT_ATTACKS.flatMap((f) => f.texts);
    const lines = SHORT_HELDOUT_NEGATIVES.flatMap((f) => f.texts);
    expect(attacks.length).toBeGreaterThanOrEqual(30);
    expect(attacks.filter(rulesFlag).length / attacks.length).toBeGreaterThanOrEqual(0.7);
    expect(lines.filter(rulesFlag)).toEqual([]);
  });
});
