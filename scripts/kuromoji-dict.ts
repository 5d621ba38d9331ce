// The IPADIC files the build ships: kuromoji 0.1.2's, with the zero padding its dictionary
// builder leaves at the end of four buffers cut off (33 MB of the 100 MB the worker would
// otherwise decompress on the first CJK query; see bench/results). Nothing else changes:
// kuromoji reads records by offset and never past the data, and 16 zero bytes stay after it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const KEEP_ZEROS = 16;
const WORTH_TRIMMING = 1_000_000;

function trimmed(raw: Buffer): Buffer {
  let end = raw.length;
  while (end > 0 && raw[end - 1] === 0) end--;
  // Typed views (Int32Array, Uint32Array) need a multiple of four bytes.
  const keep = Math.min(raw.length, Math.ceil((end + KEEP_ZEROS) / 4) * 4);
  return raw.subarray(0, keep);
}

/** Write the trimmed files from `src` into `out` (skipped when already newer); answers their paths. */
export function trimmedDictionary(src: string, out: string, level = 9): string[] {
  mkdirSync(out, { recursive: true });
  return readdirSync(src)
    .filter((n) => n.endsWith('.dat.gz'))
    .map((name) => {
      const from = path.join(src, name);
      const to = path.join(out, name);
      if (!existsSync(to) || statSync(to).mtimeMs < statSync(from).mtimeMs) {
        const gz = readFileSync(from);
        const raw = gunzipSync(gz);
        const cut = trimmed(raw);
        // zlib compresses kuromoji's arrays worse than its own files are: keep those it cannot shorten much.
        writeFileSync(to, raw.length - cut.length >= WORTH_TRIMMING ? gzipSync(cut, { level }) : gz);
      }
      return to;
    });
}
