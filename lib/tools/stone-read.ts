import type { ToolResult } from '../messages/protocol';
import { quoteCallerValue, resolveRepoPath } from '../repos/paths';
import type { Section } from '../search/sections';
import { redactCanaries } from '../untrusted/canaries';
import { prepareUntrusted } from '../untrusted/prepare';
import { CITATION_INSTRUCTION, type Tool } from './context';
import type { StoneReadArgs } from './manifest';

/** At most this much repository text goes to the model per read (the heading list included). */
export const READ_MAX_CHARS = 24_000;
/** Room for the heading list within that: a file of thousands of headings must not push the read past the cap. */
const HEADINGS_MAX_CHARS = 6_000;
const HEADING_MAX_CHARS = 160;

/**
 * `stone_read`: one file, or one section of it. Paths are resolved inside the repository
 * (anything that leaves it is `path_escape`, never `not_found`). A heading may name its line
 * ("Heading (Line 42)" or "Line 42") to pick one of several with the same text. Long text is
 * cut at 24,000 characters; the cut is announced and the file's headings with their lines are
 * listed (inside the fence: they are repository text) so the model can read a section.
 * The file's path is repository text too (the author chose the name; a link may have led
 * there), so it is the fence's first line, never part of our own words around it.
 */
export const stoneRead: Tool<StoneReadArgs> = async ({ space, repo, args }, deps): Promise<ToolResult> => {
  const file = resolveRepoPath(args.path);
  const text = await deps.repos.readFile(space, repo.id, file);
  const sections = deps.repos.sectionsOf(file, text);
  const canaries = await deps.canaries();

  let body = text;
  let where = 'the whole file';
  let line = 1;
  let heading: string | undefined;
  const note: string[] = [];
  if (args.heading !== undefined && args.heading.trim() !== '') {
    const found = pickSection(sections, args.heading);
    if (!found.section) {
      const { content } = prepareUntrusted({
        intro: 'No section of that file has that heading. Its headings, with their lines:',
        body: headingList(sections),
        instruction: 'Call stone_read again with one of these headings (add "(Line N)" when a heading occurs twice).',
        canaries,
      });
      return { content, error: { code: 'not_found', message: `No section ${quoteCallerValue(args.heading)} in ${quoteCallerValue(file)}.` } };
    }
    const s = found.section;
    const next = sections.find((o) => o.line > s.line && o.level > 0 && (s.level === 0 || o.level <= s.level));
    const lines = text.split('\n');
    body = lines.slice(s.line - 1, next ? next.line - 1 : lines.length).join('\n');
    where = `the section at Line ${s.line}`;
    line = s.line;
    heading = s.heading;
    if (found.others.length) note.push(`Other sections with the same heading start at lines ${found.others.join(', ')}; read one with heading "Line N".`);
  }
  // The citation label, as stone_search gives it; it counts against the cap like the text.
  const label = `${repo.id}/${file}${heading !== undefined ? ` § ${heading} (Line ${line})` : ''}`;
  // Redact before cutting, so no half of a canary survives the cut.
  let redacted = redactCanaries(body, canaries);
  if (label.length + 1 + redacted.length > READ_MAX_CHARS) {
    const list = headingList(sections);
    redacted = `${redacted.slice(0, Math.max(0, READ_MAX_CHARS - list.length - label.length - 1))}\n\n[cut here: the text is longer than ${READ_MAX_CHARS} characters]\nHeadings of this file with their lines:\n${list}`;
    note.push(`The text was cut at ${READ_MAX_CHARS} characters; the file's headings with their lines follow the text. Read one section at a time with the heading argument.`);
  }
  const { content, markers } = prepareUntrusted({
    intro: `From ${repo.id}, ${where}, labelled with its path on the first line:`,
    body: `${label}\n${redacted}`,
    instruction: [...note, CITATION_INSTRUCTION].join('\n'),
    canaries,
  });
  return {
    content,
    display: { kind: 'read', repoId: repo.id, file, ...(heading !== undefined ? { heading } : {}), line, markdown: body, markers },
  };
};

const LINE_ONLY = /^\s*line\s+(\d+)\s*$/i;
const WITH_LINE = /^(.*?)\s*\(\s*line\s+(\d+)\s*\)\s*$/i;

function norm(s: string): string {
  return s.normalize('NFKC').replace(/^#+\s*/, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Find the section a heading argument names; several of the same text are told apart by line. */
export function pickSection(sections: Section[], wanted: string): { section?: Section; others: number[] } {
  const lineOnly = LINE_ONLY.exec(wanted);
  if (lineOnly) return { section: sections.find((s) => s.line === Number(lineOnly[1])), others: [] };
  const withLine = WITH_LINE.exec(wanted);
  const name = norm(withLine ? withLine[1]! : wanted);
  const matches = sections.filter((s) => norm(s.heading) === name || norm(s.headingRaw) === name);
  if (withLine) {
    const at = matches.find((s) => s.line === Number(withLine[2]));
    return { section: at ?? matches[0], others: matches.filter((s) => s !== (at ?? matches[0])).map((s) => s.line) };
  }
  return { section: matches[0], others: matches.slice(1).map((s) => s.line) };
}

/** The file's headings with their lines, at most HEADINGS_MAX_CHARS: the rest is counted, not listed. */
function headingList(sections: Section[]): string {
  const headings = sections.filter((s) => s.level > 0);
  if (!headings.length) return '(the file has no headings)';
  const out: string[] = [];
  let used = 0;
  for (const [i, s] of headings.entries()) {
    const name = s.heading.length > HEADING_MAX_CHARS ? `${s.heading.slice(0, HEADING_MAX_CHARS)}…` : s.heading;
    const entry = `${'  '.repeat(Math.max(0, s.level - 1))}- ${name} (Line ${s.line})`;
    // Keep room for the closing line that says how many were left out.
    if (used + entry.length + 1 > HEADINGS_MAX_CHARS - 100) {
      out.push(`… and ${headings.length - i} more headings, from Line ${s.line} on; read one with heading "Line N".`);
      break;
    }
    out.push(entry);
    used += entry.length + 1;
  }
  return out.join('\n');
}

