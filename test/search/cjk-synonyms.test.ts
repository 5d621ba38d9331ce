import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMorphemes } from '../../lib/search/cjk/analyser';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { buildSynonymTable, readSynonymTable, type SynonymTable } from '../../lib/search/cjk/synonym-table';
import { ensureSynonymsFor, setSynonymReader, synonymsReady, synonymTerms, useSynonyms } from '../../lib/search/cjk/synonyms';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { splitSections } from '../../lib/search/sections';
import { tokenize } from '../../lib/search/tokenize';
import { nodeDictionaryReader, nodeSynonymReader } from '../support/kuromoji-dict';

const item = (vocabularyNumber: number, midashi: string, expandControl = 0) => ({ vocabularyNumber, midashi, expandControl });

let sudachi: SynonymTable;
beforeAll(async () => {
  useMorphemes(await loadMorphemes(nodeDictionaryReader));
  sudachi = readSynonymTable(await nodeSynonymReader());
});
afterEach(() => useSynonyms(undefined));

describe('the synonym table (Sudachi synonyms, format 1)', () => {
  const small = buildSynonymTable([
    { items: [item(1, 'プロバイダー'), item(1, 'プロバイダ'), item(1, 'provider')] },
    { items: [item(1, 'バケーション'), item(1, 'vacation'), item(2, '休暇', 1), item(3, '有休', 2)] },
    { items: [item(1, 'ひとり')] },
  ]);

  it('reads back what it was built from, same-word spellings first, the source itself left out', () => {
    const t = readSynonymTable(small);
    expect(t.lookup('プロバイダ')).toEqual([{ word: 'provider', same: true }]);
    expect(t.lookup('provider')).toEqual([{ word: 'プロバイダー', same: true }, { word: 'プロバイダ', same: true }]);
    expect(t.lookup('バケーション')).toEqual([{ word: 'vacation', same: true }, { word: '休暇', same: false }]);
  });

  it('keys fold as the tokenizer folds a word: width, case, katakana variants', () => {
    const t = readSynonymTable(small);
    expect(t.lookup('ＰＲＯＶＩＤＥＲ')).toEqual(t.lookup('provider'));
    expect(t.lookup('プロバイダー')).toEqual(t.lookup('プロバイダ'));
  });

  it('follows the expansion flags: 1 is a target only, 2 is never used; a group of one is dropped', () => {
    const t = readSynonymTable(small);
    expect(t.lookup('休暇')).toEqual([]);
    expect(t.lookup('有休')).toEqual([]);
    expect(t.lookup('vacation').map((s) => s.word)).not.toContain('有休');
    expect(t.lookup('ひとり')).toEqual([]);
  });

  it('refuses a text of another format instead of answering from it', () => {
    expect(() => readSynonymTable(small.replace('PCSYN\t1', 'PCSYN\t9'))).toThrow(/format 1/);
    expect(() => readSynonymTable('hello\n')).toThrow(/format 1/);
  });

  it('is built deterministically from the package (same bytes twice)', async () => {
    expect(await nodeSynonymReader()).toBe(await nodeSynonymReader());
  });
});

describe('query words reaching their synonyms', () => {
  const docs = () =>
    buildIndex([
      ...splitSections('context.md', '# Passing data deeply\n\nA provider makes a value available to every component below it.\n'),
      ...splitSections('other.md', '# Styling\n\nClass names and inline styles.\n'),
    ]);

  it('a Japanese word finds the section that has only its English spelling, once the table is loaded', async () => {
    expect(await searchIndex(docs(), 'プロバイダ', 6)).toEqual([]);
    useSynonyms(sudachi);
    const hits = await searchIndex(docs(), 'プロバイダ', 6);
    expect(hits.map((h) => h.file)).toEqual(['context.md']);
  });

  it('ranks a synonym below the word itself', async () => {
    useSynonyms(sudachi);
    const index = buildIndex([
      ...splitSections('a.md', '# 文脈\n\n文脈で意味が変わる。\n'),
      ...splitSections('b.md', '# コンテキスト\n\nコンテキストを渡す。\n'),
    ]);
    expect((await searchIndex(index, 'コンテキスト', 6)).map((h) => h.file)).toEqual(['b.md', 'a.md']);
  });

  it('leaves Latin queries as they are, whether or not a Japanese query loaded the table', async () => {
    const before = await searchIndex(docs(), 'provider value', 6);
    useSynonyms(sudachi);
    expect(synonymTerms('provid', tokenize)).toEqual([]);
    expect(await searchIndex(docs(), 'provider value', 6)).toEqual(before);
  });

  it('keeps a word\'s synonym terms bounded', () => {
    useSynonyms(sudachi);
    for (const w of ['国', '申請', '状態', '削除', '使う']) expect(synonymTerms(w, tokenize).length).toBeLessThanOrEqual(8);
  });
});

describe('loading the synonym table lazily', () => {
  it('reads it only for CJK text, and a failed read is retried on the next query', async () => {
    let reads = 0;
    let fail = true;
    setSynonymReader(async () => {
      reads++;
      if (fail) throw new Error('gone');
      return nodeSynonymReader();
    });
    expect(await ensureSynonymsFor(['Parking and bikes'])).toBe(false);
    expect(reads).toBe(0);
    expect(await ensureSynonymsFor(['休暇'])).toBe(false);
    expect(synonymsReady()).toBe(false);
    fail = false;
    expect(await ensureSynonymsFor(['休暇'])).toBe(true);
    expect(reads).toBe(2);
    setSynonymReader(undefined);
  });
});

describe('bigrams of a word the index holds whole', () => {
  it('do not outrank the section that has the whole word (ストリーミング, unknown to IPADIC)', async () => {
    expect(tokenize('ストリーミング')).toEqual(['ストリーミング', 'スト', 'トリ', 'リー', 'ーミ', 'ミン', 'ング']);
    // a.md shares only syllables with the query, in its heading: with the six bigrams counted
    // as six query words it scored 108 against b.md's 18.
    const index = buildIndex([
      ...splitSections('a.md', '# ストトリとリーミング\n\nトリーミとミーミングとストトリとリーミングの話。\n'),
      ...splitSections('b.md', '# 配信\n\n動画の配信について。長い説明が続きます。配信の方法、配信の設定、配信の確認。ストリーミングで送る。\n'),
    ]);
    expect((await searchIndex(index, 'ストリーミング', 6)).map((h) => h.file)).toEqual(['b.md']);
    // A word the index lacks whole still finds its parts.
    expect((await searchIndex(index, 'トリーミング', 6)).length).toBeGreaterThan(0);
  });
});
