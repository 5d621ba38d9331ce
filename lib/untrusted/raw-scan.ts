// The rules that read the text as given (`on: 'raw'`): invisible characters near where the folded
// view saw them, encoded blobs near the runs the anchor walk met, the rest over the whole text.
import { MARKER_RULES } from './rules/all';

/** Where a rule fired, in the text as given. */
export type Push = (rule: string, start: number, end: number) => void;

/** Every non-empty match of the global `re` in `subject`, at its position plus `offset`. */
export function runGlobal(re: RegExp, subject: string, offset: number, onMatch: (m: RegExpExecArray, start: number) => void): void {
  re.lastIndex = 0;
  for (let m = re.exec(subject); m !== null; m = re.exec(subject)) {
    if (m[0].length === 0) re.lastIndex++;
    else onMatch(m, offset + m.index);
  }
}

/** Merge [start-pad, end+pad) windows over sorted pairs. */
function windows(pairs: readonly number[], pad: number, limit: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const ws = Math.max(0, (pairs[i] as number) - pad);
    const we = Math.min(limit, (pairs[i + 1] as number) + pad);
    if (out.length > 0 && ws <= (out[out.length - 1] as number)) out[out.length - 1] = Math.max(out[out.length - 1] as number, we);
    else out.push(ws, we);
  }
  return out;
}

/** The raw rules of `text`; `suspicious` (null: too many to list) and `blobs` come from the folded scan. */
export function scanRaw(text: string, suspicious: number[] | null, blobs: number[], push: Push): void {
  // Invisible characters: a few characters around each; all the text when there were too many.
  const nearSuspicious = suspicious === null ? [0, text.length] : windows(suspicious.flatMap((i) => [i, i + 1]), 48, text.length);
  // Blobs: the run plus one character before, which tells a URL segment from a free-standing blob.
  const nearBlobs = windows(blobs, 1, text.length);
  for (const rule of MARKER_RULES) {
    if (rule.on !== 'raw') continue;
    const spans = rule.near === 'suspicious' ? nearSuspicious : rule.near === 'blobs' ? nearBlobs : [0, text.length];
    for (let w = 0; w < spans.length; w += 2) {
      const ws = spans[w] as number;
      const slice = text.slice(ws, spans[w + 1]);
      for (const pattern of rule.patterns) {
        runGlobal(pattern, slice, ws, (m, at) => {
          if (rule.accept && !rule.accept(m)) return;
          const part = rule.group === undefined ? m[0] : (m[rule.group] ?? m[0]);
          const start = at + m[0].indexOf(part);
          push(rule.name, start, start + part.length);
        });
      }
    }
  }
}

