/**
 * The injection classifier's weights as a versioned binary asset: a logistic regression over
 * hashed features, weights quantised to int8. Layout, little-endian:
 * magic "PCIM", u16 format version, u8 hash bits, u8 reserved, f32 weight scale, f32 bias,
 * f32 threshold, [second stage: f32 gate], then 2^bits int8 weights.
 * Format 2 is the first stage (character 4-grams, features.ts) on every paragraph; format 5 the
 * second stage (4-grams and words, word-features.ts), read only on the windows whose first-stage
 * probability is above its gate (two-stage.ts).
 */
import { PrimaChatError } from '../../errors';

export const MODEL_MAGIC = 0x4d494350; // "PCIM" read as little-endian u32
// 2: other scripts read as one placeholder letter (features.ts); weights of 1 mean other features.
export const MODEL_VERSION = 2;
// 3: the second stage; its header adds the first stage's gate. 4 (issue 15, sixth round): the
// second stage reads the letters of every script (word-features.ts), not one placeholder for them.
// 5 (issue 15, eighth round): a kana, a CJK ideograph or a Hangul syllable is a word of its own (word-features.ts); a
// format 4 asset is refused, since its weights were learnt for other word buckets.
export const SECOND_STAGE_VERSION = 5;
const headerSize = (version: number): number => (version === SECOND_STAGE_VERSION ? 24 : 20);

export interface InjectionModel {
  readonly bits: number;
  readonly scale: number;
  readonly bias: number;
  /** Probability above which a window is flagged (chosen on benign handbook text). */
  readonly threshold: number;
  readonly weights: Int8Array;
  /** Second stage: the first stage's probability a window needs to be read by this model (0 in format 2). */
  readonly gate: number;
}

/** Parse and check the asset of format `expected`; throws `internal` with a plain reason when it is not one. */
export function parseModel(bytes: ArrayBuffer | Uint8Array, expected: number = MODEL_VERSION): InjectionModel {
  const buf = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const bad = (why: string): never => {
    throw new PrimaChatError('internal', `The injection classifier asset is unusable: ${why}.`);
  };
  const HEADER = headerSize(expected);
  if (buf.byteLength < HEADER) bad('too short');
  if (view.getUint32(0, true) !== MODEL_MAGIC) bad('wrong magic');
  const version = view.getUint16(4, true);
  if (version !== expected) bad(`format version ${version}, expected ${expected}`);
  const bits = view.getUint8(6);
  if (bits < 10 || bits > 22) bad(`hash bits ${bits}`);
  if (buf.byteLength !== HEADER + (1 << bits)) bad(`size ${buf.byteLength}, expected ${HEADER + (1 << bits)}`);
  const scale = view.getFloat32(8, true);
  const bias = view.getFloat32(12, true);
  const threshold = view.getFloat32(16, true);
  const gate = HEADER > 20 ? view.getFloat32(20, true) : 0;
  if (![scale, bias, threshold, gate].every(Number.isFinite) || threshold <= 0 || threshold >= 1 || gate < 0 || gate >= 1) bad('header numbers out of range');
  return { bits, scale, bias, threshold, gate, weights: new Int8Array(buf.buffer, buf.byteOffset + HEADER, 1 << bits) };
}

/** Quantise float weights and write the asset: format 2, or SECOND_STAGE_VERSION (a second stage) when `gate` is given. */
export function serialiseModel(bits: number, weights: Float32Array, bias: number, threshold: number, gate?: number): Uint8Array {
  const version = gate === undefined ? MODEL_VERSION : SECOND_STAGE_VERSION;
  const HEADER = headerSize(version);
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max === 0 ? 1 : max / 127;
  const out = new Uint8Array(HEADER + (1 << bits));
  const view = new DataView(out.buffer);
  view.setUint32(0, MODEL_MAGIC, true);
  view.setUint16(4, version, true);
  view.setUint8(6, bits);
  view.setFloat32(8, scale, true);
  view.setFloat32(12, bias, true);
  view.setFloat32(16, threshold, true);
  if (gate !== undefined) view.setFloat32(20, gate, true);
  const q = new Int8Array(out.buffer, HEADER);
  for (let i = 0; i < weights.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] as number) / scale)));
  return out;
}
