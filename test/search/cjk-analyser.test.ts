import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyserReady, ensureAnalyserFor, setDictionaryReader, useMorphemes } from '../../lib/search/cjk/analyser';
import { loadMorphemes, type Morphemes } from '../../lib/search/cjk/dictionary';
import { buildIndex, INDEX_FORMAT_VERSION, searchIndex, updateIndex } from '../../lib/search/index';
import { searchIndexes } from '../../lib/search/space-search';
import { createIndexStore } from '../../lib/search/index-store';
import { splitSections } from '../../lib/search/sections';
import { makeSnippet } from '../../lib/search/snippet';
import { tokenize } from '../../lib/search/tokenize';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

let ipadic: Morphemes;
beforeAll(async () => {
  ipadic = await loadMorphemes(nodeDictionaryReader);
  useMorphemes(ipadic);
});
afterEach(() => useMorphemes(ipadic));

const handbook = () =>
  buildIndex([
    ...splitSections('a.md', '# 経費\n\n## 経費を申請する\n\n領収書を添えて申請する。\n\n## 会議室を予約する\n\n会議室は前日までに予約する。\n'),
    ...splitSections('b.md', '# ツール\n\n## プリンタを使う\n\n二階のプリンタを使う。\n\n## React のフック\n\nuseEffect で外部と同期する。\n\n## コンピューターの交換\n\n三年ごとに交換します。\n'),
    ...splitSections('c.md', '# 其他\n\n## 搜索引擎的设计\n\n倒排索引。\n\n## 검색 엔진\n\n역색인을 사용합니다.\n'),
  ]);
const top = async (q: string) => (await searchIndex(handbook(), q, 6))[0]?.heading;

describe('the Japanese analyser (IPADIC through kuromoji)', () => {
  it('indexes base forms, so inflected questions meet dictionary-form headings', async () => {
    expect(tokenize('申請したいです')).toEqual(['申請']);
    expect(tokenize('使えますか')).toEqual(['使う']);
    expect(await top('経費を申請したいです')).toBe('経費を申請する');
    expect(await top('プリンタは使えますか')).toBe('プリンタを使う');
  });

  it('without the dictionary, inflected forms do not meet (what the analyser adds)', () => {
    useMorphemes(undefined);
    expect(tokenize('使えますか')).not.toContain('使う');
  });

  it('gives words the dictionary does not know their bigrams, and Chinese and Korean bigrams', async () => {
    expect(tokenize('ブラウザイベント')).toEqual(expect.arrayContaining(['ブラウザイベント', 'ラウ', 'イベ']));
    expect(await top('引擎')).toBe('搜索引擎的设计');
    expect(await top('검색은')).toBe('검색 엔진');
  });

  it('keeps Latin words in mixed runs: React のフック, useEffectを使う', async () => {
    expect(tokenize('Reactのフック')).toEqual(['react', 'フック']);
    expect(tokenize('useEffectを使う')).toEqual(['useeffect', '使う']);
    expect(await top('useEffectで同期したい')).toBe('React のフック');
  });

  it('folds katakana and width variants to one term', async () => {
    const one = (a: string, b: string) => expect(tokenize(a)).toEqual(tokenize(b));
    one('ｺﾝﾋﾟｭｰﾀｰ', 'コンピューター');
    one('コンピュータ', 'コンピューター');
    one('ヴァイオリン', 'バイオリン');
    one('ウィンドウ', 'ウインドウ');
    one('ＲＥＡＣＴのフック', 'React のフック');
    expect(await top('ｺﾝﾋﾟｭｰﾀの交換')).toBe('コンピューターの交換');
  });

  it('builds snippets without analysing the hit text at query time', async () => {
    const text = `${'前置き。'.repeat(100)}このプリンタは誰でも使えます。`;
    let calls = 0;
    useMorphemes({ tokenize: (t) => (calls++, ipadic.tokenize(t)), path: (t) => (calls++, ipadic.path(t)) });
    const snippet = makeSnippet(text, ['使う', 'プリンタ']);
    expect(calls).toBe(0);
    expect(snippet).toContain('プリンタは誰でも使えます');
  });

  it('saves and loads a Japanese index in the new format; an older one is rebuilt once, then loaded', async () => {
    const idb = new IDBFactory();
    const store = await createIndexStore(idb, 'db');
    await store.save('k', handbook(), 'abc');
    const loaded = (await store.load('k', 'abc'))!;
    expect((await searchIndex(loaded, '使えますか', 1))[0]?.heading).toBe('プリンタを使う');
    // As a release with format 2 left it: not loaded, so the caller rebuilds and saves once.
    await downgrade(idb, 'db', 'k');
    expect(await store.load('k', 'abc')).toBeNull();
    await store.save('k', handbook(), 'abc');
    const again = (await store.load('k', 'abc'))!;
    expect((await searchIndex(again, '申請したい', 1))[0]?.heading).toBe('経費を申請する');
    store.close();
  });
});

