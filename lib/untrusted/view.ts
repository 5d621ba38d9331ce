/**
 * A folded view of a text with a map back to the original. Canary redaction, the injection
 * scan and fence neutralisation all need to match on a normalised form (NFKD compatibility
 * forms, no combining marks, no invisible format characters, lower case) yet edit the text the
 * person wrote, so every folded character remembers which original characters it came from.
 * ASCII letters keep their case in the view (every pattern run on it is case-insensitive):
 * lower-casing a copy of the whole text cost as much as the rest of the view.
 */

/** Characters with no visible glyph that are not Unicode Cf but hide just as well. */
const EXTRA_INVISIBLE = /[\u115f\u1160\u3164\uffa0]/gu;
const MARKS_AND_FORMAT = /[\p{Mn}\p{Me}\p{Cf}]/gu;

// Typographic punctuation folds to ASCII so "don’t" reads as "don't" and English text keeps a
// one-byte view (faster to scan).
const PUNCTUATION: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
  '\u00a0': ' ',
};

const foldCache = new Map<string, string>();

/**
 * Fold one code point: lower case, NFKD, drop combining marks and invisible format characters
 * (Cf covers the soft hyphen, zero-width characters, bidi controls and tag characters), lower
 * case again because some compatibility forms decompose to capitals (ℌ → H).
 */
export function foldChar(ch: string): string {
  let out = foldCache.get(ch);
  if (out === undefined) {
    out = (PUNCTUATION[ch] ?? ch)
      .toLowerCase()
      .normalize('NFKD')
      .replace(MARKS_AND_FORMAT, '')
      .replace(EXTRA_INVISIBLE, '')
      .toLowerCase();
    if (foldCache.size < 50_000) foldCache.set(ch, out);
  }
  return out;
}

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
 * Build a view of `text`. `special` (global) finds what may change; a match that ends on a high
 * surrogate is extended by the low surrogate after it, so a code point is never split;
 * everything between matches is copied as it is. A replacement of the same length keeps the
 * map linear, so typographic quotes do not fragment it.
 */
export function buildView(text: string, special: RegExp, transform: Transform): TextView {
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
  special.lastIndex = 0;
  for (let m = special.exec(text); m !== null; m = special.exec(text)) {
    let s = m[0];
    if (s.length === 0) {
      special.lastIndex++;
      continue;
    }
    // A match ending on a high surrogate takes the low one after it: one code point whole.
    const last = s.charCodeAt(s.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      const next = text.charCodeAt(m.index + s.length);
      if (next >= 0xdc00 && next <= 0xdfff) {
        s += text[m.index + s.length] as string;
        special.lastIndex = m.index + s.length;
      }
    }
    const rep = transform(s, m.index);
    if (rep === undefined) continue;
    if (m.index > copyFrom) {
      openCopy(copyFrom);
      pieces.push(text.slice(copyFrom, m.index));
      vLen += m.index - copyFrom;
    }
    copyFrom = m.index + s.length;
    if (rep.length === s.length) {
      openCopy(m.index);
      pieces.push(rep);
      vLen += rep.length;
      continue;
    }
    segOpen = false;
    if (rep.length > 0) {
      pieces.push(rep);
      vStart.push(vLen);
      oStart.push(m.index);
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

/** Fold one non-ASCII code point; `undefined` when it stays as it is. */
export function foldOne(ch: string): string | undefined {
  const f = foldChar(ch);
  return f === ch ? undefined : f;
}

// One code unit at a time; buildView joins a surrogate pair, so a change maps to exactly the
// character it came from. A single class without `u` flag and without an alternation: V8 then
// scans for it natively (an alternative for the surrogate pair made this scan 3× slower). CJK
// unified ideographs (and Extension A) fold to themselves — no compatibility decomposition, no
// case — so the scan steps over them and Chinese text no longer costs a callback per character
// (about 8× faster; Japanese 1.5×, its kana still go one by one). Only these two ranges: a class
// listing every kana that stays as it is (51 ranges) lost V8's fast scan and made mostly-English
// text with a few typographic quotes 3× slower.
const NON_ASCII = /[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]/g;
/** The code point ranges `NON_ASCII` steps over as folding to themselves (test/untrusted/view-cjk.test.ts checks every one). */
export const IDENTITY_RANGES: ReadonlyArray<readonly [number, number]> = [[0x3400, 0x4dbf], [0x4e00, 0x9fff]];
const HAS_NON_ASCII = /[^\x00-\x7f]/;

/** The view of pure ASCII text: the text itself, each character mapping to itself. */
function asciiView(text: string): TextView {
  return {
    text,
    suspicious: [],
    span: (vs, ve) => (ve <= vs ? [vs, vs] : [vs, ve]),
  };
}

/**
 * The view the injection scan and the fence use: compatibility forms folded, marks and
 * invisible characters dropped, every letter but ASCII ones lower-cased (match the view with
 * case-insensitive patterns). Pure ASCII text is its own view: it costs one native search for a
 * non-ASCII character (most of a handbook in English).
 */
export function foldedView(text: string): TextView {
  if (text.length > 0 && !HAS_NON_ASCII.test(text)) return asciiView(text);
  let suspicious: number[] | null = [];
  const view = buildView(
    text,
    NON_ASCII,
    (ch, index) => {
      const f = foldOne(ch);
      if (suspicious !== null && (f === '' || LOOKALIKE_SCRIPTS.test(ch))) {
        suspicious.push(index);
        if (suspicious.length > MAX_SUSPICIOUS) suspicious = null;
      }
      return f;
    },
  );
  view.suspicious = suspicious;
  return view;
}

const LOOKALIKE_SCRIPTS = /[\u0370-\u04ff]/;
const MAX_SUSPICIOUS = 20_000;
