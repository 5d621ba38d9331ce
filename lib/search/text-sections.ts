import type { Section } from './sections';
import { baseName } from './section-text';

// A plain-text file is one section; a huge one is cut at blank lines into parts of about this
// size, so a hit points near its answer and one section does not dominate snippets and scores.
const PART_CHARS = 64 * 1024;

/**
 * Sections of a `.txt` file: one, named after the file, starting at its first non-blank line;
 * files over 64 KB are cut at blank lines into parts of about that size.
 */
export function splitPlainText(file: string, text: string): Section[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = source.split(/\r\n|\r|\n/);
  const name = baseName(file);
  const sections: Section[] = [];
  let start = -1;
  let size = 0;
  const push = (end: number): void => {
    if (start < 0) return;
    const body = lines.slice(start, end).join('\n').trim();
    if (body) sections.push({ id: `${file}#${start + 1}`, file, heading: name, headingRaw: name, level: 0, line: start + 1, path: [], text: body });
    start = -1;
    size = 0;
  };
  lines.forEach((line, i) => {
    if (start < 0 && line.trim()) start = i;
    size += line.length + 1;
    if (size >= PART_CHARS && !line.trim()) push(i);
  });
  push(lines.length);
  return sections;
}
