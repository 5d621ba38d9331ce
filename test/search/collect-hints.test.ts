// The collect loop remembers a CJK term's key by the chunk memo's id for it (a hint), checked
// against the word: when the memo starts again mid-collect, an id comes back with another term,
// and the rows must be those a collect without any memo reset gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetChunks, setChunkMemoLimit, useMorphemes } from '../../lib/search/cjk/analyser';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { collectSections } from '../../lib/search/index';
import { splitSections } from '../../lib/search/sections';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

const TEXT = [
  '# 経費の申請',
  '領収書を添えて経費を申請する。会議室は前日までに予約する。プリンタを使うときは二階へ。',
  '## コンピューターの交換',
  '三年ごとに交換します。交換の申請は上長が承認する。ブラウザイベントとコンポーネントの状態。',
  '## 予約',
  '会議室を予約する。予約の取り消しは前日まで。状態を同期させることができます。',
].join('\n\n');

const rows = () => {
  forgetChunks();
  const c = collectSections(splitSections('a.md', TEXT));
  return { terms: c.terms, term: [...c.rowTerm.data.subarray(0, c.rowTerm.length)], doc: [...c.rowDoc.data.subarray(0, c.rowDoc.length)], tf: [...c.rowTf.data.subarray(0, c.rowTf.length)], fieldLen: [...c.fieldLen] };
};

describe('collect with the chunk memo’s hints', () => {
  beforeAll(async () => useMorphemes(await loadMorphemes(nodeDictionaryReader)));
  afterAll(() => {
    setChunkMemoLimit();
    useMorphemes(undefined);
  });

  it('gives the same rows when the memo starts again every few chunks (ids come back with other terms)', () => {
    const whole = rows();
    expect(whole.terms).toEqual(expect.arrayContaining(['経費', '申請', '予約', 'コンピュータ']));
    for (const limit of [1, 2, 3, 5]) {
      setChunkMemoLimit(limit);
      expect(rows()).toEqual(whole);
    }
  });
});
