// The IPADIC files the build ships: kuromoji 0.1.2's, decompressed (Chrome keeps an installed
// extension's files unpacked on disk, and the package itself is compressed), with the zero
// padding its dictionary builder leaves at the end of four buffers cut off: 65 MB instead of
// 100 MB. kuromoji reads records by offset and never past the data; 16 zero bytes stay after it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { shippedName } from '../lib/search/cjk/extension-dictionary';

const KEEP_ZEROS = 16;

function trimmed(raw: Buffer): Buffer {
  let end = raw.length;
  while (end > 0 && raw[end - 1] === 0) end--;
  // Typed views (Int32Array, Uint32Array) need a multiple of four bytes.
  const keep = Math.min(raw.length, Math.ceil((end + KEEP_ZEROS) / 4) * 4);
  return raw.subarray(0, keep);
}

/** Write the decompressed, trimmed files from `src` into `out` (skipped when already newer); answers their paths. */
export function shippedDictionary(src: string, out: string): string[] {
  mkdirSync(out, { recursive: true });
  return readdirSync(src)
    .filter((n) => n.endsWith('.dat.gz'))
    .map((name) => {
      const from = path.join(src, name);
      const to = path.join(out, shippedName(name));
      if (!existsSync(to) || statSync(to).mtimeMs < statSync(from).mtimeMs) writeFileSync(to, trimmed(gunzipSync(readFileSync(from))));
      return to;
    });
}
