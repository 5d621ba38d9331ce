// Support of the round-9 trials (bench/passage-trial.ts): passage windows cover a body with half
// overlaps and map back to their section; the sign test gives the exact two-sided binomial tail.
import { describe, expect, it } from 'vitest';
import { passageSections, windows } from '../../bench/support/passages';
import { signTest } from '../../bench/support/sign-test';
import { splitSections } from '../../lib/search/sections';

describe('passage windows', () => {
  it('cut a long body into half-overlapping windows that cover every word, and keep a short one whole', () => {
    const words = Array.from({ length: 230 }, (_, i) => `w${i}`);
    const ws = windows(words.join(' '), 100);
    expect(ws.map((w) => w.split(' ').length)).toEqual([100, 100, 100, 80]);
    expect(ws[1]!.split(' ')[0]).toBe('w50');
    expect(new Set(ws.flatMap((w) => w.split(' '))).size).toBe(230);
    expect(windows('short body', 100)).toEqual(['short body']);
    const ja = 'あ'.repeat(450);
    expect(windows(ja, 100).map((w) => w.length)).toEqual([200, 200, 200, 150]);
  });

  it('map each passage back to its section', () => {
    const sections = splitSections('a.md', `# A\n\n${'alpha '.repeat(120)}\n\n## B\n\nbeta gamma\n`);
    const { passages, owner } = passageSections(sections, 50);
    expect(passages.length).toBe(owner.length);
    expect(passages.filter((_, i) => sections[owner[i]!]!.heading === 'B').map((p) => p.text)).toEqual(['beta gamma']);
    expect(passages.every((p, i) => p.file === `~${owner[i]}`)).toBe(true);
  });
});

describe('sign test', () => {
  it('is the exact two-sided tail', () => {
    expect(signTest(0, 0)).toBe(1);
    expect(signTest(6, 3)).toBeCloseTo(0.5078, 4);
    expect(signTest(9, 1)).toBeCloseTo(0.0215, 4);
    expect(signTest(2, 0)).toBe(0.5);
  });
});
