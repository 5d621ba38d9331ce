import { z } from 'zod';
import { MARKER_RULES } from './rules/all';
import { runGlobal, scanRaw, type Push } from './raw-scan';
import { foldedView, type TextView } from './view';
import { buildAnchorIndex, type AnchoredPattern, type AnchorIndex } from './anchors';
import { walkAnchors } from './walk';
import { CITABLE, isCited } from './cited';
import { disguisedReadings, readsDifferently } from './deobfuscate';
import { addHintedLine, type HintedLines } from './disguise-lines';
import { installedInjectionModel } from './classifier/installed';
import { asTwoStage, classifierWindows, flagThreshold, type Classifier } from './classifier/two-stage';

/** Marker name of the learned second opinion. */
export const CLASSIFIER_MARKER = 'classifier';

/** Where a marker rule fired: `index` and `length` are in the text as given. */
export const MarkerSchema = z.object({
  rule: z.string(),
  index: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
});
export type Marker = z.infer<typeof MarkerSchema>;

/** Patterns with no derivable start (they scan the whole text); exported for the benchmark. */
export const unanchoredPatternCount = (): number => anchorIndex().unanchored.length;

export { MARKER_RULES };

// A hostile text could fire one rule a million times; a few positions are enough to show.
const MAX_PER_RULE = 50;
// Matches gathered per rule before ordering. The walk reports a match at most one literal's
// length out of position order, so the first MAX_PER_RULE by position are always among these.
const MAX_GATHERED = 64 * MAX_PER_RULE;

// Attempts the walk notes before their patterns run (scanFolded).
const MAX_NOTED = 1 << 16;

// Folded patterns are tried only where they can start (see anchors.ts). The index is built at the
// first scan, not at import: a woken worker that never scans (an alarm, the panel opening) does
// not pay for it.
let anchors: AnchorIndex | null = null;
const anchorIndex = (): AnchorIndex => (anchors ??= buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded')));

/**
 * Folded rules at their anchors; returns the blob runs met, as original [start, end) pairs.
 * With `hinted`, also gathers the lines where a disguise may be (disguise-lines.ts).
 */
function scanFolded(view: TextView, push: Push, hinted?: HintedLines): number[] {
  const s = view.text;
  const blobs: number[] = [];
  const index = anchorIndex();
  // The walk only notes where to try which pattern (most literals found cannot go on as their
  // pattern does: it does not report them); the patterns run after it. Run from inside the walk,
  // each regex met its code and data cold: the walk and its regexes were ~15% slower on 18F.
  // They run grouped by pattern (a counting sort of the attempts by pattern id), each regex's
  // attempts one after another while its code is hot: on 18F the attempts ran in 5.5 CPU ms/MB
  // against 8.3 in the walk's order (ja-react-dev 5.3 against 5.5). A sticky regex at a position
  // finds the same match whatever ran before it, and the matches are pushed afterwards in the
  // walk's order, so the markers and the per-rule caps (push) see exactly what they saw before.
  // (At most MAX_NOTED at a time: a hostile text can put a literal at every character.)
  const patterns = index.anchored;
  const tried: number[] = [];
  const at: number[] = [];
  const run = (): void => {
    const n = at.length;
    if (n === 0) return;
    const first = new Int32Array(patterns.length + 1);
    for (let k = 0; k < n; k++) {
      const id = (tried[k] as number) + 1;
      first[id] = (first[id] as number) + 1;
    }
    for (let p = 0; p < patterns.length; p++) first[p + 1] = (first[p + 1] as number) + (first[p] as number);
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const id = tried[k] as number;
      const o = first[id] as number;
      order[o] = k;
      first[id] = o + 1;
    }
    const length = new Int32Array(n);
    for (let o = 0; o < n; o++) {
      const k = order[o] as number;
      const re = (patterns[tried[k] as number] as AnchoredPattern).re;
      re.lastIndex = at[k] as number;
      const m = re.exec(s);
      if (m !== null) length[k] = m[0].length;
    }
    for (let k = 0; k < n; k++) {
      const len = length[k] as number;
      if (len === 0) continue;
      const start = at[k] as number;
      const rule = (patterns[tried[k] as number] as AnchoredPattern).rule;
      // An order quoted as an example is a mention (cited.ts).
      if (CITABLE.has(rule) && isCited(s, start, start + len)) continue;
      push(rule, ...view.span(start, start + len));
    }
    tried.length = 0;
    at.length = 0;
  };
  walkAnchors(
    s,
    index,
    ({ pattern }, start) => {
      tried.push(pattern.id);
      if (at.push(start) === MAX_NOTED) run();
    },
    (start, end) => blobs.push(...view.span(start, end)),
    hinted === undefined ? undefined : (i, events) => addHintedLine(s, i, events, hinted),
    true,
  );
  run();
  for (const p of index.unanchored) runGlobal(p.re, s, 0, (m) => push(p.rule, ...view.span(m.index, m.index + m[0].length)));
  return blobs;
}

