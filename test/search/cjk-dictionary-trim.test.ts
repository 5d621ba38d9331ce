import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { trimmedDictionary } from '../../scripts/kuromoji-dict';
import { DICT_DIR, nodeDictionaryReader } from '../support/kuromoji-dict';

const TEXT = 'エフェクトを使うと、レンダー後にコンポーネントを外部システムと同期させることができます。申請したいですが、ｶﾀｶﾅやＡＢＣ、未知語のブラウザイベントも。검색, 搜索引擎。';

describe('the dictionary the build ships (padding trimmed)', () => {
  let dir = '';
  afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

  it('analyses exactly as kuromoji’s own files do, from far fewer bytes to decompress', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dict-'));
    const files = trimmedDictionary(DICT_DIR, dir, 1);
    expect(files).toHaveLength(12);
    const own = await loadMorphemes(nodeDictionaryReader);
    const trimmed = await loadMorphemes(async (name) => readFile(path.join(dir, name)));
    expect(trimmed.tokenize(TEXT)).toEqual(own.tokenize(TEXT));
    expect(trimmed.tokenize(TEXT).length).toBeGreaterThan(20);
  });
});
