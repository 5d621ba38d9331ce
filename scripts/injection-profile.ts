/**
 * Issue 15, tenth round: where the injection scan's time goes, phase by phase, in CPU time
 * (process.cpuUsage), on the 18F handbook whole (the bench's text, English) and on the Japanese
 * handbook (../shared/corpora/ja-react-dev whole). The phases are the steps of scanInjection
 * (lib/untrusted/injection.ts) run one at a time on the same inputs, plus canary redaction
 * (prepareUntrusted's first step): folding, the anchor walk alone (no regex run), the regexes
 * the walk lets through, the unanchored patterns, the disguised readings, the raw rules
 * (invisible characters and blobs), the classifier's paragraph windows, its first stage, its
 * gate and second stage, and the whole scan (the residual is marker assembly and pushes).
 * Rounds alternate the texts; the table gives each phase's median CPU ms per MB.
 * Run: `npx vite-node scripts/injection-profile.ts [rounds]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MARKER_RULES } from '../lib/untrusted/rules/all';
import { buildAnchorIndex } from '../lib/untrusted/anchors';
import { walkAnchors } from '../lib/untrusted/walk';
import { foldedView, type TextView } from '../lib/untrusted/view';
import { runGlobal, scanRaw } from '../lib/untrusted/raw-scan';
import { addHintedLine, type HintedLines } from '../lib/untrusted/disguise-lines';
import { disguisedReadings } from '../lib/untrusted/deobfuscate';
import { redactCanaries } from '../lib/untrusted/canaries';
import { paragraphWindows, windowScores } from '../lib/untrusted/classifier/score';
import { scoreSecond } from '../lib/untrusted/classifier/two-stage';
import { scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';

const here = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 7);
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
const corpus = (name: string): string => files(path.resolve(here, '../shared/corpora', name)).sort().map((f) => readFileSync(f, 'utf8')).join('\n');
const texts = [
  { name: '18F', text: corpus('18f-handbook') },
  { name: 'ja-react-dev', text: corpus('ja-react-dev') },
];
const model = shippedModelFromDisk();
const index = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));
const canaries = ['ZEBRA-7741-CANARY', 'hunter2-secret', 'Project Bluebird'];
const noPush = (): void => {};

/** The walk with the regexes it lets through (injection.ts's scanFolded); `run` false: the walk alone. */
function walk(view: TextView, run: boolean, hinted?: HintedLines): { attempts: number; blobs: number[] } {
  const s = view.text;
  let attempts = 0;
  const blobs: number[] = [];
  walkAnchors(
    s,
    index,
    ({ pattern }, at) => {
      attempts++;
      if (!run) return;
      pattern.re.lastIndex = at;
      const m = pattern.re.exec(s);
      if (m !== null && m[0].length > 0) view.span(at, at + m[0].length);
    },
    (start, end) => blobs.push(...view.span(start, end)),
    hinted === undefined ? undefined : (at, events) => addHintedLine(s, at, events, hinted),
    true,
  );
  return { attempts, blobs };
}

const cpu = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

type Phases = Record<string, number>;
function phases(text: string): { ms: Phases; info: Record<string, number> } {
  const ms: Phases = {};
  const info: Record<string, number> = {};
  let view!: TextView;
  ms['fold (foldedView)'] = cpu(() => (view = foldedView(text)));
  ms['canaries (redactCanaries, 3)'] = cpu(() => void redactCanaries(text, canaries, view));
  const hinted: HintedLines = { leet: [], separated: [], spaced: [] };
  let w0 = { attempts: 0, blobs: [] as number[] };
  ms['walk alone (no regex)'] = cpu(() => (w0 = walk(view, false, { leet: [], separated: [], spaced: [] })));
  const walkRegex = cpu(() => void walk(view, true, hinted));
  ms['regexes at anchors (walk+regex − walk)'] = walkRegex - (ms['walk alone (no regex)'] as number);
  info.attempts = w0.attempts;
  ms['unanchored patterns'] = cpu(() => {
    for (const p of index.unanchored) runGlobal(p.re, view.text, 0, noPush);
  });
  ms['disguised readings'] = cpu(() => {
    for (const r of disguisedReadings(view.text, hinted)) walk({ text: r.text, span: (a, b) => [a, b] }, true);
  });
  ms['raw rules (invisible, blobs, rest)'] = cpu(() => scanRaw(text, view.suspicious ?? null, w0.blobs, noPush));
  ms['classifier windows (paragraphWindows)'] = cpu(() => void paragraphWindows(view.text));
  let w: number[] = [];
  ms['classifier first stage (windowScores)'] = cpu(() => (w = windowScores(model.first, view.text)));
  let passed = 0;
  ms['classifier gate + second stage'] = cpu(() => {
    for (let i = 0; i < w.length; i += 3) if ((w[i + 2] as number) > model.second.gate) (passed++, scoreSecond(model.second, view.text, w[i] as number, w[i + 1] as number));
  });
  info.windows = w.length / 3;
  info.passed = passed;
  ms['whole scanInjection (fold included)'] = cpu(() => void scanInjection(text, undefined, model));
  return { ms, info };
}

for (let r = 0; r < 2; r++) for (const t of texts) phases(t.text);
const got = new Map<string, Phases[]>(texts.map((t) => [t.name, []]));
const infos = new Map<string, Record<string, number>>();
for (let r = 0; r < rounds; r++) {
  for (const t of r % 2 === 0 ? texts : [...texts].reverse()) {
    const p = phases(t.text);
    got.get(t.name)?.push(p.ms);
    infos.set(t.name, p.info);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const names = Object.keys(got.get('18F')?.[0] ?? {});
console.log(`CPU ms per MB (median of ${rounds} alternated rounds); share of the whole scan in brackets`);
console.log(`| phase | ${texts.map((t) => `${t.name} (${(t.text.length / 1e6).toFixed(2)} M chars)`).join(' | ')} |`);
console.log(`|---|${texts.map(() => '---').join('|')}|`);
const per = (t: (typeof texts)[number], n: string): number => median((got.get(t.name) ?? []).map((p) => p[n] as number)) / (t.text.length / 1e6);
for (const n of names) {
  console.log(`| ${n} | ${texts.map((t) => `${per(t, n).toFixed(2)} (${((100 * per(t, n)) / per(t, 'whole scanInjection (fold included)')).toFixed(0)}%)`).join(' | ')} |`);
}
console.log(`| → MB/s of the whole scan (CPU) | ${texts.map((t) => (1000 / per(t, 'whole scanInjection (fold included)')).toFixed(1)).join(' | ')} |`);
for (const t of texts) {
  const i = infos.get(t.name) ?? {};
  console.log(`${t.name}: ${((i.attempts ?? 0) / (t.text.length / 1e6)).toFixed(0)} regex attempts per M chars; ${i.passed} of ${i.windows} windows pass the gate`);
}
