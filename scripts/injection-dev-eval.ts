/**
 * Dev-only figures for tuning the injection classifier (issue 15, round 9): the same leave-one-
 * source-out models as bench/injection-eval.bench.ts, scored on the dev rows alone (frozen rows
 * are dropped before anything reads them), our dev families (injection-dev-sets.ts) and round 9's
 * embedded-order families (test/untrusted/fixtures/dev-embedded.ts). For choosing on dev what the
 * bench then reports once on both splits. Run: `npx vite-node scripts/injection-dev-eval.ts
 * [--seed N] [--missed] [--negatives] [--floors]` (misses and flags, flagged hard negatives, a
 * sweep of the second stage's floor).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { devSetLines, moreEnglishSetLines } from '../bench/support/injection-dev-sets';
import { languagesMoreLines } from '../bench/support/injection-dev-languages';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut } from '../bench/support/injection-train-second';
import { heldOut, trainingDocs } from '../bench/support/injection-train';
import { DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES } from '../test/untrusted/fixtures/dev-embedded';
import { benignLanguagesHeldOut, benignLanguagesTrain } from '../test/untrusted/fixtures/dev-benign-languages';
import { PERSISTENCE_FAMILIES, PERSISTENCE_LEFT_OUT } from '../test/untrusted/fixtures/families-persistence';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seed = Number(arg('--seed') ?? 15);
const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const { everything, without: models } = modelsLeavingOneOut(docs, thresholdSets, { seed });
const rules = flaggedBy(null);
const clfOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > flagThreshold(m);
const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}% (${a}/${b})`;
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
const benign = rows.filter((r) => r.label === 'benign');
const clf = new Map(attacks.map((r) => [r, clfOf(models.get(r.repo) ?? everything)(r.text)] as const));
const both = (t: string): boolean => rules(t) || clfOf(everything)(t);
const count = (ts: readonly string[], f: (t: string) => boolean): string => pct(ts.filter(f).length, ts.length);
const embedded = DEV_EMBEDDED_ATTACKS.flatMap((f) => f.texts);
const embeddedNeg = DEV_EMBEDDED_NEGATIVES.flatMap((f) => f.texts);
console.log(`seed ${seed}; thresholds: first ${everything.first.threshold.toFixed(3)}, gate ${everything.second?.gate.toFixed(4)}, second ${everything.second?.threshold.toFixed(3)}`);
console.log(`dev LOSO classifier alone ${pct([...clf.values()].filter(Boolean).length, attacks.length)}; rules and classifier ${pct(attacks.filter((r) => clf.get(r) === true || rules(r.text)).length, attacks.length)}`);
console.log(`dev benign rows flagged (rules and classifier) ${count(benign.map((r) => r.text), both)}, hard negatives ${count(benign.filter((r) => r.hard_negative === true).map((r) => r.text), both)}`);
console.log(`held-out handbook paragraphs flagged by the classifier: ${thresholdSets.map((s) => count(s, clfOf(everything))).join(', ')}`);
console.log(`round 9 embedded families: attacks classifier ${count(embedded, clfOf(everything))}, rules and classifier ${count(embedded, both)}; hard negatives ${count(embeddedNeg, both)}`);
for (const f of DEV_EMBEDDED_ATTACKS) console.log(`  ${f.kind} ${f.lang} ${f.family}: ${count(f.texts, both)}`);
console.log(devSetLines(both)[0]);
// Round 10: benign prose in other languages (its even half is trained on from round 10 on) and
// the round-10 families (never trained on).
const otherLang = DEV_EMBEDDED_NEGATIVES.find((f) => f.family === 'handbook prose in other languages')?.texts ?? [];
console.log(`round 10 benign other-language prose, classifier: held-out half ${count(benignLanguagesHeldOut(), clfOf(everything))}, trained half ${count(benignLanguagesTrain(), clfOf(everything))}; round 9's other-language hard negatives ${count(otherLang, clfOf(everything))}`);
const famFires = [...PERSISTENCE_FAMILIES.flatMap((f) => f.fires), ...PERSISTENCE_LEFT_OUT];
console.log(`round 10 families: attacks rules ${count(famFires, rules)}, classifier ${count(famFires, clfOf(everything))}; hard negatives rules ${count(PERSISTENCE_FAMILIES.flatMap((f) => f.quiet), rules)}, classifier ${count(PERSISTENCE_FAMILIES.flatMap((f) => f.quiet), clfOf(everything))}`);
// Round 11: the English held-out families (never trained on), rules alone and with the classifier.
for (const line of await moreEnglishSetLines([['rules', rules], ['rules and classifier', both]])) console.log(line);
// Round 11's late batch, written after the round's changes and never used to change them.
{
  const { DEV_LATE_ENGLISH_ATTACKS, DEV_LATE_ENGLISH_NEGATIVES } = await import('../test/untrusted/fixtures/dev-attacks-english-late');
  const late = DEV_LATE_ENGLISH_ATTACKS.flatMap((f) => f.texts);
  const lateNeg = DEV_LATE_ENGLISH_NEGATIVES.flatMap((f) => f.texts);
  console.log(`round 11 late batch (never tuned on): attacks rules ${count(late, rules)}, rules and classifier ${count(late, both)}; indirect ${count(DEV_LATE_ENGLISH_ATTACKS.filter((f) => f.kind === 'indirect').flatMap((f) => f.texts), both)}; hard negatives ${count(lateNeg, both)}`);
  const { DEV_FINAL_ENGLISH_ATTACKS, DEV_FINAL_ENGLISH_NEGATIVES } = await import('../test/untrusted/fixtures/dev-attacks-english-final');
  const fin = DEV_FINAL_ENGLISH_ATTACKS.flatMap((f) => f.texts);
  const finNeg = DEV_FINAL_ENGLISH_NEGATIVES.flatMap((f) => f.texts);
  console.log(`round 11 final batch (written before the round's last change): attacks rules ${count(fin, rules)}, rules and classifier ${count(fin, both)}; hard negatives rules ${count(finNeg, rules)}, rules and classifier ${count(finNeg, both)}`);
}
// Sixth round: attacks in eleven more languages (never trained on) and benign prose in fourteen (odd half).
for (const l of languagesMoreLines([['rules', rules], ['classifier', clfOf(everything)], ['rules and classifier', both]])) console.log(l);
if (process.argv.includes('--missed')) {
  for (const r of attacks) if (clf.get(r) !== true && !rules(r.text)) console.log('MISS', r.repo, r.kind, JSON.stringify(r.text.slice(0, 240)));
  for (const r of attacks) if (clf.get(r) !== true && rules(r.text)) console.log('CLF-MISS', r.repo, r.kind, r.text.length, JSON.stringify(r.text.slice(0, 160)));
  const { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } = await import('../test/untrusted/fixtures/dev-attacks-english-more');
  for (const f of [...DEV_MORE_ENGLISH_ATTACKS, ...DEV_MORE_ENGLISH_NEGATIVES]) for (const t of f.texts) console.log(both(t) ? `R11 FLAG ${markerNames(scanInjection(t, undefined, everything)).join(',')}` : 'R11 QUIET', f.kind ?? 'neg', JSON.stringify(t.slice(0, 100)));
  for (const t of [...embedded, ...embeddedNeg]) console.log(both(t) ? `FLAG ${markerNames(scanInjection(t, undefined, everything)).join(',')}` : 'QUIET', JSON.stringify(t.slice(0, 100)));
}
if (process.argv.includes('--negatives')) {
  const { DEV_HARD_NEGATIVES } = await import('../test/untrusted/fixtures/dev-hard-negatives');
  const { DEV_HARD_NEGATIVES_TALK } = await import('../test/untrusted/fixtures/dev-hard-negatives-talk');
  for (const t of [...DEV_HARD_NEGATIVES, ...DEV_HARD_NEGATIVES_TALK, ...DEV_EMBEDDED_NEGATIVES].flatMap((f) => f.texts)) {
    if (both(t)) console.log('HN', classifierScore(t, everything).toFixed(3), markerNames(scanInjection(t, undefined, everything)).join(','), JSON.stringify(t.slice(0, 110)));
  }
}
if (process.argv.includes('--floors')) {
  const { DEV_HARD_NEGATIVES } = await import('../test/untrusted/fixtures/dev-hard-negatives');
  const { DEV_HARD_NEGATIVES_TALK } = await import('../test/untrusted/fixtures/dev-hard-negatives-talk');
  const { DEV_ENGLISH_ATTACKS } = await import('../test/untrusted/fixtures/dev-attacks-english');
  const { DEV_LANGUAGE_ATTACKS } = await import('../test/untrusted/fixtures/dev-attacks-languages');
  const score = new Map(attacks.map((r) => [r, classifierScore(r.text, models.get(r.repo) ?? everything)] as const));
  const devFam = [...DEV_LANGUAGE_ATTACKS, ...DEV_ENGLISH_ATTACKS].flatMap((f) => f.texts);
  const sets = [DEV_HARD_NEGATIVES, DEV_HARD_NEGATIVES_TALK, DEV_EMBEDDED_NEGATIVES].map((fs) => fs.flatMap((f) => f.texts));
  const { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } = await import('../test/untrusted/fixtures/dev-attacks-english-more');
  const r11 = DEV_MORE_ENGLISH_ATTACKS.flatMap((f) => f.texts);
  const r11neg = DEV_MORE_ENGLISH_NEGATIVES.flatMap((f) => f.texts);
  const otherLangHeld = benignLanguagesHeldOut();
  for (const floor of [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]) {
    // The floor taken as the threshold: the FPR rule alone gives 0.27-0.36 across seeds, so below
    // about 0.3 a row flags more held-out handbook text than the rule allows (its last column).
    const at = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > floor;
    const b = (t: string): boolean => rules(t) || at(everything)(t);
    const alone = attacks.filter((r) => (score.get(r) ?? 0) > floor).length;
    const comb = attacks.filter((r) => (score.get(r) ?? 0) > floor || rules(r.text)).length;
    console.log(`floor ${floor}: LOSO alone ${alone}, combined ${comb}/157; dev families ${devFam.filter(b).length}/${devFam.length}, embedded ${embedded.filter(b).length}/33; hard negatives ${sets.map((s) => `${s.filter(b).length}/${s.length}`).join(' ')}; held-out handbook paragraphs (classifier) ${thresholdSets.map((s) => s.filter(at(everything)).length).join('+')}; round 11 ${r11.filter(b).length}/${r11.length}, its hard negatives ${r11neg.filter(b).length}/${r11neg.length}; other-language prose held out ${otherLangHeld.filter(b).length}/${otherLangHeld.length}`);
  }
}
