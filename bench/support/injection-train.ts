/**
 * Training data and a deterministic trainer for the injection classifier: logistic regression
 * over hashed features (lib/untrusted/classifier/features.ts) by AdaGrad with balanced class
 * weights. Used by scripts/train-injection-model.ts (the shipped asset) and by the
 * leave-one-source-out figures in bench/injection-eval.bench.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { featureRoom, hashFeatures } from '../../lib/untrusted/classifier/features';
import { foldedView } from '../../lib/untrusted/view';
import { loadTrainList } from './injection-train-list';
import { devParagraphs } from './dev-paragraphs';
import { isIndirectTask, loadSplit } from './injection-split';
import { prng } from './prng';
import { syntheticTexts } from './injection-grammar';
import { LANGUAGE_GRAMMARS } from './injection-grammar-languages';
import { GRAMMARS as FIRST_GRAMMARS } from './injection-grammar-words';
import { isOtherScript } from '../../lib/untrusted/classifier/features';
import { featurizeSecond } from './injection-train-second';
import { talkTexts } from './injection-grammar-talk';
import { splicedPairs } from './injection-splice';
import { topicBoundBenign } from './injection-train-topic';
import { heldout10Family, heldout10Source, spentBatchRows, type Heldout10Row } from './injection-train-heldout10';
import { balanceBatchSources } from './injection-train-weighting';

export const BITS = 17;

export interface Doc {
  readonly y: 0 | 1;
  /** Repository it comes from; 'own' for our fixtures (always trained on). */
  readonly source: string;
  readonly features: Int32Array;
  /** Second-stage features (injection-train-second.ts). */
  readonly second: Int32Array;
  /** Trained by the second stage only (its benign text about attacks, round 7); the gate never sees it. */
  readonly secondOnly?: boolean;
  /** Benign text with a hard negative's words (HARD_NEGATIVE_WORDS): what `hardWeight` weighs up. */
  readonly hard?: boolean;
  /** A round-10 batch row's family (injection-train-heldout10.ts), for leaving one family out. */
  readonly family?: string;
  /** A batch row's language. */
  readonly lang?: string;
  /** The document's weight in the loss, on top of its class's (1 when absent; injection-train-weighting.ts). */
  readonly weight?: number;
}

/** Deterministic PRNG (mulberry32), for the classifier's training. */
export { prng };

/** Features of a text. */
export function featurize(text: string): Int32Array {
  const s = foldedView(text).text;
  const out = new Int32Array(featureRoom(s.length));
  return out.slice(0, hashFeatures(s, 0, s.length, BITS, out));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? markdownFiles(p) : p.endsWith('.md') ? [p] : [];
  });
}

/** Paragraphs of a handbook folder (at least 40 characters), in file order. */
export function paragraphs(dir: string): string[] {
  return markdownFiles(dir)
    .sort()
    .flatMap((f) => readFileSync(f, 'utf8').split(/\n\s*\n/))
    .filter((p) => p.trim().length >= 40);
}

