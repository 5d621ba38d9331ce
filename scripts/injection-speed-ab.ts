/**
 * Issue 15, tenth round: the injection scan of this checkout against another tree, in one process,
 * CPU time (process.cpuUsage), rounds alternating which tree goes first (the VM is shared and
 * drifts: separate processes cannot tell a 10% change). Texts: the 18F handbook whole (the bench's
 * text) and ../shared/corpora/ja-react-dev whole (Japanese), as scripts/injection-profile.ts reads
 * them. Per text: the whole scan (rules and the shipped classifier of each tree), the fold alone
 * (foldedView) and the classifier's first stage alone (windowScores); M characters per CPU second,
 * medians, and the median of the rounds' ratios (this checkout's speed over the other's: above 1,
 * this checkout is the faster).
 * Run: `npx vite-node scripts/injection-speed-ab.ts <other tree> [rounds]`. Round 13 found it favours
 * the tree it lives in by ~20% on 18F whatever the load order (two trees with the same lib/ read
 * 1.22): run it from each tree against the other, and take the geometric mean of the two ratios.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const other = path.resolve(process.argv[2] ?? '/work/main');
const rounds = Number(process.argv[3] ?? 31);
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
const corpus = (name: string): string => files(path.resolve(here, '../shared/corpora', name)).sort().map((f) => readFileSync(f, 'utf8')).join('\n');
const texts = [
  { name: '18F', text: corpus('18f-handbook') },
  { name: 'ja', text: corpus('ja-react-dev') },
];
type Part = 'scan' | 'fold' | 'first stage';
const PARTS: Part[] = ['scan', 'fold', 'first stage'];

interface Tree {
  name: string;
  run: Record<Part, (t: string) => unknown>;
}
async function load(root: string, name: string): Promise<Tree> {
  const inj = (await import(path.join(root, 'lib/untrusted/injection.ts'))) as typeof import('../lib/untrusted/injection');
  const { parseModel, SECOND_STAGE_VERSION } = (await import(path.join(root, 'lib/untrusted/classifier/model.ts'))) as typeof import('../lib/untrusted/classifier/model');
  const { windowScores } = (await import(path.join(root, 'lib/untrusted/classifier/score.ts'))) as typeof import('../lib/untrusted/classifier/score');
  const { foldedView } = (await import(path.join(root, 'lib/untrusted/view.ts'))) as typeof import('../lib/untrusted/view');
  const cdir = path.join(root, 'lib/untrusted/classifier');
  const model = {
    first: parseModel(readFileSync(path.join(cdir, 'injection-classifier-v2.bin'))),
    second: parseModel(readFileSync(path.join(cdir, `injection-classifier-v${SECOND_STAGE_VERSION}.bin`)), SECOND_STAGE_VERSION),
  };
  const views = new Map(texts.map((t) => [t.text, foldedView(t.text).text]));
  return {
    name,
    run: {
      scan: (t) => inj.scanInjection(t, undefined, model),
      fold: (t) => foldedView(t),
      'first stage': (t) => windowScores(model.first, views.get(t) as string),
    },
  };
}

const trees = [await load(here, 'this checkout'), await load(other, other)];
const speeds = new Map<string, number[]>();
const key = (tree: string, text: string, part: Part): string => `${tree}\u0000${text}\u0000${part}`;
for (let r = 0; r < 3; r++) for (const t of trees) for (const x of texts) for (const p of PARTS) t.run[p](x.text);
for (let r = 0; r < rounds; r++) {
  for (const x of texts) {
    for (const p of PARTS) {
      for (const t of r % 2 === 0 ? trees : [...trees].reverse()) {
        const c0 = process.cpuUsage();
        t.run[p](x.text);
        const c = process.cpuUsage(c0);
        const k = key(t.name, x.name, p);
        speeds.set(k, [...(speeds.get(k) ?? []), x.text.length / 1000 / ((c.user + c.system) / 1000)]);
      }
    }
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`${rounds} alternated rounds, M characters per CPU second (medians); ratio: median of the rounds' speed of this / speed of the other (> 1: this checkout is faster)`);
console.log(`| text | part | this checkout | ${other} | ratio |`);
console.log('|---|---|---|---|---|');
for (const x of texts) {
  for (const p of PARTS) {
    const a = speeds.get(key(trees[0]?.name as string, x.name, p)) ?? [];
    const b = speeds.get(key(trees[1]?.name as string, x.name, p)) ?? [];
    console.log(`| ${x.name} | ${p} | ${median(a).toFixed(1)} | ${median(b).toFixed(1)} | ${median(a.map((v, i) => v / (b[i] ?? 1))).toFixed(3)} |`);
  }
}
