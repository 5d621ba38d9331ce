// The benchmark's hit rule (bench/support/search-quality.ts) on a toy index: the right section
// counts at its rank, a same-named heading elsewhere does not, a line inside a body resolves to
// its section, and a file the index does not hold never hits.
import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { splitSections } from '../../lib/search/sections';
import { hitRank, score, sectionLocator } from '../../bench/support/search-quality';

const A = '# Leave\n\nIntro.\n\n## Resources\n\nParking garage badge.\n\n## Sick leave\n\nCall your supervisor when sick.\n';
const B = '# Travel\n\n## Resources\n\nParking at the airport.\n';
const sections = [...splitSections('a.md', A), ...splitSections('b.md', B)];
const locate = sectionLocator(sections);
const index = buildIndex(sections);

describe('search-quality hit rule', () => {
  it('finds a section by its heading line, or by a line inside its body', () => {
    expect(locate('a.md', 9)).toBe(9);
    expect(locate('a.md', 11)).toBe(9);
    expect(locate('a.md', 5)).toBe(5);
    expect(locate('c.md', 1)).toBeUndefined();
  });

  it('ranks the right section and not a same-named heading in another file', async () => {
    const ranked = await searchIndex(index, 'parking', 6);
    expect(ranked.map((r) => `${r.file}:${r.line}`).sort()).toEqual(['a.md:5', 'b.md:3']);
    const inA = { file: 'a.md', line: 5 };
    const inB = { file: 'b.md', line: 3 };
    expect(hitRank(ranked, inA, locate)).toBe(ranked.findIndex((r) => r.file === 'a.md'));
    expect(hitRank(ranked, inB, locate)).toBe(ranked.findIndex((r) => r.file === 'b.md'));
    expect(hitRank([{ file: 'b.md', line: 3 }], inA, locate)).toBe(-1);
    expect(hitRank(ranked, { file: 'c.md', line: 1 }, locate)).toBe(-1);
  });

  it('counts hit@1 and hit@6 only within the first six results', async () => {
    const q = { question: 'x', file: 'a.md', heading: 'Sick leave', line: 9, split: 'dev' as const, author: 't' };
    const seven = (first: boolean) => async () => [...Array.from({ length: 6 }, (_, i) => ({ file: 'b.md', line: 100 + i })), { file: 'a.md', line: 9 }].slice(first ? 6 : 0);
    expect(await score([q], seven(true), locate)).toMatchObject({ n: 1, hit1: 1, hit6: 1 });
    expect(await score([q], seven(false), locate)).toMatchObject({ n: 1, hit1: 0, hit6: 0 });
    const third = await score([q], () => [{ file: 'b.md', line: 3 }, { file: 'a.md', line: 5 }, { file: 'a.md', line: 9 }], locate);
    expect(third).toMatchObject({ hit1: 0, hit6: 1 });
  });
});