/**
 * Disguised letters (deobfuscate.ts): each reading is scanned by the folded rules, and what
 * fires there on a disguised word is marked on the whole disguised span, under the rule's own name.
 */
function scanDisguised(view: TextView, hinted: HintedLines, push: Push): void {
  for (const r of disguisedReadings(view.text, hinted)) {
    const [start, end] = view.span(r.start, r.end);
    // The span map keeps reading positions, so a match can be checked for a disguised word.
    const reading: TextView = { text: r.text, span: (vs, ve) => [vs, ve] };
    scanFolded(reading, (rule, vs, ve) => {
      if (readsDifferently(r, vs, ve)) push(rule, start, end);
    });
  }
}

/** The classifier on every paragraph (score.ts, two-stage.ts); one marker per window it flags. */
function scanClassifier(view: TextView, model: Classifier, push: Push): void {
  const c = asTwoStage(model);
  const threshold = flagThreshold(c);
  const w = classifierWindows(c, view.text);
  for (let i = 0; i < w.length; i += 3) if ((w[i + 2] as number) > threshold) push(CLASSIFIER_MARKER, ...view.span(w[i] as number, w[i + 1] as number));
}

/**
 * Scan `text` for prompt-injection markers: every named rule (instruction overrides in several
 * languages, role and chat-template tags, fake system or tool-call blocks, prompt and secret
 * leak requests, exfiltration links and images, persona jailbreaks, hijacked output, hidden
 * text, dictated verdicts, fence escapes, invisible Unicode, encoded payloads) runs over the
 * text, most of them over a folded view so fullwidth letters, accents, case and invisible
 * characters do not hide a phrase. Returns the markers sorted by position. `view` is
 * `foldedView(text)` when the caller already has it. The learned second opinion (marker
 * `classifier`) scores every paragraph when a model is installed or given as `model`: its first
 * stage every window, its second stage (when it has one) the windows the first lets through.
 */
export function scanInjection(text: string, view?: TextView, model: Classifier | null = installedInjectionModel()): Marker[] {
  if (text.length === 0) return [];
  // Matches are found out of order (the walk reports a literal where it ends), so they are
  // gathered first, then taken in order of position: per rule at most MAX_PER_RULE, and a match
  // inside the previous one of the same rule is skipped.
  const found: Marker[] = [];
  const gathered = new Map<string, number>();
  const push = (rule: string, start: number, end: number): void => {
    const n = gathered.get(rule) ?? 0;
    // A hostile text could match millions of times; far more than MAX_PER_RULE is never needed.
    if (n >= MAX_GATHERED) return;
    gathered.set(rule, n + 1);
    found.push({ rule, index: start, length: end - start });
  };
  const folded = view ?? foldedView(text);
  const hinted: HintedLines = { leet: [], separated: [], spaced: [] };
  const blobs = scanFolded(folded, push, hinted);
  scanDisguised(folded, hinted, push);
  if (model !== null) scanClassifier(folded, model, push);
  scanRaw(text, folded.suspicious ?? null, blobs, push);
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const markers: Marker[] = [];
  const counts = new Map<string, number>();
  const lastEnd = new Map<string, number>();
  for (const m of found) {
    const n = counts.get(m.rule) ?? 0;
    if (n >= MAX_PER_RULE || m.index < (lastEnd.get(m.rule) ?? 0)) continue;
    counts.set(m.rule, n + 1);
    lastEnd.set(m.rule, m.index + m.length);
    markers.push(m);
  }
  return markers.sort((a, b) => a.index - b.index || a.rule.localeCompare(b.rule));
}

/**
 * The highest classifier probability over the windows of `text` (0 when it has none): what
 * thresholds are chosen on. With two stages, the second stage's, 0 on windows the gate keeps out.
 */
export function classifierScore(text: string, model: Classifier): number {
  const view = foldedView(text);
  const w = classifierWindows(asTwoStage(model), view.text);
  let best = 0;
  for (let i = 2; i < w.length; i += 3) best = Math.max(best, w[i] as number);
  return best;
}

/** The distinct rule names among `markers`, in the order of `MARKER_RULES`, then `classifier`. */
export function markerNames(markers: readonly Marker[]): string[] {
  const fired = new Set(markers.map((m) => m.rule));
  return [...MARKER_RULES.map((r) => r.name), CLASSIFIER_MARKER].filter((name) => fired.has(name));
}
