// Reports of the round-6 word-vector trials: each variant's figures on all dev (fitted: not
// evidence), and leave one handbook out: each English handbook under the variant that does best
// on the other two English handbooks (Japanese questions get no vectors, so they stay today's).
import { fmt, objective, tally, type Tally } from './vector-fusion';
import type { Handbook } from './vector-context';

/** A variant: the answer's rank for each question of each handbook (-1: not in its list). */
export interface Variant { name: string; ranks: Map<string, number[]> }

const JA = 'ja-react-dev';
const sum = (ts: readonly Tally[]): Tally => ts.reduce((s, t) => ({ n: s.n + t.n, hit1: s.hit1 + t.hit1, hit6: s.hit6 + t.hit6, won1: s.won1 + t.won1, lost1: s.lost1 + t.lost1, won6: s.won6 + t.won6, lost6: s.lost6 + t.lost6 }));

/** Variants printed on all dev as they are, with no choice among them (the cosine alone, say). */
export function reportEach(title: string, variants: readonly Variant[], hbs: readonly Handbook[], today: ReadonlyMap<string, number[]>): void {
  console.log(`\n### ${title}\n| variant | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|`);
  for (const v of variants) console.log(`| ${v.name} | ${fmt(sum(hbs.filter((h) => h.name !== JA).map((h) => tally(v.ranks.get(h.name)!, today.get(h.name)!))))} |`);
}

export function reportMethod(title: string, variants: readonly Variant[], hbs: readonly Handbook[], today: ReadonlyMap<string, number[]>): void {
  const english = hbs.map((h) => h.name).filter((n) => n !== JA);
  const of = (v: Variant, h: string): Tally => tally(v.ranks.get(h)!, today.get(h)!);
  const changedJa = variants.filter((v) => v.ranks.has(JA) && v.ranks.get(JA)!.some((r, i) => r !== today.get(JA)![i])).length;
  console.log(`\n### ${title}: ${variants.length} variants; Japanese changed by ${changedJa} of them`);
  console.log('| variant | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|');
  const all = (v: Variant): Tally => sum(hbs.map((h) => of(v, h.name)));
  const todayAll = sum(hbs.map((h) => tally(today.get(h.name)!, today.get(h.name)!)));
  console.log(`| today, all dev | ${fmt(todayAll)} |`);
  const ranked = [...variants].sort((x, y) => objective(all(y)) - objective(all(x)));
  for (const v of ranked.slice(0, 8)) console.log(`| ${v.name} (all dev, fitted) | ${fmt(all(v))} |`);
  const byHit6 = [...variants].sort((x, y) => all(y).hit6 - all(x).hit6 || all(y).hit1 - all(x).hit1);
  console.log(`| best hit@6 on all dev (fitted): ${byHit6[0]!.name} | ${fmt(all(byHit6[0]!))} |`);
  const rows: Array<[string, Tally, Tally]> = [];
  for (const h of english) {
    const train = english.filter((g) => g !== h);
    const best = variants.reduce((bv, v) => (objective(sum(train.map((g) => of(v, g)))) > objective(sum(train.map((g) => of(bv, g)))) ? v : bv));
    const t = of(best, h);
    rows.push([h, tally(today.get(h)!, today.get(h)!), t]);
    console.log(`| LOHO ${h}: chosen on ${train.join(' + ')}: ${best.name} | ${fmt(t)} |`);
  }
  if (today.has(JA)) rows.push([JA, tally(today.get(JA)!, today.get(JA)!), tally(today.get(JA)!, today.get(JA)!)]);
  console.log('| handbook (LOHO) | n | today hit@1 / hit@6 | LOHO hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|---|---|');
  const line = (name: string, t0: Tally, t: Tally): string =>
    `| ${name} | ${t.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} | ${fmt(t)} |`;
  for (const [h, t0, t] of rows) console.log(line(h, t0, t));
  const en = rows.filter(([h]) => h !== JA);
  console.log(line('English', sum(en.map((r) => r[1])), sum(en.map((r) => r[2]))));
  console.log(line('all', sum(rows.map((r) => r[1])), sum(rows.map((r) => r[2]))));
}