// Handbook paragraphs trained on, per handbook: only files on the dev side of the split.
const PER_HANDBOOK = 2500;
// Single lines (at least FRAG_MIN characters) of the trained paragraphs that have several, per
// handbook: headings, list items, table rows and code lines, so that a short text in the words
// of a handbook is learnt as benign (the classifier over-scored short paragraphs: a heading, an
// HTML comment, a one-line template). With 1,000 per handbook, dev recall left out one source
// at a time stayed 0.675 and our dev hard negatives flagged fell from 12.5% to 8.9%; 3,000
// lost two attacks for no gain.
const FRAGMENTS = 1000;
const FRAG_MIN = 25;
// Synthetic attacks (and as many benign sentences) from the grammar; their source name, which no
// evaluation row has, so they are in every leave-one-source-out model.
// Sixth round: 22 grammar entries (twelve more languages, injection-grammar-languages.ts), with
// the second stage reading other scripts' letters. Dev, seed 15 / seed 1: with 300, rules and
// classifier caught 149 (seed 1) of the 157 dev attacks left out one source at a time, 90 (seed 1)
// of our 132 attacks in eleven more languages, and flagged 0 and 2 of the 26 + 26 held-out benign
// paragraphs and hard negatives in those languages, 2 of round 10's 28 held-out paragraphs in
// es/fr/de/it/pt; with 480: 151 / 151, 103 / 108, 1+5 / 0+5, 3 / 5; with 660 (seed 15): 151,
// 108, 1+7, 6; 800: 150, 110, 0+6, 6; 1,000: 150, 114, 0+6, 7. More grammar text catches more in
// the new languages and flags more of round 10's prose (its grammars' benign lists are short).
// After merging round 11's English forms with the sixth round's languages (seed 15, rules and
// classifier): 300 caught 150 / 157 dev, 51 / 67 of round 11's English families, 116 / 132 in
// the new languages, and flagged 1 / 391 dev benign rows and 4 / 28 of round 10's prose; 480: 148,
// 55, 122, 1, 5; 650: 149, 54, 124, 0, 6; 1,000: 151, 57, 126, 2, 8. Kept at 300, the largest that
// keeps round 10's prose within its bound (4 of 28, dev-sets.test.ts).
// Seventh round, why more grammar text flagged round 10's prose: the fr/de/es/it/pt grammars'
// benign sentences all had an attack's verb (ignore, repeat, summarise), so those languages'
// ordinary words were seen beside attacks only. With their ordinary handbook sentences
// (injection-grammar-benign-latin.ts) and SCRIPT_EXTRA below, dev seed 15: at 1,000 round 10's
// prose flagged 8 -> 3 of 28 (the sixth round's 26 held-out prose 4 -> 4, over their bound of 2:
// tl, vi, ko and bn, whose benign text is thin too); at 600, 1 of 28 but 2 + 7 of the sixth
// round's 26 + 26 (at their bounds) and 148 of the 157 dev attacks; at 300 (kept), 150 -> 148
// dev attacks, round 10's prose 4 -> 2 of 28, the sixth round's 1 + 4 of 26 + 26 (seed 1: 148,
// 4 of 28, 1 + 5).
const SYNTHETIC = 300;
export const SYNTHETIC_SOURCE = 'synthetic';
// Seventh round: more grammar text (attacks and as many benign sentences) in the languages whose
// letters the first stage reads as one placeholder (ja zh ko ru hi ar th bn), SCRIPT_EXTRA per
// language on top of SYNTHETIC's share (about 14), drawn with its own seed; the Latin-script
// grammars keep SYNTHETIC's share, which is what held round 10's es/fr/de/it/pt prose. Dev,
// seeds 15 / 1 (rules and classifier): 0 extra caught 150 / 149 of the 157 dev attacks left out one
// source at a time, 116 / 114 of the 132 sixth-round attacks in eleven languages, 102 / 102 of
// round 5's 118 (8 languages and English), 51 / 51 of round 11's 67, and flagged 1+4 / 1+4 of
// the sixth round's 26+26 held-out prose and hard negatives and 4 / 4 of round 10's 28 prose;
// 50 extra: 148 / 148, 124 / 126, 108 / 109, 53 / 54, 1+5 / 1+5, 3 / 4. Also tried (seed 15):
// 20: 148, 124, 106, 51, 0+4, 5 (over round 10's bound); 100: 149, 129, 106, 53, 1+5, 5; 100 in
// all twelve sixth-round languages (tr id vi tl too): 151, 123, 108, 53, 2+8 (over its bound), 4;
// 50 with the grammar's benign sentences that our rules flag dropped: 149, 127, 108, 54, 2+5, 5.
// Only the ja and zh benign sentences dropped (0 extra) moved nothing in ja/zh: their losses
// lie in what the classifier reads of them (see the seventh round's report), not in that text.
const SCRIPT_EXTRA = 50;
const SCRIPT_EXTRA_SEED = 7;
// Eighth round: more grammar text (attacks and as many benign sentences) in fr de es it pt,
// LATIN_EXTRA per language on top of SYNTHETIC's share (about 14), drawn with its own seed, with
// the grammars' new word orders (injection-grammar-latin-forms.ts) and benign sentences about
// accounts and tools (LATIN_BENIGN_IT). The dev corpus has no row in these languages; our dev
// sets in them (scripts/injection-latin-dev.ts) and the rest, seed 15 (rules and classifier):
// before the round 106/116 Latin dev attacks (classifier alone 90), 4/48 Latin held-out prose
// flagged, dev LOSO 148/157, round 10's prose 2/28, sixth round 125/132 and 1+4 of 26+26,
// held-out handbook paragraphs 0+3+0+1+3. While the new orders still shifted the other languages'
// draws: new orders, 0 extra: 109 (91), 2/48, 150, 1/28, 127, 0+3, 0+2+0+1+2; 30 extra without
// the benign sentences about accounts: 111 (103), 7/48, 151, 4/28 (at its bound), 127, 0+6; with
// them: 111 (102), 4/48, 151, 2/28, 127, 0+5, 1+1+0+2+2 (seed 1: 149 LOSO, 1/28, 126, 1+5); 60
// with them: 111 (105), 3/48, 149, 1/28, 128, 0+5, 1+2+1+2+3. Kept 30, the new orders drawn from
// their own stream (the other languages' grammar text as before; that shift had cost one attack
// of the seventh round's English batch, under its bound): 111 (102), 2/48, 150, 0/28, 125, 1+4,
// 1+1+0+0+1.
const LATIN_EXTRA = 30;
const LATIN_EXTRA_SEED = 8;
const LATIN_GRAMMARS = FIRST_GRAMMARS.filter((g) => g.latin !== undefined);
/** The grammars of languages whose letters the first stage reads as a placeholder (features.ts), in the view the scan reads. */
const PLACEHOLDER_GRAMMARS = LANGUAGE_GRAMMARS.filter((g) => [...foldedView(g.override.join(' ')).text].some((c) => isOtherScript(c.charCodeAt(0))));
// Benign sentences that talk about attacks (injection-grammar-talk.ts), for the second stage only
// (round 7). Dev, seeds 15/1/2, the rest as shipped: rules and classifier caught 148/148/148 of
// the 157 dev attacks left out one source at a time (148/147/148 before);
// our dev hard negatives flagged, round 5's 56: 4/5/4 (5/7/5 before), round 7's 48: 4/5/5
// (13/13/14); the classifier alone 113/118/120 (121/119/118). With 50: 4/56 and 9/48 (seed 15);
// with 200 or 300 the rules and classifier lost 2-3 attacks. Tried and not kept: two more copies
// of each trained handbook paragraph on these topics (real text; 116 alone, 6/56 and 12/48).
const TALK = 100;
// Attacks slipped into handbook paragraphs, each beside a benign twin (injection-splice.ts),
// for the second stage only (round 9). Dev, left out one source at a time, seeds 15/1/2, the
// second stage's floor 0.35 (SECOND_FLOOR): the classifier alone caught 125/127/121 of the 157
// dev attacks (113/118/120 before, at the floor of 0.3); rules and classifier 148/148/146
// (148/148/148); our dev hard negatives flagged (round 5's 56, round 7's 48, round 9's 22)
// 15/14/15 (12/14/14). Corpus attacks twice and the grammar's once; also tried: corpus attacks
// once (classifier alone 125/126 at the floor of 0.3, seeds 15/1), without the benign twins
// (130 and 6/56, 5/48, 7/22 at 0.3, seed 15), twins from handbook lines with a hard negative's
// words (130, 6/56, 6/48, 8/22), both stages trained on them (130, 6/56, 4/48, 7/22).
const SPLICED_CORPUS = 2;
// Ninth round: benign sentences with an override verb whose object is bound to a topic, per
// language of the override rules (injection-train-topic.ts), for the second stage only, like TALK.
// Dev, seeds 15/1/2, mean [range] (scripts/train-injection-model-sweep.ts), 0 -> 12 per language:
// the tuning half of the override-object families' topic-bound sentences flagged by the
// classifier 22.3 [21-23] -> 14.7 [13-16] of 48, the same families' attacks 37 -> 37 of 48;
// dev attacks left out one source at a time, classifier alone 120.7 [119-122] -> 119.3
// [119-120], with the rules 153 -> 152.7 of 157; dev benign rows 0 -> 0 of 391; our other dev
// hard negatives (56 + 48 + 22 + 30) 15.0 -> 14.7; held-out handbook paragraphs of the four
// handbooks 2.6 -> 3.3 of 4,093, of their 302 with a hard negative's words 1.7 -> 2.3 (each set
// within 1%). Retrained (seed 15) and the held-out batches read once: override objects' held-out
// half, benign flagged 18 -> 10 of 48 (attacks 47 -> 47); Latin 55 -> 58 of 66, benign 11 -> 9
// of 46; English 66 -> 68 of 81, hard negatives 5 -> 6 of 40; indirect 18 -> 18, 0 -> 1 of 25;
// eight scripts 45 -> 44 of 64 (ja and ru -1, zh +1), under dev-sets.test.ts's bound of 45;
// round 5's eight languages 92 -> 91 of 96. Not shipped (0) for that bound: the integrator's call.
const TOPIC_BOUND = 0;
const SPLICED_SYNTHETIC = 1;
// Twelfth round: the round-10 held-out batches (spent, injection-train-heldout10.ts), attacks and
// negatives, both stages; each attack and each negative this many times (0: not trained on).
// Measured with scripts/injection-heldout10-loso.ts, seed 15, each batch row scored by a model that
// never saw its language group (LOGO) or its family (LOFO); classifier alone, then with rules.
// Not trained on (0,0): batch attacks 268/423 (331), negatives flagged 63/265 (73); dev LOSO
// 122/157 (153). Copies (attacks, negatives) 1,1: LOGO 295 (346), 78 (88); dev 127 (154). 1,3:
// LOGO 303 (348), 75 (84); LOFO 315 (358), 74 (82); dev 127 (154), our dev hard negatives
// 6+3+4 of 56+48+22 (13, as before), round 11's 1/30. 1,6: LOGO 308 (353), 76 (85); dev 120 (153).
// 1,3 with hard negatives weighed 3 (learner hardWeight): LOGO 291 (342), 70 (80); dev 120 (153).
// 1,3 trained by the second stage alone (first stage and gate as shipped): LOGO 304 (349), 76 (85).
// Seed 1, 0,0 -> 1,3: LOGO 280 (337) -> 297 (346) attacks, 69 (79) -> 75 (84) negatives; dev 123 (154) -> 120 (153).
// At a fixed second-stage threshold, 1,3 trades on the LOGO curve of 0,0 (0.40: 275/66, 0.45:
// 251/59, against 268/63 at 0.35): the batches in other language groups add no separation, only
// a shift of the scores; left out one family at a time it does separate (0.40: 295/60), but the
// threshold rule (FPR <= 1% on handbook text, floor 0.35, which binds) leaves the batches'
// negatives flagged worse in both (63 -> 74-78). clf12 shipped 0,0 for that reason; the integrator
// then shipped 1,3 by a rule written before reading the round-12 held-out batches (never trained
// on, by other helpers): the scan as shipped 348 -> 413/502 attacks, negatives 87 -> 89/323; frozen
// 337 -> 365/469, FPR 1/270 -> 0, 1/70 -> 0 (bench/results/injection-heldout12.md). The same copies
// apply to every spent batch of SPENT_BATCHES (injection-train-heldout10.ts).
export const HELDOUT10_COPIES: HeldoutCopies = { attacks: 1, negatives: 3 };
export interface HeldoutCopies { readonly attacks: number; readonly negatives: number }
// Thirteenth round: the later spent batches of SPENT_BATCHES (round 12's), each attack and each
// negative this many times, and how the batches' language groups are balanced
// (balanceBatchSources, injection-train-weighting.ts). Measured with scripts/injection-spent-
// bounds.ts (the dev bounds) and scripts/injection-heldout10-loso.ts (bench/results/injection-eval.md).
export const HELDOUT12_COPIES: HeldoutCopies = { attacks: 1, negatives: 3 };
export const BATCH_BALANCE = { strength: 0, byLanguage: false } as const;
// Sixteenth round: how the later spent batches (SPENT_BATCHES: 12 to 15; 12 to 16 from round 17, 12 to 16 and 18 from round 19 (heldout17 left out: dev bounds), same recipe; 22 to 25, added in round 26, were taken out again by the frozen split) are trained on
// beside round 10's: by the second stage alone or both, their attacks' weight, and the weight of
// every batch document (round 10's too). Chosen by leaving one batch out, one public source out
// (scripts/injection-spent-lobo.ts) and the dev bounds (scripts/injection-spent-bounds.ts), seed 15;
// figures in bench/results/injection-eval.md. Second stage only keeps the first stage and its gate
// byte for byte (trained on both stages the gate let 4 fewer public attacks through, left out one
// source at a time, and the classifier alone caught 17 fewer); with the second stage's L2 3e-3,
// attack weight 1, 0.5 or 0.3 broke 7, 5 and 1 dev bounds (our prose in other languages,
// eighth-round paragraphs), 0.2 none; with L2 1e-3 (SECOND_L2), 0.5 breaks one and 0.3 none on
// seeds 15 and 1 (seed 2: eighth-round paragraphs in eight scripts, 3 of 48, its bound 2).
export const LATER_WEIGHTING = { secondOnly: true, attackWeight: 0.3, batchWeight: 1 } as const;
// Thirteenth round: benign grammar sentences alone (no attacks beside them), this many per grammar
// of a language other than English (fr de es it pt and the twelve of LANGUAGE_GRAMMARS), drawn
// with their own seed: the batches hold two to three attacks per negative in each language, and
// trained with them the classifier flagged plain prose in those languages (Tagalog, Vietnamese,
// Spanish and Italian paragraphs of latin-sets.test.ts). 0: none.
export const EXTRA_BENIGN = 0;
const EXTRA_BENIGN_SEED = 13;
const OTHER_LANGUAGE_GRAMMARS = [...LATIN_GRAMMARS, ...LANGUAGE_GRAMMARS];
// Attacks longer than this leave too little room in a window for a host (injection-splice.ts).
const SPLICE_MAX = 600;

