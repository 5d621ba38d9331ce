import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIndexable, SectionSchema, splitSections, type Section } from '../../lib/search/sections';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/edge');
const split = (name: string): Section[] => splitSections(name, readFileSync(path.join(FIXTURES, name), 'utf8'));
const headings = (s: Section[]): string[] => s.map((x) => x.heading);

describe('splitSections', () => {
  it('never starts a section inside fenced, tilde or indented code, even an unclosed fence', () => {
    const s = split('code-fences.md');
    expect(headings(s)).toEqual(['Shell tips', 'Unclosed fence']);
    expect(s[0]?.text).toContain('# not a heading: a shell comment');
    expect(s[1]?.text).toContain('## still code at the end of the file');
    expect(s.map((x) => x.line)).toEqual([1, 16]);
  });

  it('names the pre-heading section after the front-matter title and counts front-matter lines', () => {
    const s = split('front-matter.md');
    expect(s[0]).toMatchObject({ heading: 'Working hours', level: 0, line: 7, text: 'Intro before any heading.' });
    expect(s[1]).toMatchObject({ heading: 'Core hours', level: 2, line: 9 });
    expect(headings(s)).not.toContain('a YAML comment, not a heading');
  });

  it('skips TOML front matter and makes no empty pre-heading section', () => {
    expect(split('toml-front-matter.md').map((x) => [x.heading, x.line])).toEqual([['Version 2', 5]]);
  });

  it('ignores headings in HTML blocks, Liquid and Hugo comments, and #channel-name lines', () => {
    const s = split('html-and-templates.md');
    expect(headings(s)).toEqual(['html-and-templates', 'Real heading', 'Setext lives below']);
    expect(s[0]?.text).toContain('#general-chat is where we talk.');
    expect(s[0]?.text).not.toContain('<div');
    expect(s.map((x) => x.text).join('\n')).not.toMatch(/Liquid comment|Hugo comment|\{%|\{\{/);
  });

  it('removes {#custom-id} from the plain heading but keeps it in headingRaw, and keeps template text a reader needs', () => {
    const s = split('html-and-templates.md')[1];
    expect(s).toMatchObject({ heading: 'Real heading', headingRaw: 'Real heading {#custom-id}', line: 18, level: 2 });
    expect(s?.text).toBe('Ask in #people-ops or see the page.');
  });

  it('drops an MDX {/*custom-anchor*/} id from the plain heading and the paths under it, in .md files too', () => {
    const s = splitSections('learn.md', '# Hooks {/*hooks*/}\n\n## 状態を追加する {/*adding-state*/}\n\nText.\n');
    expect(s.map((x) => [x.heading, x.headingRaw, x.path.join(' > ')])).toEqual([
      ['Hooks', 'Hooks {/*hooks*/}', ''],
      ['状態を追加する', '状態を追加する {/*adding-state*/}', 'Hooks'],
    ]);
  });

  it('keeps duplicate headings apart by line and builds heading paths from setext and ATX headings', () => {
    const s = split('setext-and-duplicates.md');
    expect(s.map((x) => [x.heading, x.level, x.line, x.path.join(' > ')])).toEqual([
      ['Overview', 1, 1, ''],
      ['Details', 2, 6, 'Overview'],
      ['Details', 2, 11, 'Overview'],
      ['Overview', 1, 15, ''],
      ['Emphasis and code in a heading', 2, 19, 'Overview'],
    ]);
    expect(new Set(s.map((x) => x.id)).size).toBe(s.length);
    expect(s[4]?.headingRaw).toBe('*Emphasis* and `code` in a **heading**');
  });

  it('drops MDX import/export lines and JSX tags but keeps their text and the headings inside components', () => {
    const s = split('component.mdx');
    expect(s.map((x) => [x.heading, x.line])).toEqual([['Install new', 4], ['On macOS', 8]]);
    expect(s[0]?.headingRaw).toBe('Install <Badge>new</Badge>');
    expect(s[1]?.text).toBe('Use brew to install.\n\nBack up your data first.');
    expect(s.map((x) => x.text).join('\n')).not.toMatch(/import|export|<\w/);
  });

  it('keeps GFM tables, task lists, footnotes and autolinks inside their section', () => {
    const s = split('gfm.md');
    expect(s.map((x) => [x.heading, x.level, x.line])).toEqual([['Tables and friends', 1, 1], ['Name', 2, 14]]);
    expect(s[0]?.text).toContain('| 1 | # not a heading in a table |');
    expect(s[0]?.text).toContain('[^1]: The footnote text.');
  });

  it('falls back to markdown for MDX that does not parse, still dropping imports and tags', () => {
    const s = split('broken.mdx');
    expect(s.map((x) => [x.heading, x.line])).toEqual([['Broken MDX', 3], ['Still split', 7]]);
    expect(s[1]?.text).toBe('Text inside');
    expect(s.map((x) => x.text).join('\n')).not.toContain('import');
  });

  it('makes one section of a text file, named after it', () => {
    expect(split('notes.txt')).toEqual([
      { id: 'notes.txt#1', file: 'notes.txt', heading: 'notes', headingRaw: 'notes', level: 0, line: 1, path: [], text: 'Meeting notes\n\nWe agreed to ship on Friday.' },
    ]);
  });

  it('cuts a huge text file at blank lines into parts that keep their line numbers', () => {
    const para = 'word '.repeat(200).trim();
    const text = Array.from({ length: 200 }, (_, i) => `Paragraph ${i}\n${para}`).join('\n\n');
    const s = splitSections('big.txt', text);
    expect(s.length).toBeGreaterThan(1);
    const lines = text.split('\n');
    for (const x of s) expect(lines[x.line - 1]).toMatch(/^Paragraph \d+$/);
  });

  it('gives the same lines for CRLF line endings and a byte-order mark', () => {
    const lf = readFileSync(path.join(FIXTURES, 'front-matter.md'), 'utf8');
    const crlf = `\uFEFF${lf.replace(/\n/g, '\r\n')}`;
    const a = splitSections('f.md', lf);
    const b = splitSections('f.md', crlf);
    expect(b.map((x) => [x.heading, x.line, x.text])).toEqual(a.map((x) => [x.heading, x.line, x.text]));
  });

  it('splits a 1 MB generated file with every heading at its line', () => {
    const block = (n: number): string => [`## Topic ${n}`, '', 'Text about *the* topic. '.repeat(40), '', '```', '# comment in code', '```', ''].join('\n');
    const n = Math.ceil(1_000_000 / block(0).length);
    const text = Array.from({ length: n }, (_, i) => block(i)).join('\n');
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    const s = splitSections('big.md', text);
    expect(s).toHaveLength(n);
    const lines = text.split('\n');
    for (const x of s) expect(lines[x.line - 1]).toBe(`## ${x.heading}`);
  });

  it('produces sections that satisfy SectionSchema with stable ids file#line', () => {
    const s = split('setext-and-duplicates.md');
    for (const x of s) {
      expect(SectionSchema.parse(x)).toEqual(x);
      expect(x.id).toBe(`setext-and-duplicates.md#${x.line}`);
    }
    expect(splitSections('setext-and-duplicates.md', readFileSync(path.join(FIXTURES, 'setext-and-duplicates.md'), 'utf8'))).toEqual(s);
  });

  it('gives no sections for files it does not index', () => {
    expect(splitSections('image.png', '# not markdown')).toEqual([]);
  });
});

describe('isIndexable', () => {
  it('accepts markdown, MDX and text files in any letter case', () => {
    for (const f of ['a.md', 'docs/b.markdown', 'c.MDX', 'notes/d.txt', 'README.MD']) expect(isIndexable(f)).toBe(true);
  });
  it('refuses other files and anything under .git or node_modules', () => {
    for (const f of ['a.png', 'md', 'a.md.bak', '.git/HEAD.md', 'x/node_modules/y/README.md']) expect(isIndexable(f)).toBe(false);
  });
});
