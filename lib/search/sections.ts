import type { Heading, Nodes, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { z } from 'zod';
import { headingText, parseMarkdown } from './markdown-tree';
import { baseName, cleanBody, cleanHeading, frontMatterTitle, stripTags } from './section-text';
import { splitPlainText } from './text-sections';

/** One searchable unit: a heading and the text up to the next heading. */
export const SectionSchema = z.object({
  /** Stable across rebuilds of the same file content: `file#line`. */
  id: z.string(),
  file: z.string(),
  /** Plain text: markup, template tags and `{#custom-id}` removed. */
  heading: z.string(),
  /** The heading as written, for display. */
  headingRaw: z.string(),
  /** 1–6; 0 for the text before the first heading. */
  level: z.number().int().min(0).max(6),
  /** 1-based line of the heading in the file as stored (front matter counted). */
  line: z.number().int().min(1),
  /** Headings of the enclosing sections, outermost first. */
  path: z.array(z.string()),
  /** The section's body, markdown kept readable. */
  text: z.string(),
});
export type Section = z.infer<typeof SectionSchema>;

type Kind = 'md' | 'mdx' | 'txt';

function kindOf(file: string): Kind | null {
  const m = /\.(md|markdown|mdx|txt)$/i.exec(file);
  if (!m?.[1]) return null;
  const ext = m[1].toLowerCase();
  return ext === 'markdown' ? 'md' : (ext as Kind);
}

/**
 * Whether a repository file is split and indexed: markdown (`.md`, `.markdown`), MDX and plain
 * text, outside `.git/` and `node_modules/`. Everything else is readable but not searchable.
 */
export function isIndexable(file: string): boolean {
  if (/(^|\/)(\.git|node_modules)\//.test(file)) return false;
  return kindOf(file) !== null;
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
 * Split one file into sections with a CommonMark parser (GFM, front matter; MDX for `.mdx`,
 * falling back to markdown when MDX does not parse). A section starts at an ATX or setext
 * heading at the top level and runs to the next one; text before the first heading becomes a
 * level-0 section named after the front-matter `title` or the file name. Code fences, front
 * matter, HTML blocks and template comments never start a section. `.txt` files are one
 * section (or a few, cut at blank lines, when huge). Other files give no sections.
 */
export function splitSections(file: string, text: string): Section[] {
  const kind = kindOf(file);
  if (kind === null) return [];
  if (kind === 'txt') return splitPlainText(file, text);
  const { source, tree, mdx } = parseMarkdown(text, kind === 'mdx');
  const cleanMdx = kind === 'mdx';
  const sections: Section[] = [];
  const stack: Array<{ level: number; heading: string }> = [];
  let title = baseName(file);
  let current = { heading: title, headingRaw: title, level: 0, line: 0, path: [] as string[], parts: [] as string[] };

  const flush = (): void => {
    if (current.level === 0 && current.parts.length === 0) return;
    const { parts, ...rest } = current;
    sections.push({ id: `${file}#${rest.line}`, file, ...rest, text: cleanBody(parts.join('\n\n'), cleanMdx) });
  };

  for (const node of flatten(tree.children)) {
    // `toml` is produced by the front-matter extension but missing from mdast's node types.
    const type: string = node.type;
    if (type === 'yaml' || type === 'toml') {
      const fm = frontMatterTitle((node as { value?: string }).value ?? '');
      if (fm && current.level === 0) title = current.heading = current.headingRaw = fm;
      continue;
    }
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading') {
      const headingRaw = rawHeading(source, node);
      // MDX trees carry inline nodes already; markdown trees were parsed without inline markup.
      const heading = cleanHeading(mdx ? toString(node) : headingText(headingRaw));
      if (heading) {
        flush();
        while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= node.depth) stack.pop();
        const path = stack.map((h) => h.heading);
        stack.push({ level: node.depth, heading });
        current = { heading, headingRaw, level: node.depth, line, path, parts: [] };
        continue;
      }
    }
    let part = source.slice(...offsets(node));
    if (node.type === 'html') part = stripTags(part);
    // MDX that fell back to markdown still has its import/export lines: drop them here.
    if (cleanMdx && !mdx && node.type === 'paragraph') part = part.replace(/^(import|export)\s.*$/gm, '');
    if (!part.trim()) continue;
    if (current.line === 0) current.line = line;
    current.parts.push(part);
  }
  flush();
  return sections;
}