const shaByte = (s: string, at: number): number => parseInt(createHash('sha256').update(s).digest('hex').slice(2 * at, 2 * at + 2), 16);

/**
 * The words that make a benign paragraph a hard negative, as ../shared/corpora/README.md defines
 * them for injections-more's benign rows. The held-out paragraphs with them form a fifth
 * threshold set: handbook prose at large is easy, and a threshold chosen on it alone flagged a
 * fifth of our dev hard negatives; the target holds for hard negatives too.
 */
export const HARD_NEGATIVE_WORDS = /\b(?:ignor\w*|instructions?|system|prompts?|overrid\w*|previous|forget\w*|assistants?|roles?)\b|無視|指示|システム|プロンプト|以前|前回|忘れ|役割/i;

/** The handbooks of the corpora, in the order of the held-out sets (then their hard negatives). */
export const HANDBOOK_REPOS = ['18F/handbook', 'microsoft/code-with-engineering-playbook', 'mattermost/mattermost-handbook', 'reactjs/ja.react.dev'] as const;

/**
 * Benign text never trained on, on which thresholds are chosen: in each of the four handbooks,
 * the dev-side files whose name hashes into the lower half, so that every handbook style the
 * product meets (a government handbook, an engineering playbook, a company handbook in GitBook,
 * Japanese React docs) has its own held-out set and the threshold holds on each (round 4 held
 * out 18F and Japanese only; the two other styles were all trained on, and their frozen files
 * were flagged at 1.5%). The files that hold a dev row of the evaluation are neither trained
 * on nor in these sets, so dev false positives are measured on text that chose nothing.
 */
