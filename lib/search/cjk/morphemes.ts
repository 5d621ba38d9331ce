// The lattice's best path (lattice.ts) read as morphemes: each token's features, decoded from its
// feature line once and shared by every morpheme of that token (a handbook's paths reuse a few
// thousand), and kuromoji's morpheme objects for those who compare with kuromoji.
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

// Features by token, per dictionary (a test may hold two). Bounded: a handbook meets ~20,000.
let cache = new WeakMap<Ipadic, Map<number, MorphemeFeatures>>();
const FEATURES_MAX = 200_000;
const decoder = new TextDecoder();

/** Drop the decoded features (with the analyser's chunk memo, after an add). */
export function forgetFeatures(): void {
  cache = new WeakMap();
}

function featuresOf(d: Ipadic, byToken: Map<number, MorphemeFeatures>, token: number): MorphemeFeatures {
  let f = byToken.get(token);
  if (f) return f;
  const known = token >= 0;
  const bytes = known ? d.features : d.unkFeatures;
  const at = featureOffset(known ? d.tid : d.unk, known ? token : ~token);
  const line = decoder.decode(bytes.subarray(at, bytes.indexOf(0, at))).split(',');
  // The shipped features: "pos,pos_detail_1,conjugated_type,basic_form"; unknown words keep
  // kuromoji's full lines (a handful of classes).
  f = known
    ? { known, pos: line[0]!, pos_detail_1: line[1]!, conjugated_type: line[2]!, basic_form: line[3] ?? '' }
    : { known, pos: line[1]!, pos_detail_1: line[2]!, conjugated_type: line[5]!, basic_form: line[7]! };
  if (byToken.size >= FEATURES_MAX) byToken.clear();
  byToken.set(token, f);
  return f;
}

const path: MorphemePath = { length: 0, features: [], start: new Int32Array(0), end: new Int32Array(0) };

/** The best path of `text` with each morpheme's features. */
export function morphemePath(d: Ipadic, text: string): MorphemePath {
  let byToken = cache.get(d);
  if (!byToken) cache.set(d, (byToken = new Map()));
  const p = bestPath(d, text);
  path.length = p.length;
  path.start = p.start;
  path.end = p.end;
  for (let k = 0; k < p.length; k++) path.features[k] = featuresOf(d, byToken, p.token[k]!);
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
