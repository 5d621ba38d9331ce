import MarkdownIt from 'markdown-it';

/** A top-level block of a markdown file, as the splitter needs it. */
export interface Block {
  kind: 'front-matter' | 'heading' | 'html' | 'other';
  /** 1-based line of the block's first line in the file as stored. */
  line: number;
  /** Heading level (1–6) for headings; 0 otherwise. */
  depth: number;
  /**
   * Headings: the heading's inline markdown as written (ATX closing hashes and setext underline
   * gone). Front matter: its value, without the fences. Other blocks: their source text.
   */
  text: string;
  /** A heading's plain text, when the parser that found it has parsed its inline markup. */
  plain?: string;
  /**
   * The whole source of a heading (markers included: its text when the heading turns out empty)
   * or of front matter (fences included).
   */
  source?: string;
}

// CommonMark (raw HTML blocks on, no GFM: its block constructs never start, end or hide a
// heading) and only the block pass: sections take their text from the source, so inline
// parsing would be wasted work. markdown-it's block pass is about 40× faster than micromark's
// full parse on the 18F handbook, and its tokens carry the line ranges splitting needs.
const parser = new MarkdownIt('commonmark');
parser.core.ruler.enableOnly(['normalize', 'block']);

// micromark-extension-frontmatter's rule: a `---` (YAML) or `+++` (TOML) line opens the file
// and a line with the same fence closes it; trailing spaces and tabs are allowed on both.
const OPEN_FENCE = /^(-{3}|\+{3})[ \t]*(?:\r\n|\r|\n)/;

function lineStarts(source: string): number[] {
  const starts = [0];
  const re = /\r\n|\r|\n/g;
  for (let m = re.exec(source); m !== null; m = re.exec(source)) starts.push(m.index + m[0].length);
  return starts;
}

/** Length of the front matter (both fences) at the start of `source`, or 0 when there is none. */
function frontMatterLength(source: string): number {
  const open = OPEN_FENCE.exec(source);
  if (!open?.[1]) return 0;
  const close = new RegExp(`(?:\\r\\n|\\r|\\n)${open[1] === '---' ? '-{3}' : '\\+{3}'}[ \\t]*(?=\\r\\n|\\r|\\n|$)`, 'g');
  close.lastIndex = open[0].length - 1;
  const m = close.exec(source);
  return m ? m.index + m[0].length : 0;
}

/** `text` without trailing spaces, tabs and line endings (a loop: a `$` regex tries every space). */
function trimEndBlank(text: string): string {
  let end = text.length;
  for (let c = text.charCodeAt(end - 1); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(end - 1)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` with every character but line endings turned into a space: lines and offsets stay put. */
export function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

/**
 * The top-level blocks of a markdown file, in order, with their first line: CommonMark with
 * YAML/TOML front matter, parsed by markdown-it's block pass. Every non-blank line lands in
 * exactly one block: lines markdown-it keeps no token for (link reference definitions) become
 * `other` blocks, so no text is lost from a section. Leading indentation of a block's first line
 * is dropped, except in indented code, where it is the syntax.
 */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const fm = frontMatterLength(source);
  let parsed = source;
  let fmLines = 0;
  if (fm > 0) {
    const fmText = source.slice(0, fm);
    const lines = fmText.split(/\r\n|\r|\n/);
    fmLines = lines.length;
    blocks.push({ kind: 'front-matter', line: 1, depth: 0, text: lines.slice(1, -1).join('\n'), source: fmText });
    parsed = blank(fmText) + source.slice(fm);
  }
  const starts = lineStarts(source);
  const sliceLines = (from: number, to: number): string =>
    trimEndBlank(source.slice(starts[from] ?? source.length, to < starts.length ? starts[to] : source.length));
  let covered = fmLines;
  const gap = (to: number): void => {
    // Lines between blocks that hold text markdown-it kept no token for (reference definitions).
    for (let l = covered; l < to; l++) {
      const text = sliceLines(l, l + 1);
      if (text.trim()) blocks.push({ kind: 'other', line: l + 1, depth: 0, text: text.replace(/^[ \t]+/, '') });
    }
  };
  const tokens = parser.parse(parsed, {});
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || t.level !== 0 || t.nesting === -1 || !t.map) continue;
    const [from, to] = t.map;
    if (from < fmLines) continue;
    gap(from);
    covered = Math.max(covered, to);
    if (t.type === 'heading_open') {
      // Setext content is sliced again from the source to keep its own line endings.
      const setext = t.markup === '=' || t.markup === '-';
      const text = setext ? sliceLines(from, to - 1) : (tokens[i + 1]?.content ?? '');
      const whole = sliceLines(from, to).replace(/^[ \t]+/, '');
      blocks.push({ kind: 'heading', line: from + 1, depth: Number(t.tag.slice(1)), text: text.trim(), source: whole });
      continue;
    }
    const raw = sliceLines(from, to);
    const text = t.type === 'code_block' ? raw : raw.replace(/^[ \t]+/, '');
    if (text) blocks.push({ kind: t.type === 'html_block' ? 'html' : 'other', line: from + 1, depth: 0, text });
  }
  gap(starts.length);
  return blocks;
}
