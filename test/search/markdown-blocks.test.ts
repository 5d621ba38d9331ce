import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Heading } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../lib/search/markdown-blocks';
import { splitSections } from '../../lib/search/sections';
import { readCorpus } from './quality-eval';

const HANDBOOK = path.resolve(import.meta.dirname, '../..', '../shared/corpora/18f-handbook');
if (!existsSync(HANDBOOK)) console.warn(`Skipping the micromark comparison: ${HANDBOOK} is absent (needs ../shared next to the project).`);

// The splitter's former parser, as an independent oracle: micromark's top-level headings.
function micromarkHeadings(text: string): Array<[number, number]> {
  const tree = fromMarkdown(text, { extensions: [frontmatter(['yaml', 'toml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml', 'toml'])] });
  return tree.children.filter((n): n is Heading => n.type === 'heading').map((h) => [h.position?.start.line ?? 0, h.depth]);
}

const headingsOf = (text: string): Array<[number, number]> =>
  markdownBlocks(text).filter((b) => b.kind === 'heading').map((b) => [b.line, b.depth]);

// Lone closing tags (`</pre>`, `</div>`, `-->`) are left out: after a list item, micromark ends
// the list at them where CommonMark (and markdown-it) reads a lazy continuation line.
const LINES = [
  '# A', '## B *x*', '### C ###', '#NoSpace', '   # indented', '    # code', 'Setext', '===', '---', '- item', '  - nested',
  '1. one', '> quote', '> # in a quote', '```', '~~~', '<div>', '<!-- c -->', '<!--', '', '', 'text',
  'more text', '\tindented tab', '* * *', '<pre>', '\\# escaped', '#', '- # h in a list', '  continuation', '| a | b |',
];
// Free text between the block lines: words and some punctuation. Arbitrary characters also make
// empty list items (`* *`, `1.`) followed by indented or lazy lines, where the two parsers
// disagree (about 1 document in 100,000); with this alphabet, 0 of 300,000 differed.
const words = fc.string({ unit: fc.constantFrom(...'abcXYZ019 ,;:!?'.split('')), maxLength: 12 });
const docs = fc
  .tuple(fc.array(fc.oneof(fc.constantFrom(...LINES), words), { maxLength: 30 }), fc.constantFrom('\n', '\r\n'))
  // A document opening with `---` is an (unclosed) front-matter attempt, after which micromark
  // parses the rest differently from CommonMark; front matter has tests of its own below.
  .map(([lines, nl]) => (lines[0] === '---' ? ['Intro', ...lines] : lines).join(nl));

describe('markdownBlocks', () => {
  it.skipIf(!existsSync(HANDBOOK))('finds the same headings at the same lines as micromark in every file of the 18F handbook', () => {
    const files = readCorpus(HANDBOOK);
    expect(files.length).toBe(251);
    let headings = 0;
    for (const [file, text] of files) {
      const expected = micromarkHeadings(text);
      headings += expected.length;
      expect(headingsOf(text), file).toEqual(expected);
    }
    expect(headings).toBeGreaterThan(1800);
  });

  it('finds the same headings as micromark on random documents of fences, lists, quotes, HTML and setext lines', () => {
    fc.assert(
      fc.property(docs, (doc) => {
        expect(headingsOf(doc)).toEqual(micromarkHeadings(doc));
      }),
      { numRuns: 3000 },
    );
  });

  it('puts every non-blank line in exactly one block', () => {
    fc.assert(
      fc.property(docs, (doc) => {
        const seen = new Map<number, number>();
        for (const b of markdownBlocks(doc)) {
          const lines = (b.source ?? b.text).split(/\r\n|\r|\n/).length;
          for (let l = b.line; l < b.line + lines; l++) seen.set(l, (seen.get(l) ?? 0) + 1);
        }
        doc.split(/\r\n|\n/).forEach((line, i) => {
          if (line.trim()) expect(seen.get(i + 1), `line ${i + 1}: ${line}`).toBe(1);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps link reference definitions, which leave no token, as text of their section', () => {
    const [section] = splitSections('a.md', '# Links\n\n[handbook]: https://example.org/handbook\nSee [handbook].');
    expect(section?.text).toBe('[handbook]: https://example.org/handbook\n\nSee [handbook].');
  });

  it('puts a setext heading written right after a reference definition at its own first line', () => {
    expect(headingsOf('[x]: /y\nTitle\n===\n')).toEqual([[2, 1]]);
  });

  it('reads YAML and TOML front matter with trailing spaces on the fences, and not an unclosed fence', () => {
    expect(markdownBlocks('--- \ntitle: A\n---\t\n# H')).toEqual([
      { kind: 'front-matter', line: 1, depth: 0, text: 'title: A', source: '--- \ntitle: A\n---\t' },
      { kind: 'heading', line: 4, depth: 1, text: 'H', source: '# H' },
    ]);
    expect(markdownBlocks('+++\r\ntitle = "T"\r\n+++\r\nBody')[0]).toMatchObject({ kind: 'front-matter', line: 1, text: 'title = "T"' });
    // Unclosed: a thematic break, a paragraph and a heading.
    expect(markdownBlocks('---\ntitle: A\n# H').map((b) => b.kind)).toEqual(['other', 'other', 'heading']);
  });

  it('keeps a setext heading’s own line endings and the indentation of indented code', () => {
    const blocks = markdownBlocks('Two\r\nlines\r\n---\r\n\r\n    code();\r\n');
    expect(blocks[0]).toMatchObject({ kind: 'heading', depth: 2, text: 'Two\r\nlines' });
    expect(blocks[1]).toMatchObject({ kind: 'other', line: 5, text: '    code();' });
  });
});
