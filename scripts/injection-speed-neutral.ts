/**
 * Issue 15, round 15: the shipped injection scan of two trees, in one process, from a script that
 * lives in neither. scripts/injection-speed-ab.ts favours the tree it lives in (~1.2× on 18F,
 * cause not found); this copy, run from a folder outside both trees, read 0.997 for two copies
 * of the same lib/ (41 rounds, 18F). Each round scans the text once with each tree (CPU time,
 * process.cpuUsage), the order alternating; printed: each tree's median M characters per CPU
 * second and the median of the rounds' ratios (speed of the first tree over the second's).
 * The tree imported first can still read a few % apart (ja-react-dev): run both orders and take
 * the geometric mean of the first's ratio and the inverse of the second's.
 * Run (the copy outside the trees, each tree with node_modules and .wxt in place):
 *   cp scripts/injection-speed-neutral.ts /tmp/neutral.ts && cd /tmp &&
 *   <tree>/node_modules/.bin/vite-node neutral.ts <tree A> <tree B> [rounds=21] [corpus=18f-handbook]
 * The corpus is ../shared/corpora/<corpus> beside either tree, its .md files sorted and joined (the
 * bench's text for 18F).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [treeA, treeB] = [process.argv[2], process.argv[3]].map((t) => path.resolve(t ?? '.'));
const rounds = Number(process.argv[4] ?? 21);
const corpusName = process.argv[5] ?? '18f-handbook';
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
// ../shared/corpora beside either tree (a tree unpacked elsewhere has none).
const corpusDir = [treeA, treeB].map((t) => path.resolve(t as string, '../shared/corpora', corpusName)).find((d) => existsSync(d)) ?? '';
const text = files(corpusDir).sort().map((f) => readFileSync(f, 'utf8')).join('\n');

/** The tree's scanInjection with its own shipped assets, read from disk. */
async function scanOf(root: string): Promise<() => unknown> {
  const inj = (await import(path.join(root, 'lib/untrusted/injection.ts'))) as { scanInjection: (t: string, v: undefined, m: unknown) => unknown };
  const { parseModel, SECOND_STAGE_VERSION } = (await import(path.join(root, 'lib/untrusted/classifier/model.ts'))) as {
    parseModel: (b: Uint8Array, v?: number) => unknown;
    SECOND_STAGE_VERSION: number;
  };
  const dir = path.join(root, 'lib/untrusted/classifier');
  const model = {
    first: parseModel(readFileSync(path.join(dir, 'injection-classifier-v2.bin'))),
    second: parseModel(readFileSync(path.join(dir, `injection-classifier-v${SECOND_STAGE_VERSION}.bin`)), SECOND_STAGE_VERSION),
  };
  return () => inj.scanInjection(text, undefined, model);
}

const scans = [await scanOf(treeA as string), await scanOf(treeB as string)] as const;
const cpu = (f: () => unknown): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
for (let r = 0; r < 3; r++) for (const f of scans) f();
const ms: [number[], number[]] = [[], []];
const ratios: number[] = [];
for (let r = 0; r < rounds; r++) {
  const got = [0, 0];
  for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) got[i] = cpu(scans[i as 0 | 1]);
  ms[0].push(got[0] as number);
  ms[1].push(got[1] as number);
  ratios.push((got[1] as number) / (got[0] as number));
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
const speed = (xs: number[]): string => ((text.length / 1e3) / median(xs)).toFixed(1);
console.log(`${corpusName} (${(text.length / 1e6).toFixed(2)} M chars), ${rounds} alternated rounds, M characters per CPU second (medians)`);
console.log(`${treeA}: ${speed(ms[0])}; ${treeB}: ${speed(ms[1])}; median ratio (first over second) ${median(ratios).toFixed(3)}`);
