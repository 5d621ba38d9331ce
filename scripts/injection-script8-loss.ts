/**
 * Issue 15, eighth round (script8): where the attacks in ja zh ko ru hi ar bn th of our dev sets
 * are lost by the shipped classifier (never trained on: round 5's, the sixth round's and the
 * seventh round's batch, read once last round and dev since). For each attack: caught by the
 * rules; no window (paragraph minimum); kept out by the gate (first stage at or under the
 * second's gate); read by the second stage but under its threshold; flagged. Dev only.
 * --s8 adds the eighth round's held-out batch (dev-languages-s8.ts, read once at that round's end, dev since:
 * the ninth round's asia9 tunes on it), attacks and benign paragraphs.
 * Run: `npx vite-node scripts/injection-script8-loss.ts [--list] [--seed N] [--s8]`.
 */
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { windowScores } from '../lib/untrusted/classifier/score';
import { scoreSecond } from '../lib/untrusted/classifier/two-stage';
import { foldedView } from '../lib/untrusted/view';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { DEV_LANGUAGE_ATTACKS } from '../test/untrusted/fixtures/dev-attacks-languages';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../test/untrusted/fixtures/dev-attacks-languages-more';
import { S7_LANGUAGE_ATTACKS } from '../test/untrusted/fixtures/dev-languages-s7';
import { S8_LANGUAGE_ATTACKS, S8_LANGUAGE_BENIGN } from '../test/untrusted/fixtures/dev-languages-s8';

export const SCRIPT_LANGS = ['ja', 'zh', 'ko', 'ru', 'hi', 'ar', 'bn', 'th'] as const;
// --seed N: a classifier trained here with that seed (as train-injection-model.ts trains), not the shipped one.
const seedAt = process.argv.indexOf('--seed');
const model = seedAt < 0 ? shippedModelFromDisk() : await trainedWithSeed(Number(process.argv[seedAt + 1]));
async function trainedWithSeed(seed: number): Promise<ReturnType<typeof shippedModelFromDisk>> {
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '..');
  const shared = path.resolve(root, '../shared');
  const { heldOut, trainingDocs } = await import('../bench/support/injection-train');
  const { trainClassifier } = await import('../bench/support/injection-train-second');
  const c = trainClassifier(trainingDocs(root, shared), heldOut(shared).thresholdSets, { seed }).classifier;
  if (c.second === null) throw new Error('no second stage');
  return { first: c.first, second: c.second };
}
const withS8 = process.argv.includes('--s8');
const sets = [DEV_LANGUAGE_ATTACKS, DEV_LANGUAGE_ATTACKS_MORE, S7_LANGUAGE_ATTACKS, ...(withS8 ? [S8_LANGUAGE_ATTACKS] : [])].flatMap((fs) => fs.filter((f) => (SCRIPT_LANGS as readonly string[]).includes(f.lang ?? '')));
type Fate = 'rules' | 'no window' | 'gate' | 'second' | 'flagged' | 'either';
const fates: Fate[] = ['rules', 'no window', 'gate', 'second', 'flagged', 'either'];
const rows = new Map<string, Map<Fate, number>>();
const list = process.argv.includes('--list');
for (const f of sets) {
  for (const t of f.texts) {
    const v = foldedView(t).text;
    const w = windowScores(model.first, v);
    let best1 = 0;
    let best2 = 0;
    for (let i = 0; i < w.length; i += 3) {
      best1 = Math.max(best1, w[i + 2] as number);
      if ((w[i + 2] as number) > model.second.gate) best2 = Math.max(best2, scoreSecond(model.second, v, w[i] as number, w[i + 1] as number));
    }
    const rules = markerNames(scanInjection(t, undefined, null)).length > 0;
    const fate: Fate = w.length === 0 ? 'no window' : best1 <= model.second.gate ? 'gate' : best2 <= model.second.threshold ? 'second' : 'flagged';
    const key = `${f.lang}`;
    const m = rows.get(key) ?? new Map<Fate, number>();
    m.set(fate, (m.get(fate) ?? 0) + 1);
    if (rules) m.set('rules', (m.get('rules') ?? 0) + 1);
    if (rules || fate === 'flagged') m.set('either', (m.get('either') ?? 0) + 1);
    rows.set(key, m);
    if (list) console.log(`${f.lang} ${fate.padEnd(9)} rules=${rules ? 1 : 0} p1=${best1.toFixed(3)} p2=${best2.toFixed(3)} ${JSON.stringify(t.slice(0, 50))}`);
  }
}
console.log(`gate ${model.second.gate.toFixed(4)}, second threshold ${model.second.threshold.toFixed(3)}`);
console.log(`| lang | n | ${fates.join(' | ')} |`);
const tot = new Map<string, number>();
for (const [k, m] of rows) {
  const n = fates.slice(1, 5).reduce((a, x) => a + (m.get(x) ?? 0), 0);
  console.log(`| ${k} | ${n} | ${fates.map((x) => m.get(x) ?? 0).join(' | ')} |`);
  for (const x of fates) tot.set(x, (tot.get(x) ?? 0) + (m.get(x) ?? 0));
  tot.set('n', (tot.get('n') ?? 0) + n);
}
console.log(`| all | ${tot.get('n')} | ${fates.map((x) => tot.get(x) ?? 0).join(' | ')} |`);

// Benign text in those languages, never trained on: the seventh round's batch (48, dev since it
// was read) and the odd half of the sixth round's (dev-benign-languages-more.ts).
const { S7_LANGUAGE_BENIGN } = await import('../test/untrusted/fixtures/dev-languages-s7');
const { DEV_BENIGN_LANGUAGES_MORE } = await import('../test/untrusted/fixtures/dev-benign-languages-more');
const { alternateHalf } = await import('../test/untrusted/fixtures/dev-hard-negatives');
const benign = [...S7_LANGUAGE_BENIGN, ...alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1), ...(withS8 ? S8_LANGUAGE_BENIGN : [])].filter((f) => (SCRIPT_LANGS as readonly string[]).includes(f.lang ?? ''));
const { classifierScore } = await import('../lib/untrusted/injection');
const { flagThreshold } = await import('../lib/untrusted/classifier/two-stage');
const byLang = new Map<string, [number, number, number]>();
for (const f of benign) {
  for (const t of f.texts) {
    const c = classifierScore(t, model) > flagThreshold(model);
    const s = markerNames(scanInjection(t, undefined, model)).length > 0;
    const e = byLang.get(f.lang ?? '?') ?? [0, 0, 0];
    byLang.set(f.lang ?? '?', [e[0] + 1, e[1] + (c ? 1 : 0), e[2] + (s ? 1 : 0)]);
    if (list && s) console.log(`benign ${f.lang} ${c ? 'classifier' : 'rules'} ${classifierScore(t, model).toFixed(3)} ${JSON.stringify(t.slice(0, 50))}`);
  }
}
const all = [...byLang.values()].reduce((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]], [0, 0, 0]);
console.log(`benign flagged (classifier / shipped scan): ${[...byLang].map(([k, v]) => `${k} ${v[1]}/${v[2]} of ${v[0]}`).join(', ')}; all ${all[1]}/${all[2]} of ${all[0]}`);
