import { describe, expect, it } from 'vitest';
import { prng } from '../../bench/support/prng';
import { buildIndex } from '../../lib/search/index';
import { expand } from '../../lib/search/query';
import { splitSections } from '../../lib/search/sections';
import { searchIndexes } from '../../lib/search/space-search';
import { createSpaceTermsCache, expandAcross, unionOfTerms } from '../../lib/search/space-terms';

const LETTERS = 'abcdeilmnorst';

function sortedTerms(random: () => number, n: number): string[] {
  const set = new Set<string>();
  while (set.size < n) set.add(Array.from({ length: 2 + Math.floor(random() * 8) }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join(''));
  return [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

describe('space term dictionary', () => {
  it('is the sorted union, and maps every union term to each list that holds it', () => {
    const union = unionOfTerms([['apple', 'leave', 'zebra'], ['leave', 'travel'], []]);
    expect(union.terms).toEqual(['apple', 'leave', 'travel', 'zebra']);
    expect([...union.local[0]!]).toEqual([0, 1, -1, 2]);
    expect([...union.local[1]!]).toEqual([-1, 0, 1, -1]);
    expect([...union.local[2]!]).toEqual([-1, -1, -1, -1]);
  });

  it('expands a word over the union exactly as each index expands it over its own terms (seeded lists)', () => {
    const random = prng(17);
    for (let round = 0; round < 20; round++) {
      const lists = Array.from({ length: 1 + Math.floor(random() * 5) }, () => sortedTerms(random, 50 + Math.floor(random() * 300)));
      const union = unionOfTerms(lists);
      for (let k = 0; k < 10; k++) {
        const source = lists[Math.floor(random() * lists.length)]!;
        const word = random() < 0.5 ? source[Math.floor(random() * source.length)]! : sortedTerms(random, 1)[0]!;
        const across = expandAcross(union, word);
        lists.forEach((terms, i) => {
          const own = expand(terms, word).map((e) => [terms[e.term], e.weight]).sort();
          expect(across[i]!.map((e) => [terms[e.term], e.weight]).sort()).toEqual(own);
        });
      }
    }
  });

  it('is kept while the term lists are the same arrays, and built again when one is replaced', () => {
    const cache = createSpaceTermsCache();
    const a = ['leave'];
    const b = ['travel'];
    const first = cache([a, b]);
    expect(cache([a, b])).toBe(first);
    const replaced = cache([a, ['laptop', 'travel']]);
    expect(replaced).not.toBe(first);
    expect(replaced.terms).toEqual(['laptop', 'leave', 'travel']);
    expect(cache([a])).not.toBe(replaced);
  });

  it('ranks a whole space the same with a cached union as with one built for the query', async () => {
    const index = (name: string, body: string) => ({ key: name, index: buildIndex(splitSections(`${name}.md`, body)) });
    const indexes = [
      index('handbook', '# Leave\n\nAnnual leave requests go to your lead.\n\n# Laptops\n\nLaptop refresh every three years.\n'),
      index('runbooks', '# Paging\n\nWho is paged when the service leaves its budget.\n\n# Leaving\n\nOffboarding steps.\n'),
    ];
    const cache = createSpaceTermsCache();
    for (const query of ['leave', 'laptop refresh', 'leaving budget', 'lapto']) {
      const plain = await searchIndexes(indexes, query, 6);
      expect(plain.length).toBeGreaterThan(0);
      if (query === 'leave') expect(new Set(plain.map((h) => h.key))).toEqual(new Set(['handbook', 'runbooks']));
      expect(await searchIndexes(indexes, query, 6, cache)).toEqual(plain);
    }
  });
});
