// The IPADIC files the build ships: kuromoji 0.1.2's, decompressed (Chrome keeps an installed
// extension's files unpacked on disk, and the package itself is compressed), with the zero
// padding its dictionary builder leaves at the end of buffers cut off, and the known words'
// tables and the trie reshaped (lib/search/cjk/shipped-form.ts): 12.6 MB instead of 100 MB. The lattice reads
// records by offset and never past the data; 16 zero bytes stay after it.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { shippedForm } from '../lib/search/cjk/shipped-form';
import { DICTIONARY_FILES, SHIPPED_FILES } from '../lib/search/cjk/dictionary';
import { shippedName } from '../lib/search/cjk/extension-dictionary';
import { SHIPPED_FORM_VERSION, TRIE_MAGIC } from '../lib/search/cjk/utf16-trie';

const KEEP_ZEROS = 16;

function trimmed(raw: Uint8Array): Uint8Array {
  let end = raw.length;
  while (end > 0 && raw[end - 1] === 0) end--;
  // Typed views (Int32Array, Uint32Array) need a multiple of four bytes.
  const keep = Math.min(raw.length, Math.ceil((end + KEEP_ZEROS) / 4) * 4);
  return raw.subarray(0, keep);
}

// Written beside, then renamed: test files running at once may read what another is writing.
function put(file: string, bytes: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

// The version in the trie's header: files of an older form (made by an older checkout into the
// same folder) are remade even when newer than this script.
function formVersion(file: string): number {
  if (!existsSync(file)) return 0;
  const fd = openSync(file, 'r');
  const h = new Int32Array(2);
  readSync(fd, new Uint8Array(h.buffer), 0, 8, 0);
  closeSync(fd);
  return h[0] === TRIE_MAGIC ? h[1]! : 1;
}

/** Write the shipped files from `src` into `out` (skipped when already newer than the sources and this script); answers their paths. */
export function shippedDictionary(src: string, out: string): string[] {
  mkdirSync(out, { recursive: true });
  const to = (name: string) => path.join(out, shippedName(name));
  const since = Math.max(statSync(import.meta.filename ?? src).mtimeMs, ...DICTIONARY_FILES.map((n) => statSync(path.join(src, n)).mtimeMs));
  const fresh = formVersion(to('base.dat.gz')) === SHIPPED_FORM_VERSION && SHIPPED_FILES.every((n) => existsSync(to(n)) && statSync(to(n)).mtimeMs >= since);
  if (!fresh) {
    const raw = (n: string) => trimmed(gunzipSync(readFileSync(path.join(src, n))));
    const t = shippedForm({ base: raw('base.dat.gz'), check: raw('check.dat.gz'), tid: raw('tid.dat.gz'), tidPos: raw('tid_pos.dat.gz'), tidMap: raw('tid_map.dat.gz') });
    const reshaped: Record<string, Uint8Array> = { 'base.dat.gz': t.base, 'check.dat.gz': t.check, 'tid.dat.gz': t.records, 'tid_pos.dat.gz': t.features };
    for (const n of SHIPPED_FILES) put(to(n), reshaped[n] ?? raw(n));
  }
  return SHIPPED_FILES.map(to);
}
