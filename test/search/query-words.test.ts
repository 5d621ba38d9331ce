import { beforeAll, describe, expect, it } from 'vitest';
import { useMorphemes } from '../../lib/search/cjk/analyser';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { queryTerms } from '../../lib/search/query-words';
import { splitSections } from '../../lib/search/sections';
import { tokenize } from '../../lib/search/tokenize';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

beforeAll(async () => {
  useMorphemes(await loadMorphemes(nodeDictionaryReader));
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

  it('keeps the bigrams of a word the index lacks, and leaves Latin queries as the tokenizer cuts them', () => {
    // (Katakana has no kana of hiragana's grammar, but is kana: the query is Japanese, each non-verb term counted twice.)
    const twice = (ts: string[]) => ts.flatMap((t) => [t, t]);
    expect(queryTerms('ストリーミング', (t) => t === 'ストリーミング')).toEqual(twice(['ストリーミング']));
    expect(queryTerms('ストリーミング', () => false)).toEqual(twice(tokenize('ストリーミング')));
    expect(queryTerms('How do I request annual leave?', () => true)).toEqual(tokenize('How do I request annual leave?'));
  });
});

describe('verbs in a Japanese query', () => {
  it('weigh half as much as the other terms (each non-verb counted twice); an English query is untouched', () => {
    // 消し → 消す (a verb, once); 配列, 要素 (nouns) and splice (Latin, stemmed) twice; particles and たい dropped as before.
    expect(queryTerms('配列から要素を消したい splice', () => true)).toEqual(['配列', '配列', '要素', '要素', '消す', 'splic', 'splic']);
    expect(queryTerms('How do I remove an element from an array', () => true)).toEqual(tokenize('How do I remove an element from an array'));
    // Hangul and Han-only text (Korean, Chinese) hold no kana: as before.
    expect(queryTerms('数组删除元素', () => true)).toEqual(tokenize('数组删除元素'));
  });

  it('rank a section on the topic above one that shares only the verb', async () => {
    const index = buildIndex([
      ...splitSections('verb.md', '# ファイルを書く\n\nファイルを書く方法。書く前に確認する。\n'),
      ...splitSections('topic.md', '# フックの規則\n\nカスタムフックの名前は use で始めます。規則を守ってフックを作ります。\n'),
    ]);
    // Both share one term with the query: 書く (verb.md's heading) and フック (topic.md's heading).
    expect((await searchIndex(index, 'フックはどう書けばいいですか', 6)).map((h) => h.file)[0]).toBe('topic.md');
  });
});
