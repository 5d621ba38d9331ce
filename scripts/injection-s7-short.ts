/**
 * Issue 15, seventh round, dev only: what the classifier could add on short paragraphs (under the
 * 40 characters score.ts reads), which it never scores today. For the model trained on all dev
 * sources and those left out of one source at a time: the second stage's probability (and the
 * first stage's gate) on short dev attacks, our short held-out attacks and lines, and the short
 * paragraphs (12-39 characters) of the held-out handbook files, with the FPR rule's threshold
 * on each handbook's short paragraphs. Run: `npx vite-node scripts/injection-s7-short.ts`.
 *
 * Seventh round (shipped model, second stage ungated; the gate changes nothing here): the FPR rule
 * gives 0.137 on the 723 + 463 + 434 + 951 short held-out paragraphs; at 0.35 / 0.45 / 0.5 the
 * classifier flags none of them, and with the rules catches 32 / 31 / 30 of round 8's 34 short
 * held-out attacks (rules alone 27) for 4 / 1 / 1 of its 18 short handbook lines (tuned-on figures
 * if a threshold is chosen from them). The 12 short dev attacks are all caught by rules already.
 * Not shipped: reading the short paragraphs of 16-39 characters (2% of the 18F handbook's
 * characters, 1,187 paragraphs) with the second stage took 0.43-0.46 ms/MB against 6.2-7.1 ms/MB
 * for the classifier as shipped (one process, the handbook three times, 4 warm runs): its share
 * would grow by 6-7%, which this round had to keep. It would also need a short-paragraph
 * threshold in the second stage's header (a format 5).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldedView } from '../lib/untrusted/view';
import { scoreWindow } from '../lib/untrusted/classifier/score';
import { scoreSecond, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut } from '../bench/support/injection-train-second';
import { HANDBOOK_REPOS, heldOut, isThresholdFile, trainingDocs } from '../bench/support/injection-train';
import { devParagraphs } from '../bench/support/dev-paragraphs';
import { SHORT_HELDOUT_ATTACKS, SHORT_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-short-heldout';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
// The short paragraphs of the same held-out files the thresholds are chosen on (injection-train.ts heldOut).
const short = devParagraphs(shared, { keep: (p) => p.trim().length >= 12 && p.trim().length < 40 });
const shortSets = HANDBOOK_REPOS.map((repo) => short.filter((p) => p.repo === repo && isThresholdFile(p.repo, p.file)).map((p) => p.text));
const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const shortAttacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r) && r.text.trim().length < 40 && r.text.trim().length >= 12);
const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const { everything, without } = modelsLeavingOneOut(docs, thresholdSets);
const rules = flaggedBy(null);
const score = (m: InjectionClassifier, t: string, gated: boolean): number => {
  const s = foldedView(t).text;
  const second = m.second as NonNullable<InjectionClassifier['second']>;
  if (gated && scoreWindow(m.first, s, 0, s.length) <= second.gate) return 0;
  return scoreSecond(second, s, 0, s.length);
};
for (const gated of [true, false]) {
  const rule = Math.max(...shortSets.map((set) => {
    const desc = set.map((t) => score(everything, t, gated)).sort((a, b) => b - a);
    return desc[Math.floor(0.01 * desc.length)] ?? 0;
  }));
  console.log(`\n${gated ? 'gated' : 'ungated'}: short held-out handbook paragraphs ${shortSets.map((s) => s.length).join(' + ')}; FPR rule's threshold ${rule.toFixed(3)}`);
  for (const t of [rule + 1e-6, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6]) {
    const loso = shortAttacks.filter((r) => score(without.get(r.repo) ?? everything, r.text, gated) > t);
    const fam = SHORT_HELDOUT_ATTACKS.flatMap((f) => f.texts);
    const lines = SHORT_HELDOUT_NEGATIVES.flatMap((f) => f.texts);
    console.log(`t ${t.toFixed(3)}: dev short attacks LOSO ${loso.length}/${shortAttacks.length} (rules miss ${shortAttacks.filter((r) => !rules(r.text)).length}; caught of those ${loso.filter((r) => !rules(r.text)).length}); short held-out attacks ${fam.filter((x) => score(everything, x, gated) > t).length}/${fam.length}, rules ${fam.filter(rules).length}, both ${fam.filter((x) => rules(x) || score(everything, x, gated) > t).length}; short lines flagged ${lines.filter((x) => score(everything, x, gated) > t).length}/${lines.length}; handbook short ${shortSets.map((s) => s.filter((x) => score(everything, x, gated) > t).length).join('+')}`);
  }
}
