import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { shippedName } from '../../lib/search/cjk/extension-dictionary';
import { shippedDictionary } from '../../scripts/kuromoji-dict';
import { DICT_DIR, nodeDictionaryReader } from '../support/kuromoji-dict';

const TEXT = 'エフェクトを使うと、レンダー後にコンポーネントを外部システムと同期させることができます。申請したいですが、ｶﾀｶﾅやＡＢＣ、未知語のブラウザイベントも。검색, 搜索引擎。';

describe('the dictionary the build ships (decompressed, padding trimmed)', () => {
  let dir = '';
  afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

  it('analyses exactly as kuromoji’s own files do, from far fewer bytes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dict-'));
    const files = shippedDictionary(DICT_DIR, dir);
    expect(files).toHaveLength(12);
    const own = await loadMorphemes(nodeDictionaryReader);
    const shipped = await loadMorphemes({ gzipped: false, read: async (name) => readFile(path.join(dir, shippedName(name))) });
    expect(shipped.tokenize(TEXT)).toEqual(own.tokenize(TEXT));
    expect(shipped.tokenize(TEXT).length).toBeGreaterThan(20);
    const sizes = await Promise.all(files.map(async (f) => (await readFile(f)).byteLength));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(70_000_000);
  });
});
