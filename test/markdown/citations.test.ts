import { describe, expect, it } from 'vitest';
import { splitCitations } from '../../lib/markdown/citations';

const cites = (text: string) => splitCitations(text).flatMap((p) => ('file' in p ? [[p.file, p.heading]] : []));

describe('splitCitations', () => {
  it('finds one citation per line and drops a trailing period', () => {
    expect(cites('See handbook/holidays.md § Carry-over.\nand a.md § Intro')).toEqual([
      ['handbook/holidays.md', 'Carry-over'],
      ['a.md', 'Intro'],
    ]);
  });

  it('separates comma-listed citations and stops at brackets', () => {
    expect(cites('(a.md § One, b/c.mdx § Two, three) x.md § Y (Line 4)')).toEqual([
      ['a.md', 'One'],
      ['b/c.mdx', 'Two, three'],
      ['x.md', 'Y'],
    ]);
  });

  it('keeps the text around citations intact', () => {
    const text = 'Before a.md § H after';
    expect(splitCitations(text).map((p) => p.text).join('')).toBe(text);
  });

  it('ignores a section sign without a markdown file', () => {
    expect(cites('Law § 12 and notes.txt § x')).toEqual([]);
  });
});
