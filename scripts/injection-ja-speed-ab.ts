/**
 * Issue 15, eighth round: the injection scan (rules and the shipped classifier) on Japanese
 * handbook text, this checkout against another tree, in one process with rounds alternating
 * which goes first (the VM is shared and drifts; separate processes cannot tell a 10% change).
 * Text: the held-out files of ../shared/corpora/ja-react-dev (isThresholdFile), joined as the
 * bench joins 18F. Prints M characters per CPU second per tree per round, their medians, the
 * median of the rounds' ratios (this checkout over the other), and how many of the
 * text's classifier windows pass the gate (and their characters) in each tree.
 * With --18f, the 18F handbook whole instead (English).
 * Run: `npx vite-node scripts/injection-ja-speed-ab.ts <other tree> [rounds] [--18f]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isThresholdFile } from '../bench/support/injection-train';

const here = path.resolve(import.meta.dirname, '..');
const other = path.resolve(process.argv[2] ?? '/work/main');
const rounds = Number(process.argv.filter((a) => !a.startsWith('--'))[3] ?? 5);
const english = process.argv.includes('--18f');
const dir = path.resolve(here, english ? '../shared/corpora/18f-handbook' : '../shared/corpora/ja-react-dev');
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
// 18F whole (the bench's text); of ja-react-dev, the held-out files.
const held = files(dir).sort().filter((f) => english || isThresholdFile('reactjs/ja.react.dev', path.relative(dir, f)));
const text = held.map((f) => readFileSync(f, 'utf8')).join('\n\n');

interface Tree {
  name: string;
  scan: (t: string) => unknown;
  /** The second stage alone on the windows the gate lets through (the part the eighth round changed). */
  secondOnly: () => void;
  gated: () => string;
}
async function load(root: string, name: string): Promise<Tree> {
  const inj = (await import(path.join(root, 'lib/untrusted/injection.ts'))) as typeof import('../lib/untrusted/injection');
  const { parseModel, SECOND_STAGE_VERSION } = (await import(path.join(root, 'lib/untrusted/classifier/model.ts'))) as typeof import('../lib/untrusted/classifier/model');
  const { windowScores } = (await import(path.join(root, 'lib/untrusted/classifier/score.ts'))) as typeof import('../lib/untrusted/classifier/score');
  const { foldedView } = (await import(path.join(root, 'lib/untrusted/view.ts'))) as typeof import('../lib/untrusted/view');
  const { scoreSecond } = (await import(path.join(root, 'lib/untrusted/classifier/two-stage.ts'))) as typeof import('../lib/untrusted/classifier/two-stage');
  const cdir = path.join(root, 'lib/untrusted/classifier');
  const second = readdirSync(cdir).find((f) => f === `injection-classifier-v${SECOND_STAGE_VERSION}.bin`) ?? 'injection-classifier-v4.bin';
  const model = { first: parseModel(readFileSync(path.join(cdir, 'injection-classifier-v2.bin'))), second: parseModel(readFileSync(path.join(cdir, second)), SECOND_STAGE_VERSION) };
  const v = foldedView(text).text;
  const w = windowScores(model.first, v);
  const passed: number[] = [];
  for (let i = 0; i < w.length; i += 3) if ((w[i + 2] as number) > model.second.gate) passed.push(w[i] as number, w[i + 1] as number);
  return {
    name,
    scan: (t) => inj.scanInjection(t, undefined, model),
    secondOnly: () => {
      for (let k = 0; k < 20; k++) for (let i = 0; i < passed.length; i += 2) scoreSecond(model.second, v, passed[i] as number, passed[i + 1] as number);
    },
    gated: () => {
      const v = foldedView(text).text;
      const w = windowScores(model.first, v);
      let n = 0;
      let chars = 0;
      for (let i = 0; i < w.length; i += 3) if ((w[i + 2] as number) > model.second.gate) (n++, (chars += (w[i + 1] as number) - (w[i] as number)));
      return `${n} of ${w.length / 3} windows pass the gate (${chars} of ${v.length} characters)`;
    },
  };
}
const trees = [await load(here, 'this checkout'), await load(other, other)];
const speeds = new Map<string, number[]>(trees.map((t) => [t.name, []]));
for (let r = 0; r < 3; r++) for (const t of trees) t.scan(text);
for (let r = 0; r < rounds; r++) {
  for (const t of r % 2 === 0 ? trees : [...trees].reverse()) {
    // CPU time, not wall time: it leaves out the waits for a core on the shared VM.
    const c0 = process.cpuUsage();
    t.scan(text);
    const c = process.cpuUsage(c0);
    const ms = (c.user + c.system) / 1000;
    speeds.get(t.name)?.push(text.length / 1000 / ms);
  }
}
// The second stage alone, 20 passes over the gated windows per round, CPU ms.
const seconds = new Map<string, number[]>(trees.map((t) => [t.name, []]));
for (const t of trees) t.secondOnly();
for (let r = 0; r < rounds; r++) {
  for (const t of r % 2 === 0 ? trees : [...trees].reverse()) {
    const c0 = process.cpuUsage();
    t.secondOnly();
    const c = process.cpuUsage(c0);
    seconds.get(t.name)?.push((c.user + c.system) / 1000);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`${held.length} files, ${(text.length / 1e6).toFixed(2)} M characters`);
const [a, b] = trees.map((t) => speeds.get(t.name) ?? []);
console.log(`median ratio of the rounds, this checkout / other: ${median((a ?? []).map((x, i) => x / ((b ?? [])[i] ?? 1))).toFixed(3)}`);
for (const t of trees) console.log(`${t.name}: second stage alone, 20 passes over the gated windows, median ${median(seconds.get(t.name) ?? []).toFixed(1)} CPU ms (${(20 * text.length / 1e3 / median(seconds.get(t.name) ?? [])).toFixed(0)} M characters of the text per CPU s)`);
for (const t of trees) console.log(`${t.name}: ${(speeds.get(t.name) ?? []).map((x) => x.toFixed(1)).join(' ')} M chars per CPU s, median ${median(speeds.get(t.name) ?? []).toFixed(1)}; ${t.gated()}`);
