import type { Heading, Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { blank, type Block } from './markdown-blocks';

const FRONTMATTER = ['yaml', 'toml'] as const;

// Characters that can make CommonMark inline markup, end an ATX heading (`#`), or that the
// parser rewrites (NUL). A heading without any of them is its own plain text; most are.
const INLINE_SYNTAX = /[\\`*_[\]<>!&#~\0]/;

// An MDX comment expression (`## Title {/*custom-anchor*/}`, react.dev's heading ids, written in
// `.md` files too): the CommonMark parse would read its stars as emphasis and index the slug.
const MDX_COMMENT = /\s*\{\/\*[\s\S]*?\*\/\}/g;

/** Plain text of a heading's inline markdown (`*a* and \`b\`` → `a and b`). */
export function headingText(raw: string): string {
  const line = raw.replace(/[\r\n]+/g, ' ').replace(MDX_COMMENT, '');
  // A second parse per heading cost about a seventh of splitting; only markup needs it.
  if (!INLINE_SYNTAX.test(line) && line.trim() === line) return line;
  // Parsed as an ATX heading so that "1. Intro" or "- x" stay text, not a list.
  return toString(fromMarkdown(`# ${line}`));
}

// Liquid `{% comment %}…{% endcomment %}` and Hugo `{{/* … */}}` hide text from readers, and a
// `# line` inside them must not start a section. Blanking (not deleting) keeps every line and
// offset where it was, so heading lines still match the file as stored.
const HIDDEN = /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}|\{\{<?\s*\/\*[\s\S]*?\*\/\s*>?\}\}/g;

/** The source as split: BOM removed, template comments blanked (lines and offsets kept). */
export function splittableSource(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(HIDDEN, blank);
}

// Block nodes in document order. MDX wraps markdown in JSX (`<Tabs>\n\n## A\n\n</Tabs>`): its
// children count as top-level, so their headings still start sections. ESM and `{expr}` go.
function flatten(nodes: RootContent[], out: RootContent[] = []): RootContent[] {
  for (const node of nodes) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') continue;
    if (node.type === 'mdxJsxFlowElement') flatten(node.children as RootContent[], out);
    else out.push(node);
  }
  return out;
}

function offsets(node: Nodes): [number, number] {
  return [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];
}

function rawHeading(source: string, node: Heading): string {
  // Nodes made by tree transforms have no position; only positioned children bound the text.
  const placed = node.children.filter((c) => c.position);
  const first = placed[0];
  const last = placed[placed.length - 1];
  if (!first || !last) return '';
  return source.slice(offsets(first)[0], offsets(last)[1]).trim();
}

/**
 * The top-level blocks of an MDX file (MDX + GFM + front matter, micromark), JSX containers
 * opened so that the markdown inside them counts as top level; headings carry their plain text
 * (`plain`) since the MDX tree has parsed their inline content already. Real MDX is often
 * invalid (a stray `<`, unbalanced braces): then `null`, and the caller splits it as markdown.
 */
export function mdxBlocks(source: string): Block[] | null {
  let tree;
  try {
    tree = fromMarkdown(source, {
      extensions: [mdxjs(), gfm(), frontmatter([...FRONTMATTER])],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), frontmatterFromMarkdown([...FRONTMATTER])],
    });
  } catch {
    return null;
  }
  return flatten(tree.children).map((node) => {
    const line = node.position?.start.line ?? 1;
    // `toml` is produced by the front-matter extension but missing from mdast's node types.
    const type: string = node.type;
    if (type === 'yaml' || type === 'toml') return { kind: 'front-matter', line, depth: 0, text: (node as { value?: string }).value ?? '', source: source.slice(...offsets(node)) };
    if (node.type === 'heading') return { kind: 'heading', line, depth: node.depth, text: rawHeading(source, node), plain: toString(node), source: source.slice(...offsets(node)) };
    return { kind: node.type === 'html' ? 'html' : 'other', line, depth: 0, text: source.slice(...offsets(node)) };
  });
}