export function heldOut(shared: string): { thresholdSets: string[][]; evalFiles: Set<string> } {
  const rows = loadSplit(shared) ?? [];
  const evalFiles = new Set(rows.filter((r) => r.set === 'more' && r.label === 'benign').map((r) => `${r.repo} ${(r.source.split(' ')[1] ?? '').replace(/:\d+$/, '')}`));
  for (const r of rows) if (r.set === 'dev' && r.label === 'benign' && r.repo === '18F/handbook') evalFiles.add(`${r.repo} ${(r.source.split(':')[1] ?? '')}`);
  const all = devParagraphs(shared, { with18f: true });
  const sets = HANDBOOK_REPOS.map((repo) => all.filter((p) => p.repo === repo && isThresholdFile(p.repo, p.file) && !evalFiles.has(`${p.repo} ${p.file}`)).map((p) => p.text));
  return { thresholdSets: [...sets, sets.flat().filter((p) => HARD_NEGATIVE_WORDS.test(p))], evalFiles };
}

/** Whether a dev-side handbook file is held out for choosing thresholds (the lower half by its hash). */
export const isThresholdFile = (repo: string, file: string): boolean => shaByte(`${repo} ${file}`, 1) < 128;

/**
 * Every training document: the dev rows of the corpora (18F and BIPIA's slipped-in tasks left
 * out; frozen rows never), our fixtures, paragraphs of dev-side handbook files. Nothing frozen
 * is trained on, so the frozen figures score a model that saw none of their sources.
 */
