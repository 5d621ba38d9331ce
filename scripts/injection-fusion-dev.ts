/**
 * Issue 15, tenth round (clf10), DEV only: how the two stages' verdicts are combined. The same
 * leave-one-source-out models as scripts/injection-dev-eval.ts (per seed), each window's first-
 * and second-stage probabilities read once, then each fusion with its thresholds re-chosen per
 * model on the held-out handbook paragraphs (FPR <= 1% on each set, chooseThresholdOn's rule):
 *   second  the shipped decision: the second stage alone on the windows above the gate;
 *   first   the first stage alone at its own threshold;
 *   union   second, or the first stage above a threshold of its own chosen for the union's FPR;
 *   maxcal  max(p1 / t1, p2 / t2) above k >= 1 chosen for the union's FPR (both scaled alike);
 *   mean    (p1 + p2) / 2 above a threshold by the FPR rule, floor 0.3.
 * Reported per fusion and seed: dev attacks caught left out one source at a time (alone, with
 * the rules), dev benign rows and hard negatives (with the rules), held-out handbook paragraphs
 * flagged, our dev sets (sweepTextSets), the Latin dev attacks and the override families'
 * topic-bound sentences (tuning half; German held-out half). No frozen row is read.
 * `--no-benign-topic`: the Latin grammar without its topic-bound benign sentences (latin9,
 * e8fa21b), as before that commit (test/untrusted/train-latin-topic.test.ts). `--sweep`: the
 * union with the first stage at 0.4-0.9 and the second needing at least 0, 0.15 or 0.25.
 * `--heldout`: the round-9 held-out batches (lead9, ind9, latin9, asia9) by the model trained
 * on all sources. Run: `npx vite-node scripts/injection-fusion-dev.ts [--seeds 15,1,2]
 * [--no-benign-topic] [--sweep] [--heldout]` (about 30 s of CPU per seed).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LATIN_FORMS } from '../bench/support/injection-grammar-latin-forms';

if (process.argv.includes('--no-benign-topic')) for (const f of Object.values(LATIN_FORMS)) delete (f as { benignTopic?: string[] }).benignTopic;

const { windowScores } = await import('../lib/untrusted/classifier/score');
const { scoreSecond } = await import('../lib/untrusted/classifier/two-stage');
const { foldedView } = await import('../lib/untrusted/view');
const { markerNames, scanInjection } = await import('../lib/untrusted/injection');
const { isIndirectTask, loadSplit } = await import('../bench/support/injection-split');
const { modelsLeavingOneOut } = await import('../bench/support/injection-train-second');
const { heldOut, trainingDocs } = await import('../bench/support/injection-train');
const { sweepTextSets } = await import('../bench/support/injection-train-sweep-sets');
const { DEV_LANGUAGE_ATTACKS } = await import('../test/untrusted/fixtures/dev-attacks-languages');
const { DEV_LANGUAGE_ATTACKS_MORE } = await import('../test/untrusted/fixtures/dev-attacks-languages-more');
const { DEV_EMBEDDED_ATTACKS } = await import('../test/untrusted/fixtures/dev-embedded');
const { overrideObjectFamilies, overrideObjectHeldOut } = await import('../test/untrusted/fixtures/families-override-objects');
type Classifier = import('../lib/untrusted/classifier/two-stage').InjectionClassifier;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seeds = (arg('--seeds') ?? '15').split(',').map(Number);
const rows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const attacks = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
const benign = rows.filter((r) => r.label === 'benign');
const docs = trainingDocs(root, shared);
const { thresholdSets } = heldOut(shared);
const sets = sweepTextSets();
const LATIN = new Set(['fr', 'de', 'es', 'it', 'pt']);
const latinAttacks = [...DEV_LANGUAGE_ATTACKS, ...DEV_LANGUAGE_ATTACKS_MORE, ...DEV_EMBEDDED_ATTACKS].filter((f) => LATIN.has(f.lang ?? '')).flatMap((f) => f.texts);
const topicTuning = overrideObjectFamilies().flatMap((f) => f.quiet);
const held = overrideObjectHeldOut();
const topicGerman = held.benign.filter((f) => f.lang === 'de').flatMap((f) => f.texts);
// --heldout: the round-9 held-out batches (read once by their authors; the classifier never trained on them), by the model on all sources.
const heldBatches = process.argv.includes('--heldout')
  ? await (async () => {
      const flat = (fs: readonly { texts: readonly string[] }[]): string[] => fs.flatMap((f) => f.texts);
      const lead = await import('../test/untrusted/fixtures/dev-lead9-heldout');
      const ind = await import('../test/untrusted/fixtures/dev-s9-ind-heldout');
      const lat = await import('../test/untrusted/fixtures/dev-latin9-heldout');
      const asia = await import('../test/untrusted/fixtures/dev-asia9-heldout');
      return [
        ['lead9', flat(lead.LEAD9_HELDOUT_ATTACKS), flat(lead.LEAD9_HELDOUT_NEGATIVES)],
        ['ind9', flat(ind.S9_IND_HELDOUT_ATTACKS), flat(ind.S9_IND_HELDOUT_NEGATIVES)],
        ['latin9', flat(lat.LATIN9_ATTACKS), flat(lat.LATIN9_BENIGN)],
        ['asia9', flat(asia.ASIA9_ATTACKS), flat(asia.ASIA9_BENIGN)],
      ] as const;
    })()
  : [];
const ruleCache = new Map<string, boolean>();
const rules = (t: string): boolean => {
  let v = ruleCache.get(t);
  if (v === undefined) ruleCache.set(t, (v = markerNames(scanInjection(t, undefined, null)).length > 0));
  return v;
};

/** [p1, p2] of every window of `text` (p2 = 0 below the gate, as the scan reads it). */
function pairs(c: Classifier, text: string): number[] {
  const s = foldedView(text).text;
  const w = windowScores(c.first, s);
  const out: number[] = [];
  for (let i = 0; i < w.length; i += 3) {
    const p1 = w[i + 2] as number;
    out.push(p1, c.second !== null && p1 > c.second.gate ? scoreSecond(c.second, s, w[i] as number, w[i + 1] as number) : 0);
  }
  return out;
}
const maxOf = (ps: readonly number[], f: (p1: number, p2: number) => number): number => {
  let best = 0;
  for (let i = 0; i < ps.length; i += 2) best = Math.max(best, f(ps[i] as number, ps[i + 1] as number));
  return best;
};

