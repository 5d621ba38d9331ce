// The sentence encoder's vectors for the search trials (bench/semantic-trial.ts, round 7;
// bench/semantic-held.ts, round 17): embedded 32 at a time, normalised, cached in a file of
// float32s beside the encoder's install so a second run reads them back.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface SentenceModel { embed(texts: string[]): Promise<number[][]> }

export const DIM = 512;

function normalised(v: readonly number[]): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  const s = 1 / Math.sqrt(n || 1);
  return Float32Array.from(v, (x) => x * s);
}

/** Unit vectors of `texts`, read from `cache` when it holds as many, else embedded and written there. */
export async function embedAll(model: SentenceModel, texts: readonly string[], cache: string): Promise<Float32Array[]> {
  if (existsSync(cache)) {
    const buf = readFileSync(cache);
    const all = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    if (all.length === texts.length * DIM) return texts.map((_, i) => all.subarray(i * DIM, (i + 1) * DIM));
  }
  const out = new Float32Array(texts.length * DIM);
  for (let i = 0; i < texts.length; i += 32) {
    const e = await model.embed(texts.slice(i, i + 32) as string[]);
    e.forEach((v, j) => out.set(normalised(v), (i + j) * DIM));
  }
  writeFileSync(cache, Buffer.from(out.buffer));
  return texts.map((_, i) => out.subarray(i * DIM, (i + 1) * DIM));
}

/** Cosine of each section vector with the question's (both unit vectors). */
export const cosinesOf = (secs: readonly Float32Array[], q: Float32Array): Float32Array =>
  Float32Array.from(secs, (s) => { let d = 0; for (let i = 0; i < q.length; i++) d += s[i]! * q[i]!; return d; });
