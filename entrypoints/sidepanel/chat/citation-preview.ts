import { splitCitations } from '../../../lib/markdown/citations';
import { parseDisplay } from '../ui/display';
import type { ToolActivity } from './use-chat';

/** What a citation chip previews: where it points and a short excerpt of the cited text. */
export interface CitationPreview {
  file: string;
  heading: string;
  text: string | null;
}

const LIMIT = 280;

/** Markdown as a short plain excerpt: headings dropped, markup characters and spacing collapsed. */
export function excerpt(markdown: string): string {
  const plain = markdown.split('\n').filter((l) => !/^\s*#/.test(l)).join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`>|~]+/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > LIMIT ? `${plain.slice(0, LIMIT - 1).trimEnd()}…` : plain;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
// Citations sometimes carry the repository id as a first folder ("handbook/leave.md").
const sameFile = (cited: string, file: string, repoId: string) => cited === file || cited === `${repoId}/${file}` || cited.endsWith(`/${file}`);

/**
 * The preview for a citation chip's text (`file § heading`), taken only from what tools already
 * showed in this conversation (`display` of stone_read, else a stone_search snippet): nothing
 * is fetched to preview. Null when the text is no citation; `text` null when no tool showed it.
 */
export function citationPreview(chipText: string, activity: Record<string, ToolActivity>): CitationPreview | null {
  const part = splitCitations(chipText).find((p): p is { text: string; file: string; heading: string } => 'file' in p);
  if (!part) return null;
  let snippet: string | null = null;
  for (const a of Object.values(activity)) {
    const d = parseDisplay(a.result.display);
    if (d?.kind === 'read' && sameFile(part.file, d.file, d.repoId) && (!d.heading || norm(d.heading) === norm(part.heading))) {
      return { file: part.file, heading: part.heading, text: excerpt(d.markdown) };
    }
    if (d?.kind === 'search' && !snippet) {
      const s = d.sections.find((x) => sameFile(part.file, x.file, d.repoId) && norm(x.heading) === norm(part.heading));
      if (s) snippet = s.snippet;
    }
  }
  return { file: part.file, heading: part.heading, text: snippet };
}