describe('the analyser an index records', () => {
  const printer = () => buildIndex(splitSections('b.md', '# ツール\n\n## プリンタ\n\n二階の複合機は誰でも使えます。\n'));

  it('says whether the dictionary cut its CJK text, and keeps it when saved and loaded', async () => {
    expect(printer().data.analyser).toBe('ipadic');
    expect(buildIndex(splitSections('e.md', '# Parking\n\nBikes go in the shed.\n')).data.analyser).toBe('none');
    useMorphemes(undefined);
    const cut = printer();
    expect(cut.data.analyser).toBe('segments');
    const store = await createIndexStore(new IDBFactory(), 'db');
    await store.save('k', cut, 'abc');
    expect((await store.load('k', 'abc'))!.data.analyser).toBe('segments');
    store.close();
  });

  it('cuts a query as its index was cut, whatever is loaded now', async () => {
    useMorphemes(undefined);
    const cut = printer();
    useMorphemes(ipadic);
    // Through the dictionary the query is 使う, a term this index does not have (it has 使え).
    expect(tokenize('使えます')).toEqual(['使う']);
    expect(cut.data.postings.terms).not.toContain('使う');
    expect((await searchIndex(cut, '使えます', 1))[0]?.heading).toBe('プリンタ');
    expect((await searchIndexes([{ key: 'b', index: cut }], '使えます', 1))[0]?.heading).toBe('プリンタ');
    // A part cut without the dictionary marks the whole index, so it is rebuilt when the dictionary is back.
    const mixed = printer();
    useMorphemes(undefined);
    updateIndex(mixed, { removedFiles: [], changed: [{ file: 'c.md', text: '# 会議室\n\n予約する。\n' }] });
    expect(mixed.data.analyser).toBe('segments');
  });
});

describe('loading the dictionary lazily', () => {
  it('loads only for CJK text, through the reader it is given', async () => {
    useMorphemes(undefined);
    let reads = 0;
    setDictionaryReader({ gzipped: false, read: async (name) => (reads++, nodeDictionaryReader.read(name)) });
    expect(await ensureAnalyserFor(['Parking and bikes'])).toBe(false);
    expect(reads).toBe(0);
    expect(await ensureAnalyserFor(['在宅勤務'])).toBe(true);
    expect(reads).toBe(11); // the shipped files: kuromoji's but its count table (shipped form 3)
    expect(analyserReady()).toBe(true);
    setDictionaryReader(undefined);
  });

  it('a reader that fails leaves the fallback and reports the stable code', async () => {
    await expect(loadMorphemes({ gzipped: true, read: async () => { throw new Error('gone'); } })).rejects.toMatchObject({ code: 'internal' });
  });
});

async function downgrade(idb: IDBFactory, name: string, key: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((ok, no) => {
    const req = idb.open(name);
    req.onsuccess = () => ok(req.result);
    req.onerror = () => no(req.error);
  });
  const tx = db.transaction(['indexes', 'meta'], 'readwrite');
  for (const s of ['indexes', 'meta']) {
    const os = tx.objectStore(s);
    const get = os.get(key);
    get.onsuccess = () => os.put({ ...get.result, formatVersion: INDEX_FORMAT_VERSION - 1 });
  }
  await new Promise((ok) => (tx.oncomplete = ok));
  db.close();
}
