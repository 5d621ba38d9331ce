// The lattice's best path (lattice.ts) read as morphemes: each token's features, decoded from its
// feature line once and shared by every morpheme of every token with that line (the shipped form
// shares lines between tokens), and kuromoji's morpheme objects for those who compare with kuromoji.
import { featureOffset, type Ipadic } from './ipadic';
import { bestPath } from './lattice';

/** What the analyser reads of a token: the shipped feature line's fields. */
export interface MorphemeFeatures {
  known: boolean;
  pos: string;
  pos_detail_1: string;
  conjugated_type: string;
  /** The dictionary form; '' for a known word whose form is its surface (the shipped line leaves it out). */
  basic_form: string;
  /**
   * Whether the word carries a topic (morpheme-terms.ts decides), kept here once decided: one
   * object per feature line serves every morpheme with that line (a pass meets ~650 lines in
   * 90,000 morphemes), and the decision was two set lookups per morpheme.
   */
  keep?: boolean;
}

/** One morpheme of the best path, with kuromoji's field names (the ones the analyser reads). */
export interface Morpheme {
  surface_form: string;
  word_type: 'KNOWN' | 'UNKNOWN';
  /** 1-based UTF-16 offset of the morpheme in the text given. */
  word_position: number;
  pos: string;
  pos_detail_1: string;
  conjugated_type: string;
  basic_form: string;
}

/** The best path of a text: per morpheme its features and UTF-16 span (reused by the next call). */
export interface MorphemePath {
  length: number;
  features: MorphemeFeatures[];
  start: Int32Array;
  end: Int32Array;
}

// Features by feature line (its offset; ~offset for an unknown word's), per dictionary (a test
// may hold two): a first pass over a handbook meets ~650 distinct lines in ~90,000 morphemes, so
// the map stays small enough to stay in cache. Bounded all the same.
let cache = new WeakMap<Ipadic, Map<number, MorphemeFeatures>>();
const FEATURES_MAX = 100_000;
const decoder = new TextDecoder();

/** Drop the decoded features (with the analyser's chunk memo, after an add). */
export function forgetFeatures(): void {
  cache = new WeakMap();
}

function featuresOf(d: Ipadic, byLine: Map<number, MorphemeFeatures>, token: number): MorphemeFeatures {
  const known = token >= 0;
  const at = featureOffset(known ? d.tid : d.unk, known ? token : ~token);
  const key = known ? at : ~at;
  let f = byLine.get(key);
  if (f) return f;
  const bytes = known ? d.features : d.unkFeatures;
  const line = decoder.decode(bytes.subarray(at, bytes.indexOf(0, at))).split(',');
  // The shipped features: "pos,pos_detail_1,conjugated_type,basic_form"; unknown words keep
  // kuromoji's full lines (a handful of classes).
  f = known
    ? { known, pos: line[0]!, pos_detail_1: line[1]!, conjugated_type: line[2]!, basic_form: line[3] ?? '' }
    : { known, pos: line[1]!, pos_detail_1: line[2]!, conjugated_type: line[5]!, basic_form: line[7]! };
  if (byLine.size >= FEATURES_MAX) byLine.clear();
  byLine.set(key, f);
  return f;
}

const path: MorphemePath = { length: 0, features: [], start: new Int32Array(0), end: new Int32Array(0) };

/** The best path of `text` with each morpheme's features. */
export function morphemePath(d: Ipadic, text: string): MorphemePath {
  let byLine = cache.get(d);
  if (!byLine) cache.set(d, (byLine = new Map()));
  const p = bestPath(d, text);
  path.length = p.length;
  path.start = p.start;
  path.end = p.end;
  for (let k = 0; k < p.length; k++) path.features[k] = featuresOf(d, byLine, p.token[k]!);
  return path;
}

/** kuromoji's `tokenize`: the best path as its morpheme objects. */
export function tokenizeIpadic(d: Ipadic, text: string): Morpheme[] {
  const p = morphemePath(d, text);
  const out: Morpheme[] = [];
  for (let k = 0; k < p.length; k++) {
    const f = p.features[k]!;
    const surface = text.slice(p.start[k], p.end[k]);
    out.push({
      surface_form: surface, word_type: f.known ? 'KNOWN' : 'UNKNOWN', word_position: p.start[k]! + 1,
      pos: f.pos, pos_detail_1: f.pos_detail_1, conjugated_type: f.conjugated_type, basic_form: f.known ? f.basic_form || surface : f.basic_form,
    });
  }
  return out;
}
