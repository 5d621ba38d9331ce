import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

const FRONTMATTER = ['yaml', 'toml'] as const;

// Sections need only the block structure; the text itself is sliced from the source. Inline
// constructs are most of micromark's work, so the document parse turns them off (about 1.6×
// faster on the 18F handbook) and only heading text is parsed inline, by `headingText`.
const NO_INLINE = {
  disable: {
    null: [
      'attention', 'autolink', 'characterEscape', 'characterReference', 'codeText', 'hardBreakEscape',
      'htmlText', 'labelStartImage', 'labelStartLink', 'labelEnd', 'emailAutolink', 'protocolAutolink',
      'wwwAutolink', 'strikethrough', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall',
    ],
  },
};

// Characters that can make CommonMark inline markup, end an ATX heading (`#`), or that the
// parser rewrites (NUL). A heading without any of them is its own plain text; most are.
const INLINE_SYNTAX = /[\\`*_[\]<>!&#~\0]/;

/** Plain text of a heading's inline markdown (`*a* and \`b\`` → `a and b`). */
export function headingText(raw: string): string {
  const line = raw.replace(/[\r\n]+/g, ' ');
  // A second parse per heading cost about a seventh of splitting; only markup needs it.
  if (!INLINE_SYNTAX.test(line) && line.trim() === line) return line;
  // Parsed as an ATX heading so that "1. Intro" or "- x" stay text, not a list.
  return toString(fromMarkdown(`# ${line}`));
}

/** The source as parsed: BOM removed, template comments blanked. Offsets in the tree index it. */
export interface ParsedMarkdown {
  source: string;
  tree: Root;
  /** True when the MDX grammar parsed the file; false for markdown and for MDX that fell back. */
  mdx: boolean;
}

// Liquid `{% comment %}…{% endcomment %}` and Hugo `{{/* … */}}` hide text from readers, and a
// `# line` inside them must not start a section. Blanking (not deleting) keeps every line and
// offset where it was, so heading lines still match the file as stored.
const HIDDEN = /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}|\{\{<?\s*\/\*[\s\S]*?\*\/\s*>?\}\}/g;

function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

/**
 * Parse markdown into an mdast tree of its blocks: CommonMark + YAML/TOML front matter, inline
 * markup left unparsed. GFM is left out of this parse on purpose: its block constructs
 * (tables, footnote definitions, task items) never start, end or hide a heading — on the 18F
 * handbook both parses give the same headings and lines — and it costs about 40% more time.
 * With `mdx` the MDX grammar (with GFM) is tried first; real MDX is often invalid (stray `<`,
 * unbalanced braces), so a parse error falls back to markdown instead of losing the file.
 */
export function parseMarkdown(text: string, mdx: boolean): ParsedMarkdown {
  const source = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(HIDDEN, blank);
  if (mdx) {
    try {
      const tree = fromMarkdown(source, {
        extensions: [mdxjs(), gfm(), frontmatter([...FRONTMATTER])],
        mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), frontmatterFromMarkdown([...FRONTMATTER])],
      });
      return { source, tree, mdx: true };
    } catch {
      // fall through to plain markdown
    }
  }
  const tree = fromMarkdown(source, {
    extensions: [frontmatter([...FRONTMATTER]), NO_INLINE],
    mdastExtensions: [frontmatterFromMarkdown([...FRONTMATTER])],
  });
  return { source, tree, mdx: false };
}