type Decide = (ps: readonly number[]) => boolean;
/** Each fusion's decision for model `c`, its thresholds chosen on the held-out paragraphs' pairs `hp`. */
function fusions(c: Classifier, hp: readonly (readonly number[][])[]): Map<string, Decide> {
  const t1 = c.first.threshold;
  const t2 = c.second?.threshold ?? 1;
  const byScore = (f: (p1: number, p2: number) => number, floor: number): number => chooseThresholdOnPairs(hp, f, floor);
  const p2flag = (ps: readonly number[]): boolean => maxOf(ps, (_, p2) => p2) > t2;
  // union: on each set, the paragraphs the second stage leaves quiet rank the first's threshold.
  const u = Math.max(t1, ...hp.map((set) => {
    const quiet = set.filter((ps) => !p2flag(ps)).map((ps) => maxOf(ps, (p1) => p1)).sort((a, b) => b - a);
    const allowed = Math.floor(0.01 * set.length) - (set.length - quiet.length);
    return allowed < 0 ? 1 : (quiet[allowed] ?? 0) + 1e-6;
  }));
  const k = byScore((p1, p2) => Math.max(p1 / t1, p2 / t2), 1);
  const m = byScore((p1, p2) => (p1 + p2) / 2, 0.3);
  return new Map<string, Decide>([
    ['second', p2flag],
    ['first', (ps) => maxOf(ps, (p1) => p1) > t1],
    ['union-raw', (ps) => p2flag(ps) || maxOf(ps, (p1) => p1) > t1],
    [`union`, (ps) => p2flag(ps) || maxOf(ps, (p1) => p1) > u],
    ['maxcal', (ps) => maxOf(ps, (p1, p2) => Math.max(p1 / t1, p2 / t2)) > k],
    ['mean', (ps) => maxOf(ps, (p1, p2) => (p1 + p2) / 2) > m],
    // --sweep: the union at fixed first-stage thresholds, the second stage needing at least v.
    ...(process.argv.includes('--sweep')
      ? [0.4, 0.5, 0.6, 0.7, 0.8, 0.9].flatMap((uu) => [0, 0.15, 0.25].map((v) => [`u${uu}v${v}`, (ps: readonly number[]) => p2flag(ps) || maxOf(ps, (p1, p2) => (p1 > uu && p2 > v ? 1 : 0)) > 0] as [string, Decide]))
      : []),
  ]);
}
function chooseThresholdOnPairs(hp: readonly (readonly number[][])[], f: (p1: number, p2: number) => number, floor: number): number {
  // chooseThresholdOn's rule (injection-train.ts) on scores already computed, without its cap at 0.999, which a k >= 1 passes.
  return Math.max(floor, ...hp.map((set) => {
    const d = set.map((ps) => maxOf(ps, f)).sort((a, b) => b - a);
    return (d[Math.floor(0.01 * d.length)] ?? floor) + 1e-6;
  }));
}

