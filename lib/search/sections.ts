import { z } from 'zod';
import { markdownBlocks } from './markdown-blocks';
import { headingText, mdxBlocks, splittableSource } from './markdown-tree';
import { frontMatterAbout, frontMatterTitle } from './front-matter';
import { baseName, cleanBody, cleanHeading, stripTags } from './section-text';
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
  /** The file's front-matter `title`, when it has one: it joins every section's heading path in the index. */
  title: z.string().optional(),
  /** The words the front matter describes the page with (`description`, `keywords` …, see front-matter.ts): a field of every section, like the title. */
  about: z.string().optional(),
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

/**
 * Split one file into sections with a CommonMark parser (markdown-it's block pass, with YAML/TOML
 * front matter; for `.mdx` micromark's MDX + GFM grammar, falling back to markdown when MDX
 * does not parse). A section starts at an ATX or setext
 * heading at the top level and runs to the next one; text before the first heading becomes a
 * level-0 section named after the front-matter `title` or the file name. Code fences, front
 * matter, HTML blocks and template comments never start a section. `.txt` files are one
 * section (or a few, cut at blank lines, when huge). Other files give no sections.
 */
export function splitSections(file: string, text: string): Section[] {
  const kind = kindOf(file);
  if (kind === null) return [];
  if (kind === 'txt') return splitPlainText(file, text);
  const source = splittableSource(text);
  const fromMdx = kind === 'mdx' ? mdxBlocks(source) : null;
  const blocks = fromMdx ?? markdownBlocks(source);
  const cleanMdx = kind === 'mdx';
  const sections: Section[] = [];
  const stack: Array<{ level: number; heading: string }> = [];
  let title = baseName(file);
  let fmTitle: string | undefined;
  let about: string | undefined;
  let current = { heading: title, headingRaw: title, level: 0, line: 0, path: [] as string[], parts: [] as string[] };

  const flush = (): void => {
    if (current.level === 0 && current.parts.length === 0) return;
    const { parts, ...rest } = current;
    const titled = fmTitle === undefined ? {} : { title: fmTitle };
    const described = about === undefined ? {} : { about };
    sections.push({ id: `${file}#${rest.line}`, file, ...rest, text: cleanBody(parts.join('\n\n'), cleanMdx), ...titled, ...described });
  };

  for (const block of blocks) {
    if (block.kind === 'front-matter') {
      const fm = frontMatterTitle(block.text);
      if (fm && current.level === 0) title = fmTitle = current.heading = current.headingRaw = fm;
      about = frontMatterAbout(block.text);
      continue;
    }
    if (block.kind === 'heading') {
      const headingRaw = block.text;
      // MDX trees carry inline nodes already; markdown was parsed without inline markup.
      const heading = cleanHeading(block.plain ?? headingText(headingRaw));
      if (heading) {
        flush();
        while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= block.depth) stack.pop();
        const path = stack.map((h) => h.heading);
        stack.push({ level: block.depth, heading });
        current = { heading, headingRaw, level: block.depth, line: block.line, path, parts: [] };
        continue;
      }
    }
    let part = block.source ?? block.text;
    if (block.kind === 'html') part = stripTags(part);
    // MDX that fell back to markdown still has its import/export lines: drop them here.
    if (cleanMdx && !fromMdx && block.kind === 'other') part = part.replace(/^(import|export)\s.*$/gm, '');
    if (!part.trim()) continue;
    if (current.line === 0) current.line = block.line;
    current.parts.push(part);
  }
  flush();
  return sections;
}
