import { describe, expect, it } from 'vitest';
import { buildUtf16Trie } from '../../lib/search/cjk/utf16-trie-build';
import { readUtf16Trie, type Utf16TrieViews } from '../../lib/search/cjk/utf16-trie';

// The words of `text` from its start that the trie holds, with their values: the walk the
// lattice does (one code unit a step; a word ends at a childless node, or one with its low bit set).
function prefixes(t: Utf16TrieViews, text: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  let node = 0;
  for (let i = 0; i < text.length; i++) {
    const c = t.unitCode[text.charCodeAt(i)]!;
    if (c === 0) break;
    const b = t.base[node]!;
    if (b < 0) break; // a word no longer word extends
    const child = (b >> 1) + c;
    if (child >= t.check.length || t.check[child] !== node) break;
    node = child;
    const here = t.base[node]!;
    if (here < 0) out.push([text.slice(0, i + 1), ~here]);
    else if (here & 1) out.push([text.slice(0, i + 1), ~t.base[here >> 1]!]);
  }
  return out;
}

const buffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe('the shipped trie over UTF-16 code units', () => {
  // Prefixes of one another, a word outside the BMP (two units), Latin, and many kanji so that
  // children spread over a large alphabet.
  const words = new Map<string, number>([['日本', 0], ['日本語', 1], ['日本語化', 7], ['𠮷野家', 2], ['𠮷', 3], ['ab', 4], ['a', 5]]);
  for (let i = 0; i < 3000; i++) words.set(String.fromCharCode(0x4e00 + ((i * 7919) % 20000)) + String.fromCharCode(0x3042 + (i % 80)), 100 + i);

  it('finds every word with its value, and no other', () => {
    const t = buildUtf16Trie(words);
    const v = readUtf16Trie(buffer(t.base), buffer(t.check));
    for (const [w, value] of words) expect(prefixes(v, w).at(-1)).toEqual([w, value]);
    expect(prefixes(v, '日本語化する')).toEqual([['日本', 0], ['日本語', 1], ['日本語化', 7]]);
    expect(prefixes(v, '𠮷野家で')).toEqual([['𠮷', 3], ['𠮷野家', 2]]);
    expect(prefixes(v, '日')).toEqual([]); // a prefix only
    expect(prefixes(v, 'b')).toEqual([]);
    expect(prefixes(v, '\0a')).toEqual([]); // a unit in no word has code 0, never the terminal
  });

  it('refuses files cut short', () => {
    const t = buildUtf16Trie(words);
    expect(() => readUtf16Trie(buffer(t.base), buffer(t.check.subarray(0, t.check.byteLength - 8)))).toThrow(/cut short/);
  });
});