export function trainingDocs(projectRoot: string, shared: string, second: (text: string) => Int32Array = featurizeSecond, { topicBound = TOPIC_BOUND, heldout10 = HELDOUT10_COPIES as HeldoutCopies, later = HELDOUT12_COPIES as HeldoutCopies, extraBenign = EXTRA_BENIGN } = {}): Doc[] {
  const rows = loadSplit(shared) ?? [];
  const docs: Doc[] = [];
  const add = (y: 0 | 1, source: string, text: string, secondOnly = false): void => {
    const hard = y === 0 && HARD_NEGATIVE_WORDS.test(text);
    docs.push({ y, source, features: featurize(text), second: second(text), ...(secondOnly ? { secondOnly } : {}), ...(hard ? { hard } : {}) });
  };
  const { evalFiles } = heldOut(shared);
  for (const r of rows) {
    // Benign rows are handbook paragraphs: the handbooks come in below, their files held out.
    if (r.split === 'frozen' || r.label === 'benign' || isIndirectTask(r)) continue;
    add(r.label === 'injection' ? 1 : 0, r.repo, r.text);
  }
  // Our fixtures, our rule families and the trained halves of our benign prose in other
  // languages, as the fixed list holds them (injection-train-list.ts): a test case added since
  // reaches the training only with a new list version.
  for (const t of loadTrainList(projectRoot).texts) add(t.y, 'own', t.text);
  // Generated from our own grammar of attacks (injection-grammar.ts), always trained on, like
  // the fixtures. Left out one source at a time and averaged over three seeds, dev recall of the
  // classifier alone was 0.747 without them, 0.777 with 300 and 0.769 with 800.
  const base = syntheticTexts(SYNTHETIC);
  const extra = syntheticTexts(SCRIPT_EXTRA * PLACEHOLDER_GRAMMARS.length, SCRIPT_EXTRA_SEED, PLACEHOLDER_GRAMMARS);
  const latin = syntheticTexts(LATIN_EXTRA * LATIN_GRAMMARS.length, LATIN_EXTRA_SEED, LATIN_GRAMMARS);
  const attacks = [...base.attacks, ...extra.attacks, ...latin.attacks];
  const benign = [...base.benign, ...extra.benign, ...latin.benign];
  for (const t of attacks) add(1, SYNTHETIC_SOURCE, t);
  for (const t of benign) add(0, SYNTHETIC_SOURCE, t);
  for (const t of talkTexts(TALK)) add(0, SYNTHETIC_SOURCE, t, true);
  for (const t of topicBoundBenign(topicBound)) add(0, SYNTHETIC_SOURCE, t, true);
  const rand = prng(15);
  const byRepo = new Map<string, string[]>();
  for (const p of devParagraphs(shared, { with18f: true })) {
    if (evalFiles.has(`${p.repo} ${p.file}`) || isThresholdFile(p.repo, p.file)) continue;
    byRepo.set(p.repo, [...(byRepo.get(p.repo) ?? []), p.text]);
  }
  const hosts: string[] = [];
  for (const [repo, ps] of byRepo) {
    for (let i = ps.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [ps[i], ps[j]] = [ps[j] as string, ps[i] as string];
    }
    for (const p of ps.slice(0, PER_HANDBOOK)) add(0, repo, p);
    hosts.push(...ps.slice(0, PER_HANDBOOK));
    const frags = ps.flatMap((p) => {
      const lines = p.split('\n').map((l) => l.trim()).filter((l) => l.length >= FRAG_MIN);
      return lines.length > 1 ? lines : [];
    });
    for (let i = frags.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [frags[i], frags[j]] = [frags[j] as string, frags[i] as string];
    }
    for (const f of frags.slice(0, FRAGMENTS)) add(0, repo, f);
  }
  const inserts = [...benign, ...talkTexts(TALK)];
  const corpusAttacks = rows.filter((r) => r.split === 'dev' && r.label === 'injection' && !isIndirectTask(r) && r.text.length <= SPLICE_MAX).map((r) => ({ text: r.text, source: r.repo }));
  const splice = prng(9);
  for (const d of splicedPairs(corpusAttacks, hosts, inserts, SPLICED_CORPUS, splice)) add(d.y, d.source, d.text, true);
  for (const d of splicedPairs(attacks.map((text) => ({ text, source: SYNTHETIC_SOURCE })), hosts, inserts, SPLICED_SYNTHETIC, splice)) add(d.y, d.source, d.text, true);
  const spent = spentBatchRows(projectRoot);
  const rows10 = spent.filter((r) => r.batch === undefined);
  const batch10 = heldout10.attacks + heldout10.negatives > 0 ? heldout10Docs(rows10, heldout10, second) : [];
  const batchLater = later.attacks + later.negatives > 0 ? laterDocs(heldout10Docs(spent.slice(rows10.length), later, second, LATER_WEIGHTING.secondOnly), LATER_WEIGHTING.attackWeight) : [];
  docs.push(...weighBatch([...batch10, ...batchLater], LATER_WEIGHTING.batchWeight));
  docs.push(...extraBenignDocs(extraBenign, second));
  return balanceBatchSources(docs, BATCH_BALANCE.strength, BATCH_BALANCE.byLanguage);
}

