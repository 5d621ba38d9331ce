// The shipped trie of IPADIC's words, keyed by UTF-16 code units instead of kuromoji's UTF-8
// bytes: the lattice walks a JS string's units as they are (one step per BMP char where UTF-8
// took three), and the units are renumbered by how many trie nodes carry them, so the children
// of most nodes sit close together and the double array stays dense (issue 14: the byte trie was
// 10.8 of the 19.5 MB shipped). Same words, same values (a value is a group of token records,
// shipped-form.ts), so the lattice finds the same tokens in the same order.
//
// Layout, as a double array: a child of `node` by unit code `c` (1..alphabet size) is
// `(base[node] >> 1) + c` when `check` there is `node`. Where a word ends (form 3): a node no
// longer word passes through holds the word's value in its own slot, as `~value` (negative:
// no children); a node with children has its low bit set when a word ends there too, and the
// value is in its terminal slot (code 0), `~base[base[node] >> 1]`. So the lattice's common-prefix
// search reads one slot of `base` per step to learn whether a word ends (form 2 read the terminal
// slot's `check` and `base` at every step, and a count table after), and a childless word takes
// no terminal slot: 559,000 slots instead of 799,000. (In text most word ends are short words
// that longer ones extend: 194,000 of a handbook pass's 220,000, in 250,000 steps.) Root is 0. Two files
// (trie_base, trie_check), each with a header: magic, the form's version, the alphabet's size,
// the slots' count; the base file then holds the alphabet (the code units by code, Uint16,
// padded to 4 bytes) and base.
// Built by utf16-trie-build.ts; read here (by ipadic.ts, for the lattice).
import { PrimaChatError } from '../../errors';

/** "PCT1" in little-endian bytes: these files and no other. */
export const TRIE_MAGIC = 0x31544350;
/**
 * The shipped form's version: 3 is this UTF-16 trie with word ends in the node and token-record
 * ranges as values (shipped-form.ts); 2 was the same trie with a terminal slot per word and
 * values into a count table; 1 (unmarked) was kuromoji's byte trie.
 */
export const SHIPPED_FORM_VERSION = 3;
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
