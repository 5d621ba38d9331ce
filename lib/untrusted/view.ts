/**
 * A folded view of a text with a map back to the original. Canary redaction, the injection
 * scan and fence neutralisation all need to match on a normalised form (NFKD compatibility
 * forms, no combining marks, no invisible format characters, lower case) yet edit the text the
 * person wrote, so every folded character remembers which original characters it came from.
 * ASCII letters keep their case in the view (every pattern run on it is case-insensitive):
 * lower-casing a copy of the whole text cost as much as the rest of the view.
 */
import { buildView, type TextView } from './view-map';

export type { TextView } from './view-map';

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
// (about 8× faster; Japanese 1.5×). Only these two ranges: a class listing every kana that stays
// as it is (51 ranges) lost V8's fast scan and made mostly-English text with a few typographic
// quotes 3× slower. Used with `test`, which makes no match array.
const NON_ASCII = /[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]/g;
/** The code point ranges `NON_ASCII` steps over as folding to themselves (test/untrusted/view-cjk.test.ts checks every one). */
export const IDENTITY_RANGES: ReadonlyArray<readonly [number, number]> = [[0x3400, 0x4dbf], [0x4e00, 0x9fff]];
const HAS_NON_ASCII = /[^\x00-\x7f]/;

// Per code unit: 0 not yet known, 1 the view keeps it as it is and it is not suspicious (the walk
// to the next special steps over it), 2 the transform must see it. Filled as code units are met,
// from foldOne and LOOKALIKE_SCRIPTS themselves, so it says what the transform would: kana that
// stay as they are then cost a table read, not a regex match and a callback each (the Japanese
// handbook spent 43% of its scan folding). Surrogates always go to the transform, which joins a pair.
const KEPT = new Uint8Array(65536);
KEPT.fill(1, 0, 128);
for (const [from, to] of IDENTITY_RANGES) KEPT.fill(1, from, to + 1);
KEPT.fill(2, 0xd800, 0xe000);

// Kind 3: the transform must see it, it folds to one code unit (kept here) and is not suspicious
// (kana with a voicing mark, fullwidth forms, typographic quotes): the transform returns that
// unit without folding it again nor testing it for a lookalike script (the Japanese handbook has
// one every 50 characters).
const ONE_UNIT = new Map<number, string>();

function learnKept(c: number): number {
  const ch = String.fromCharCode(c);
  const f = foldOne(ch);
  const lookalike = LOOKALIKE_SCRIPTS.test(ch);
  let k = 2;
  if (f === undefined && !lookalike) k = 1;
  else if (f !== undefined && f.length === 1 && !lookalike) {
    k = 3;
    ONE_UNIT.set(c, f);
  }
  KEPT[c] = k;
  return k;
}

// After this many ASCII code units in a row, the native search takes over (English stretches).
const ASCII_RUN = 16;

/** The next code unit at or after `from` that the transform must see (-1: none). */
function nextSpecial(text: string, from: number): number {
  const n = text.length;
  let ascii = 0;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (++ascii < ASCII_RUN) continue;
      NON_ASCII.lastIndex = i;
      if (!NON_ASCII.test(text)) return -1;
      i = NON_ASCII.lastIndex - 2;
      ascii = 0;
      continue;
    }
    ascii = 0;
    const k = KEPT[c] as number;
    if (k !== 1 && (k !== 0 || learnKept(c) !== 1)) return i;
  }
  return -1;
}

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
    nextSpecial,
    (ch, index) => {
      if (ch.length === 1 && KEPT[ch.charCodeAt(0)] === 3) return ONE_UNIT.get(ch.charCodeAt(0));
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