/** EXTRA_BENIGN's documents: `n` benign grammar sentences per grammar of a language other than English. */
export function extraBenignDocs(n: number, second: (text: string) => Int32Array = featurizeSecond): Doc[] {
  if (n === 0) return [];
  return syntheticTexts(n * OTHER_LANGUAGE_GRAMMARS.length, EXTRA_BENIGN_SEED, OTHER_LANGUAGE_GRAMMARS).benign.map((t) => ({ y: 0, source: SYNTHETIC_SOURCE, features: featurize(t), second: second(t) }));
}

/** Later batches' documents with each attack weighing `attackWeight` (1: as they are). */
export const laterDocs = (docs: readonly Doc[], attackWeight: number): Doc[] => (attackWeight === 1 ? [...docs] : docs.map((d) => (d.y === 1 ? { ...d, weight: (d.weight ?? 1) * attackWeight } : d)));

/** Batch documents each weighing `w` more (1: as they are). */
export const weighBatch = (docs: readonly Doc[], w: number): Doc[] => (w === 1 ? [...docs] : docs.map((d) => ({ ...d, weight: (d.weight ?? 1) * w })));

/** Training documents of spent batch rows (round 10's, and later rounds' of SPENT_BATCHES), each as many times as `copies` says for its label, with its language group as source and its family (`secondOnly`: for the second stage only). */
export function heldout10Docs(rows: readonly Heldout10Row[], copies: HeldoutCopies, second: (text: string) => Int32Array = featurizeSecond, secondOnly = false): Doc[] {
  return rows.flatMap((r) => {
    const y = r.attack ? 1 : 0;
    // The batch's own label says which negatives are hard, in every language (the regex reads English and Japanese only).
    const hard = y === 0 && (r.kind === 'hard-negative' || HARD_NEGATIVE_WORDS.test(r.text));
    const doc: Doc = { y, source: heldout10Source(r), features: featurize(r.text), second: second(r.text), family: heldout10Family(r), lang: r.lang, ...(hard ? { hard } : {}), ...(secondOnly ? { secondOnly } : {}) };
    return Array.from({ length: y === 1 ? copies.attacks : copies.negatives }, () => doc);
  });
}

