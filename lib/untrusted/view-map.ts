/**
 * The map half of a folded view (view.ts): a text rebuilt from the matches of one pattern, each
 * piece of the result remembering the original span it came from, so an edit found on the view
 * lands on the characters the person wrote.
 */

/** A folded text plus the map from each folded index to its span in the original. */
export interface TextView {
  readonly text: string;
  /**
   * Original indices of invisible characters and Cyrillic/Greek letters (set by `foldedView`);
   * `null` when there were too many to list.
   */
  suspicious?: number[] | null;
  /** Original [start, end) covering folded characters [vs, ve). */
  span(vs: number, ve: number): [number, number];
}

/**
 * What to do with one special match: `undefined` keeps it verbatim, a string replaces it in the
 * view (empty drops it).
 */
export type Transform = (match: string, index: number) => string | undefined;

/**
 * Where the next code unit at or after `from` that may change is (-1: none). A code unit it
 * steps over must be one the transform would keep verbatim.
 */
export type FindSpecial = (text: string, from: number) => number;

/**
 * Build a view of `text`. `nextSpecial` gives each code unit that may change; one that is a high
 * surrogate is taken with the low surrogate after it, so a code point is never split;
 * everything between them is copied as it is. A replacement of the same length keeps the
 * map linear, so typographic quotes do not fragment it.
 */
export function buildView(text: string, nextSpecial: FindSpecial, transform: Transform): TextView {
  const pieces: string[] = [];
  // Segments of the view in order: copy segments map linearly, others map all their folded
  // characters to the whole original span.
  const vStart: number[] = [];
  const oStart: number[] = [];
  const oEnd: number[] = [];
  const copy: boolean[] = [];
  let vLen = 0;
  let copyFrom = 0; // original index where the not-yet-written copy text starts
  let segOpen = false; // a copy segment is open
  const openCopy = (at: number): void => {
    if (segOpen) return;
    vStart.push(vLen);
    oStart.push(at);
    oEnd.push(at);
    copy.push(true);
    segOpen = true;
  };
  for (let at = nextSpecial(text, 0), after = 0; at >= 0; at = nextSpecial(text, after)) {
    let s = text[at] as string;
    // A high surrogate takes the low one after it: one code point whole.
    const last = s.charCodeAt(0);
    if (last >= 0xd800 && last <= 0xdbff) {
      const next = text.charCodeAt(at + 1);
      if (next >= 0xdc00 && next <= 0xdfff) s += text[at + 1] as string;
    }
    after = at + s.length;
    const rep = transform(s, at);
    if (rep === undefined) continue;
    if (at > copyFrom) {
      openCopy(copyFrom);
      pieces.push(text.slice(copyFrom, at));
      vLen += at - copyFrom;
    }
    copyFrom = at + s.length;
    if (rep.length === s.length) {
      openCopy(at);
      pieces.push(rep);
      vLen += rep.length;
      continue;
    }
    segOpen = false;
    if (rep.length > 0) {
      pieces.push(rep);
      vStart.push(vLen);
      oStart.push(at);
      oEnd.push(copyFrom);
      copy.push(false);
      vLen += rep.length;
    }
  }
  if (text.length > copyFrom) {
    openCopy(copyFrom);
    pieces.push(text.slice(copyFrom, text.length));
    vLen += text.length - copyFrom;
  }
  if (vStart.length === 0) {
    vStart.push(0);
    oStart.push(text.length);
    oEnd.push(text.length);
    copy.push(false);
  }
  const folded = pieces.length === 1 ? (pieces[0] as string) : pieces.join('');

  const find = (v: number): number => {
    let lo = 0;
    let hi = vStart.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((vStart[mid] as number) <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const startOf = (v: number): number => {
    const i = find(v);
    return copy[i] ? (oStart[i] as number) + v - (vStart[i] as number) : (oStart[i] as number);
  };
  const endOf = (v: number): number => {
    const i = find(v);
    return copy[i] ? (oStart[i] as number) + v - (vStart[i] as number) + 1 : (oEnd[i] as number);
  };
  return {
    text: folded,
    span: (vs, ve) => (ve <= vs ? [startOf(vs), startOf(vs)] : [startOf(vs), endOf(ve - 1)]),
  };
}
