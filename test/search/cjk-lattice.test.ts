import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMorphemes, type Morpheme } from '../../lib/search/cjk/dictionary';
import { shippedName } from '../../lib/search/cjk/extension-dictionary';
import { shippedDictionary } from '../../scripts/kuromoji-dict';
import { DICT_DIR, kuromojiPackageReader } from '../support/kuromoji-dict';

// Inflections, unknown words (katakana compounds, Latin, Hangul, Han-only), width variants,
// a kanji outside the BMP, and sentences cut at 、 and 。, as kuromoji cuts them.
const SENTENCES = [
  'エフェクトを使うと、レンダー後にコンポーネントを外部システムと同期させることができます。',
  '申請したいですが、ｶﾀｶﾅやＡＢＣ、未知語のブラウザイベントも。',
  '検索, 搜索引擎。검색エンジン',
  '𠮷野家で食べられませんでした',
  'useEffectを使えますか',
];
// A first sentence long enough that the lattice's scratch grows while it is built.
const LONG = 'エフェクトを使うとレンダー後にコンポーネントを外部システムと同期させることができます'.repeat(12);
const fields = (t: Pick<Morpheme, 'surface_form' | 'pos' | 'pos_detail_1' | 'conjugated_type' | 'basic_form'> & { word_type: string }) =>
  [t.surface_form, t.word_type, t.pos, t.pos_detail_1, t.conjugated_type, t.basic_form].join(',');

describe('the dictionary the build ships, through our lattice', () => {
  let dir = '';
  afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

  it('gives kuromoji’s own morphemes, from kuromoji’s files and from far fewer shipped bytes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dict-'));
    const files = shippedDictionary(DICT_DIR, dir);
    expect(files).toHaveLength(11); // kuromoji's 12 but tid_map: the trie holds each word's record range
    const reference = await new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((ok, no) => kuromoji.builder({ dicPath: DICT_DIR }).build((e, t) => (e ? no(e) : ok(t))));
    const own = await loadMorphemes(kuromojiPackageReader);
    const shipped = await loadMorphemes({ gzipped: false, read: async (name) => readFile(path.join(dir, shippedName(name))) });
    for (const s of [LONG, ...SENTENCES]) {
      const want = reference.tokenize(s);
      expect(own.tokenize(s).map(fields)).toEqual(want.map(fields));
      expect(shipped.tokenize(s).map(fields)).toEqual(want.map(fields));
    }
    // Offsets are UTF-16 (kuromoji counts code points, and restarts oddly after 、).
    const text = SENTENCES[3]!;
    for (const t of shipped.tokenize(text)) expect(text.slice(t.word_position - 1)).toMatch(new RegExp(`^${t.surface_form}`, 'u'));
    expect(shipped.tokenize(SENTENCES[0]!).length).toBeGreaterThan(15);
    const sizes = await Promise.all(files.map(async (f) => (await readFile(f)).byteLength));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(13_000_000); // 12.6 MB in shipped form 3 (15.1 in form 2)
  });

  it('refuses a trie of an older shipped form, or of another version, with a clear error', async () => {
    dir ||= await mkdtemp(path.join(tmpdir(), 'dict-'));
    shippedDictionary(DICT_DIR, dir);
    const shipped = async (name: string) => new Uint8Array(await readFile(path.join(dir, shippedName(name))));
    // The form before version 2: kuromoji's UTF-8 double array, as it was shipped (no header).
    const older = { gzipped: false, read: async (name: string) => (name === 'base.dat.gz' || name === 'check.dat.gz' ? gunzipSync(await readFile(path.join(DICT_DIR, name))) : shipped(name)) };
    await expect(loadMorphemes(older)).rejects.toThrow(/trie base is an older form .* version 3/);
    const bumped = async (name: string) => {
      const bytes = await shipped(name);
      if (name === 'check.dat.gz') new DataView(bytes.buffer).setInt32(4, 2, true);
      return bytes;
    };
    // Form 2 (terminal slots, values into a count table) reads as other words: refused, not misread.
    await expect(loadMorphemes({ gzipped: false, read: bumped })).rejects.toThrow(/trie check is version 2, not the shipped form version 3/);
  });
});
