/** A piece of text: plain, or a citation `file § heading`. */
export type CitationPart = { text: string } | { text: string; file: string; heading: string };

// A file path (no spaces) ending in a markdown extension, "§", then a heading that runs to the
// end of the line or to a bracket, semicolon, or the start of the next citation.
const CITATION =
  /([^\s`§()[\]<>"']+\.(?:md|mdx|markdown))\s*§\s*([^\n§;()[\]]+?)(?=\s*(?:[\n;()[\]]|$|,\s*[^\s,]+\.(?:md|mdx|markdown)\s*§))/g;

/**
 * Split text into plain runs and citations of the form `file § heading` (the format the system
 * prompt asks the model to cite in). A trailing period or comma is not part of the heading.
 */
export function splitCitations(text: string): CitationPart[] {
  const parts: CitationPart[] = [];
  let last = 0;
  for (const m of text.matchAll(CITATION)) {
    const file = m[1] ?? '';
    let heading = (m[2] ?? '').trim();
    const trail = /[.,:]+$/.exec(heading)?.[0] ?? '';
    heading = heading.slice(0, heading.length - trail.length).trimEnd();
    if (!heading) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length - trail.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: text.slice(start, end), file, heading });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
