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
    expect(queryTerms('ストリーミング', (t) => t === 'ストリーミング')).toEqual(['ストリーミング']);
    expect(queryTerms('ストリーミング', () => false)).toEqual(tokenize('ストリーミング'));
    expect(queryTerms('How do I request annual leave?', () => true)).toEqual(tokenize('How do I request annual leave?'));
  });
});
