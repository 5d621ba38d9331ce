import { describe, expect, it } from 'vitest';
import { englishSkeleton, katakanaRomaji, katakanaSkeleton, loanwordMatches } from '../../lib/search/cjk/loanwords';

describe('katakana loanwords to English terms', () => {
  it('romanizes with loanword endings', () => {
    expect(katakanaRomaji('アニメーション')).toBe('animetion');
    expect(katakanaRomaji('ストリーミング')).toBe('sutoriming');
  });
  it('gives a katakana word and its English source one skeleton', () => {
    for (const [k, e] of [['コンポーネント', 'component'], ['コミット', 'commit'], ['ブラウザ', 'brows'], ['フオーカス', 'focus'], ['アニメーション', 'animat']] as const) {
      expect(katakanaSkeleton(k)).toBe(englishSkeleton(e));
    }
    expect(katakanaSkeleton('コミット')).not.toBe(englishSkeleton('comment'));
  });
  it('matches both ways in a sorted term list, closest spelling first', () => {
    const terms = ['commit', 'comment', 'last', 'list', 'largest', 'オプション', 'コメント', 'コミット'].sort();
    expect(loanwordMatches(terms, 'コメント').map((t) => terms[t])).toEqual(['comment']);
    expect(loanwordMatches(terms, 'リスト').map((t) => terms[t])).toEqual(['list']);
    expect(loanwordMatches(terms, 'commit').map((t) => terms[t])).toEqual(['コミット']);
    expect(loanwordMatches(terms, 'ボタン')).toEqual([]);
  });
  it('gives an English term nothing in an index without katakana', () => {
    expect(loanwordMatches(['commit', 'comment'], 'commit')).toEqual([]);
  });
});