const n = (bs: readonly boolean[]): number => bs.filter(Boolean).length;
for (const seed of seeds) {
  const { everything, without } = modelsLeavingOneOut(docs, thresholdSets, { seed });
  const fuse = new Map<Classifier, Map<string, Decide>>();
  const fusedOf = (c: Classifier): Map<string, Decide> => {
    let f = fuse.get(c);
    if (f === undefined) fuse.set(c, (f = fusions(c, thresholdSets.map((s) => s.map((p) => pairs(c, p))))));
    return f;
  };
  const attackPairs = attacks.map((r) => pairs(without.get(r.repo) ?? everything, r.text));
  const ev = (ts: readonly string[]): number[][] => ts.map((t) => pairs(everything, t));
  const hpE = thresholdSets.map(ev);
  const devB = ev(benign.map((r) => r.text));
  const sp = sets.map((s) => ev(s.texts));
  const lat = ev(latinAttacks);
  const tt = ev(topicTuning);
  const tg = ev(topicGerman);
  const hb = heldBatches.map(([, a, b]) => [ev(a), ev(b)] as const);
  console.log(`seed ${seed}: t1 ${everything.first.threshold.toFixed(3)} gate ${everything.second?.gate.toFixed(4)} t2 ${everything.second?.threshold.toFixed(3)}`);
  for (const name of fusedOf(everything).keys()) {
    const dE = fusedOf(everything).get(name) as Decide;
    const loso = attacks.map((r, i) => (fusedOf(without.get(r.repo) ?? everything).get(name) as Decide)(attackPairs[i] as number[]));
    const comb = attacks.filter((r, i) => loso[i] === true || rules(r.text)).length;
    const db = benign.filter((r, i) => dE(devB[i] as number[]) || rules(r.text));
    const hard = db.filter((r) => r.hard_negative === true).length;
    const perSet = sets.map((s, j) => {
      const c = (sp[j] as number[][]).map(dE);
      return `${s.name} ${n(c)}/${s.texts.filter((t, i) => c[i] === true || rules(t)).length}`;
    });
    console.log(
      `  ${name.padEnd(9)} ${heldBatches.map(([label, a, b], j) => `${label} held-out attacks ${n((hb[j]?.[0] ?? []).map(dE))}/${a.filter((t, i) => dE(hb[j]?.[0][i] ?? []) || rules(t)).length} of ${a.length}, benign ${n((hb[j]?.[1] ?? []).map(dE))}/${b.filter((t, i) => dE(hb[j]?.[1][i] ?? []) || rules(t)).length} of ${b.length}; `).join('')}LOSO alone ${n(loso)}/${attacks.length}, with rules ${comb}; dev benign ${db.length}/${benign.length}, hard ${hard}; held-out handbook ${hpE.map((s) => n(s.map(dE))).join('+')}; Latin dev attacks clf ${n(lat.map(dE))}/${lat.length}, with rules ${latinAttacks.filter((t, i) => dE(lat[i] as number[]) || rules(t)).length}; topic-bound tuning clf ${n(tt.map(dE))}/${tt.length}, German held-out clf ${n(tg.map(dE))}/${tg.length}; ${perSet.join('; ')}`,
    );
  }
}