export interface Trained {
  weights: Float32Array;
  bias: number;
}

// The shipped first stage, a gate, and the second stage train with a stronger L2
// (injection-train-second.ts). Learning rate and L2 chosen by leave-one-source-out recall of the classifier alone on the dev
// sources (lr 0.5 / l2 1e-5 before: 0.758; 1 / 1e-4: 0.809; 0.5 / 1e-4: 0.796; 0.7 / 3e-5: 0.783).
/** The loss trained on: logistic, or focal (the logistic loss times (1 - p_true)^gamma, which leaves the documents already learnt alone). */
export type Loss = 'logistic' | 'focal';

/** Gradient in z of the loss for label `y` at probability `p` (focal: Lin et al. 2017, with gamma). */
function lossGradient(loss: Loss, gamma: number, p: number, y: 0 | 1): number {
  if (loss === 'logistic' || gamma === 0) return p - y;
  const pt = Math.min(1 - 1e-7, Math.max(1e-7, y === 1 ? p : 1 - p));
  const s = y === 1 ? 1 : -1;
  return s * (gamma * pt * (1 - pt) ** gamma * Math.log(pt) - (1 - pt) ** (gamma + 1));
}

/**
 * AdaGrad on the logistic (or focal) loss, each class weighted to half the total; deterministic.
 * `averageFrom` < epochs: the weights returned are the mean of the weights at the end of each
 * epoch from that one on (Polyak averaging over epochs; still one linear model).
 */
