import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { headingText } from '../../lib/search/markdown-tree';
import { corpusSections, readCorpus } from './quality-eval';

// What headingText did before its shortcut: every heading through the inline parser.
const parsed = (raw: string): string => toString(fromMarkdown(`# ${raw.replace(/[\r\n]+/g, ' ')}`));

const HANDBOOK = path.resolve(import.meta.dirname, '../..', '../shared/corpora/18f-handbook');

describe('headingText without a parse for plain headings', () => {
  it('gives what the inline parse gives on markup, closing hashes, odd spaces and NUL', () => {
    const cases = [
      'Overview', 'How to request', '1. Intro', '- x', '+ y', '> quote', 'C#', 'Foo #', 'Foo ##', 'F#  #', '#',
      '*a* and `b`', 'a_b_c', '_a_', '[link](x)', '![img](y)', '<b>bold</b>', '<https://x.y>', 'AT&amp;T', 'AT&T',
      'a\\*b', 'a ~~b~~', 'line\none', 'line\r\n  two', 'tab\tinside', '\u00a0nbsp', 'nbsp\u00a0', 'nul\0here', 'trailing  ',
      '  leading', 'a]b', 'a!b', 'x > y', 'ends with \\', '日本語の見出し', 'émigré', '',
    ];
    for (const raw of cases) expect(headingText(raw), JSON.stringify(raw)).toBe(parsed(raw));
  });

  it.skipIf(!existsSync(HANDBOOK))('gives what the inline parse gives for every heading of the 18F handbook', () => {
    const raws = corpusSections(readCorpus(HANDBOOK)).filter((s) => s.level > 0).map((s) => s.headingRaw);
    expect(raws.length).toBeGreaterThan(1000);
    for (const raw of raws) expect(headingText(raw), raw).toBe(parsed(raw));
  });
});

describe('headingText and MDX comment expressions', () => {
  it('drops a {/*custom-anchor*/} id, which the inline parse would read as emphasis and keep as {/slug/}', () => {
    expect(parsed('React の並行処理機能とは？ {/*what-is-concurrent-react*/}')).toBe('React の並行処理機能とは？ {/what-is-concurrent-react/}');
    expect(headingText('React の並行処理機能とは？ {/*what-is-concurrent-react*/}')).toBe('React の並行処理機能とは？');
    expect(headingText('Adding state {/*adding-state*/} to a component')).toBe('Adding state to a component');
    expect(headingText('`useState` {/* a note */}')).toBe('useState');
  });

  it('keeps braces and stars that are not an MDX comment', () => {
    expect(headingText('Objects {like this}')).toBe('Objects {like this}');
    expect(headingText('{/not a comment/} and *b*')).toBe(parsed('{/not a comment/} and *b*'));
  });
});
