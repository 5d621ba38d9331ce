// The shipped trie of IPADIC's words, keyed by UTF-16 code units instead of kuromoji's UTF-8
// bytes: the lattice walks a JS string's units as they are (one step per BMP char where UTF-8
// took three), and the units are renumbered by how many trie nodes carry them, so the children
// of most nodes sit close together and the double array stays dense (issue 14: the byte trie was
// 10.8 of the 19.5 MB shipped). Same words, same values (a value is a group of token records,
// shipped-form.ts), so the lattice finds the same tokens in the same order.
//
// Layout, as a double array: a child of `node` by unit code `c` (1..alphabet size) is
// `base[node] + c` when `check` there is `node`; a word ends at `node` when `base[node]` (code 0)
// has check `node`, and its value is `-base[that] - 1`. Root is 0. Two files (trie_base, trie_check),
// each with a header: magic, the form's version, the alphabet's size, the slots' count; the base
// file then holds the alphabet (the code units by code, Uint16, padded to 4 bytes) and base.
// Built by utf16-trie-build.ts; read here (by ipadic.ts, for the lattice).
import { PrimaChatError } from '../../errors';

/** "PCT1" in little-endian bytes: these files and no other. */
export const TRIE_MAGIC = 0x31544350;
/** The shipped form's version: 2 is this UTF-16 trie (1, unmarked, was kuromoji's byte trie). */
export const SHIPPED_FORM_VERSION = 2;
export const TRIE_HEADER = 16;

/** The header's [alphabet size, slots] of a trie file, or a clear error for any other form. */
function trieHeader(buffer: ArrayBuffer, name: string): [number, number] {
  const h = buffer.byteLength >= TRIE_HEADER ? new Int32Array(buffer, 0, 4) : new Int32Array(4);
  if (h[0] !== TRIE_MAGIC || h[1] !== SHIPPED_FORM_VERSION) {
    const found = h[0] === TRIE_MAGIC ? `version ${h[1]}` : 'an older form (the UTF-8 trie) or another file';
    throw new PrimaChatError('internal', `The Japanese dictionary's ${name} is ${found}, not the shipped form version ${SHIPPED_FORM_VERSION} this code reads: rebuild the extension (scripts/kuromoji-dict.ts makes it).`);
  }
  return [h[2]!, h[3]!];
}

export interface Utf16TrieViews {
  /** A UTF-16 code unit's code (0: in no word). */
  unitCode: Uint16Array;
  base: Int32Array;
  check: Int32Array;
}

/** Views over the two shipped trie files (no copy; the code table is the one thing made). */
export function readUtf16Trie(baseBuffer: ArrayBuffer, checkBuffer: ArrayBuffer): Utf16TrieViews {
  const [alphabet, slots] = trieHeader(baseBuffer, 'trie base');
  const [, checkSlots] = trieHeader(checkBuffer, 'trie check');
  const alphaBytes = Math.ceil((alphabet * 2) / 4) * 4;
  if (checkSlots !== slots || baseBuffer.byteLength < TRIE_HEADER + alphaBytes + slots * 4 || checkBuffer.byteLength < TRIE_HEADER + slots * 4) {
    throw new PrimaChatError('internal', `The Japanese dictionary's trie files are cut short or do not match (${slots} and ${checkSlots} slots).`);
  }
  // The one table made at load (128 KB): code units → codes, from the alphabet in code order.
  const unitCode = new Uint16Array(0x10000);
  const units = new Uint16Array(baseBuffer, TRIE_HEADER, alphabet);
  for (let i = 0; i < alphabet; i++) unitCode[units[i]!] = i + 1;
  return { unitCode, base: new Int32Array(baseBuffer, TRIE_HEADER + alphaBytes, slots), check: new Int32Array(checkBuffer, TRIE_HEADER, slots) };
}