export function train(docs: readonly Doc[], { epochs = 12, lr = 1, l2 = 1e-4, seed = 15, bits = BITS, stage = 'first' as 'first' | 'second', posWeight = 1, docWeight = null as ((d: Doc) => number) | null, loss = 'logistic' as Loss, gamma = 2, averageFrom = Number.POSITIVE_INFINITY } = {}): Trained {
  const dim = 1 << bits;
  const w = new Float32Array(dim);
  const g2 = new Float32Array(dim).fill(1e-6);
  let bias = 0;
  let bg2 = 1e-6;
  const pos = docs.filter((d) => d.y === 1).length;
  const cw = [docs.length / (2 * (docs.length - pos)), (posWeight * docs.length) / (2 * pos)];
  const order = docs.map((_, i) => i);
  const rand = prng(seed);
  const avg = new Float32Array(averageFrom < epochs ? dim : 0);
  let avgBias = 0;
  let averaged = 0;
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const k of order) {
      const d = docs[k] as Doc;
      const f = stage === 'first' ? d.features : d.second;
      const v = 1 / Math.sqrt(Math.max(1, f.length));
      let z = bias;
      for (let i = 0; i < f.length; i++) z += (w[f[i] as number] as number) * v;
      const p = 1 / (1 + Math.exp(-z));
      const g = lossGradient(loss, gamma, p, d.y) * (cw[d.y] as number) * (docWeight === null ? 1 : docWeight(d)) * (d.weight ?? 1);
      for (let i = 0; i < f.length; i++) {
        const h = f[i] as number;
        const gi = g * v + l2 * (w[h] as number);
        g2[h] = (g2[h] as number) + gi * gi;
        w[h] = (w[h] as number) - (lr * gi) / Math.sqrt(g2[h] as number);
      }
      bg2 += g * g;
      bias -= (lr * g) / Math.sqrt(bg2);
    }
    if (e >= averageFrom) {
      for (let i = 0; i < dim; i++) avg[i] = (avg[i] as number) + (w[i] as number);
      avgBias += bias;
      averaged++;
    }
  }
  if (averaged === 0) return { weights: w, bias };
  for (let i = 0; i < dim; i++) avg[i] = (avg[i] as number) / averaged;
  return { weights: avg, bias: avgBias / averaged };
}

// The threshold never goes below this: on the dev sources, left out one at a time, 0.6 flagged
// no benign row (0.5 flagged one) and lost no attack the rules had not caught.
const MIN_THRESHOLD = 0.3;

/** The lowest threshold (at least MIN_THRESHOLD) that flags at most `target` of the benign `scores`. */
export function chooseThreshold(scores: readonly number[], target: number, floor = MIN_THRESHOLD): number {
  const desc = [...scores].sort((a, b) => b - a);
  const allowed = Math.floor(target * desc.length);
  // Just above the score at the limit: the asset stores the threshold as a float32, which could
  // round it below that score and flag one paragraph more.
  return Math.min(0.999, Math.max(floor, (desc[allowed] ?? floor) + 1e-6));
}

/** The lowest threshold that flags at most `target` of each held-out benign set. */
export function chooseThresholdOn(sets: readonly (readonly string[])[], score: (text: string) => number, target: number, floor = MIN_THRESHOLD): number {
  return Math.max(...sets.map((set) => chooseThreshold(set.map(score), target, floor)));
}
