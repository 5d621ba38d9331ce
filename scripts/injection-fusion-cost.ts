/**
 * Issue 15, tenth round (clf10): the cost on the 18F handbook of deciding a window by the union
 * of the two stages (flagged when the first stage is above its own threshold or the second above
 * its own) against the shipped decision (the second stage alone, on the windows above the gate).
 * One process, CPU time (process.cpuUsage), A and B alternated; the shipped assets from disk.
 * Counts the second-stage reads of each, which must be equal: the union's first-stage threshold
 * is above the gate, so every window it flags has been read by the second stage already.
 * Run: `npx vite-node scripts/injection-fusion-cost.ts [--rounds 21]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { windowScores } from '../lib/untrusted/classifier/score';
import { classifierWindows, scoreSecond } from '../lib/untrusted/classifier/two-stage';
import { foldedView } from '../lib/untrusted/view';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, '../shared/corpora/18f-handbook');
const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rounds = Number(arg('--rounds') ?? 21);
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
const texts = files(dir).sort().map((f) => foldedView(readFileSync(f, 'utf8')).text);
const model = shippedModelFromDisk();
const { first, second } = model;

let readsA = 0;
let readsB = 0;
/** A: the shipped decision (two-stage.ts). */
function shipped(): number {
  let flagged = 0;
  for (const s of texts) {
    const w = classifierWindows(model, s);
    for (let i = 0; i < w.length; i += 3) {
      if ((w[i + 2] as number) > 0) readsA++;
      if ((w[i + 2] as number) > second.threshold) flagged++;
    }
  }
  return flagged;
}
/** B: the union, the first stage at its own threshold (above the gate). */
function union(): number {
  let flagged = 0;
  for (const s of texts) {
    const w = windowScores(first, s);
    for (let i = 0; i < w.length; i += 3) {
      const p1 = w[i + 2] as number;
      if (p1 <= second.gate) continue;
      readsB++;
      if (p1 > first.threshold || scoreSecond(second, s, w[i] as number, w[i + 1] as number) > second.threshold) flagged++;
    }
  }
  return flagged;
}
const cpu = (f: () => number): [number, number] => {
  const t = process.cpuUsage();
  const n = f();
  const d = process.cpuUsage(t);
  return [(d.user + d.system) / 1000, n];
};
const mb = texts.reduce((a, s) => a + s.length, 0) / 1e6;
const ratios: number[] = [];
let fa = 0;
let fb = 0;
cpu(shipped);
cpu(union);
readsA = readsB = 0;
for (let r = 0; r < rounds; r++) {
  // A then B on even rounds, B then A on odd ones.
  let A: [number, number];
  let B: [number, number];
  if (r % 2 === 0) {
    A = cpu(shipped);
    B = cpu(union);
  } else {
    B = cpu(union);
    A = cpu(shipped);
  }
  const [a, na] = A;
  const [b, nb] = B;
  ratios.push(b / a);
  fa = na;
  fb = nb;
}
ratios.sort((x, y) => x - y);
console.log(`18F: ${texts.length} files, ${mb.toFixed(2)} MB folded; ${rounds} alternated rounds; windows flagged shipped ${fa}, union ${fb}; second-stage reads per pass shipped ${readsA / rounds}, union ${readsB / rounds}`);
console.log(`union / shipped CPU time, classifier part only: median ${ratios[Math.floor(ratios.length / 2)]?.toFixed(3)}, quartiles ${ratios[Math.floor(ratios.length / 4)]?.toFixed(3)}-${ratios[Math.floor((3 * ratios.length) / 4)]?.toFixed(3)}`);
