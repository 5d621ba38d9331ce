/**
 * Injection scanner and untrusted-content pipeline: recall and false positives on
 * ../shared/corpora/injections-dev.jsonl and on our own fixtures, false positives on every
 * paragraph of the 18F handbook, and throughput of scanInjection and prepareUntrusted on ~5 MB
 * of handbook text against references measured in the same run. Run with
 * `npx vite-node bench/untrusted.bench.ts`; writes bench/results/untrusted.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installInjectionModel } from '../lib/untrusted/classifier/installed';
import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { prepareUntrusted } from '../lib/untrusted/prepare';
import { measure, parseJsonl, type Metrics } from '../test/untrusted/support/metrics';
import { languagesMoreLines } from './support/injection-dev-languages';
import { shippedModelFromDisk } from './support/shipped-assets';
import { flaggedBy } from '../test/untrusted/support/flagged';
import { writeKeepingNotes } from './support/results-notes';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(projectRoot, '../shared');
const RUNS = 15;
// The scan as the background runs it: rules and the shipped classifier, both stages
// (PRIMACHAT_FIRST_STAGE_ONLY=1: the first stage alone, to compare in the same conditions).
const shipped = shippedModelFromDisk();
installInjectionModel(process.env.PRIMACHAT_FIRST_STAGE_ONLY === '1' ? shipped.first : shipped);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Median MB/s of `f` over `text` (one warm-up run first). */
function mbps(text: string, f: (t: string) => unknown): number {
  f(text);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    f(text);
    times.push(performance.now() - t0);
  }
  return text.length / 1e6 / (median(times) / 1000);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? markdownFiles(p) : p.endsWith('.md') ? [p] : [];
  });
}

const metricsRow = (name: string, m: Metrics): string =>
  `| ${name} | ${pct(m.recall)} (${m.injections - m.missed.length}/${m.injections}) | ${m.indirectTask ? `${pct(m.indirectTaskRecall)} of ${m.indirectTask}` : '—'} | ${pct(m.fpr)} (${m.falsePositives.length}/${m.benign}) | ${m.hardNegatives ? `${pct(m.hardNegativeFpr)} of ${m.hardNegatives}` : '—'} |`;

const lines: string[] = ['## Injection scanner and untrusted pipeline (`bench/untrusted.bench.ts`)', ''];
const own = measure([
  ...parseJsonl(readFileSync(path.join(projectRoot, 'test/untrusted/fixtures/attacks.jsonl'), 'utf8')),
  ...parseJsonl(readFileSync(path.join(projectRoot, 'test/untrusted/fixtures/benign.jsonl'), 'utf8')),
]);
lines.push('| set | recall (no indirect-task) | indirect-task recall | false positives | hard negatives flagged |', '|---|---|---|---|---|');
if (existsSync(path.join(shared, 'corpora/injections-dev.jsonl'))) {
  const dev = measure(parseJsonl(readFileSync(path.join(shared, 'corpora/injections-dev.jsonl'), 'utf8')));
  lines.push(metricsRow('`shared/corpora/injections-dev.jsonl`', dev));
  if (dev.missed.length > 0) lines.push('', `Missed: ${dev.missed.map((t) => JSON.stringify(t.slice(0, 80))).join('; ')}`);
}
lines.push(metricsRow('own fixtures (`test/untrusted/fixtures/`)', own));
// Issue 15, sixth round: our held-out families in more languages (test/untrusted/fixtures/
// dev-attacks-languages-more.ts, never trained on; dev-benign-languages-more.ts, its odd half).
lines.push(
  '',
  'Held-out families in more languages (attacks never trained on; benign: the half never trained on), rules alone and the scan as shipped:',
  '',
  ...languagesMoreLines([
    ['rules', flaggedBy(null)],
    ['shipped scan', flaggedBy(undefined)],
  ]),
);

const handbookDir = path.join(shared, 'corpora/18f-handbook');
if (existsSync(handbookDir)) {
  const files = markdownFiles(handbookDir);
  const corpus = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const paragraphs = corpus.split(/\n\s*\n/).filter((p) => p.trim().length >= 20);
  const flagged = paragraphs.filter((p) => markerNames(scanInjection(p)).length > 0);
  lines.push(
    '',
    `Every paragraph of the 18F handbook (${files.length} files, ${paragraphs.length} paragraphs): ${flagged.length} flagged (${pct(flagged.length / paragraphs.length)}). Half of its files are training text of the classifier; the false positives on the half it never saw are in injection-eval.md.`,
  );
  for (const p of flagged.slice(0, 5)) lines.push(`- flagged: ${markerNames(scanInjection(p)).join(', ')}: ${JSON.stringify(p.slice(0, 100))}`);

  let big = corpus;
  while (big.length < 5_000_000) big += `\n${corpus}`;
  big = big.slice(0, big.lastIndexOf('\n', 5_000_000));
  const canaries = ['ZEBRA-7741-CANARY', 'hunter2-secret', 'Project Bluebird'];
  const lower = mbps(big, (t) => t.toLowerCase());
  const oneRegex = mbps(big, (t) => /ignore (?:all )?previous instructions/i.test(t));
  const rulesOnly = mbps(big, (t) => scanInjection(t, undefined, null));
  const scan = mbps(big, (t) => scanInjection(t));
  const prepare = mbps(big, (t) => prepareUntrusted({ intro: 'Results:', body: t, instruction: 'Cite.', canaries }));
  lines.push(
    '',
    `Throughput on ${(big.length / 1e6).toFixed(1)} MB of handbook text (the corpus repeated), median of ${RUNS} runs, Node ${process.version}:`,
    '',
    '| what | MB/s | vs `toLowerCase` |',
    '|---|---|---|',
    `| reference: \`text.toLowerCase()\` | ${lower.toFixed(0)} | 1.00 |`,
    `| reference: one case-insensitive regex test | ${oneRegex.toFixed(0)} | ${(oneRegex / lower).toFixed(2)} |`,
    `| \`scanInjection\`, rules only | ${rulesOnly.toFixed(1)} | ${(rulesOnly / lower).toFixed(3)} |`,
    `| \`scanInjection\` (rules and classifier, as shipped) | ${scan.toFixed(1)} | ${(scan / lower).toFixed(3)} |`,
    `| \`prepareUntrusted\` (redact 3 canaries, scan, neutralise, fence) | ${prepare.toFixed(1)} | ${(prepare / lower).toFixed(3)} |`,
    '',
    `Target: ≥ 50 MB/s for the scanner with the classifier; ${scan >= 50 ? 'met' : 'not met'} on this machine.`,
  );
} else {
  lines.push('', 'Skipped handbook figures: ../shared/corpora/18f-handbook is absent.');
}

// The notes written by hand under the marker (what each round measured and kept) are kept as they
// are: a run rewrites only the figures above them.
console.log(writeKeepingNotes(path.join(projectRoot, 'bench/results/untrusted.md'), lines.join('\n'), 'bench/untrusted.bench.ts'));
