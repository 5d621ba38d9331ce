import type { ToolResult } from '../messages/protocol';
import { redactCanaries } from '../untrusted/canaries';
import { markerNames, scanInjection } from '../untrusted/injection';
import { prepareUntrusted } from '../untrusted/prepare';
import { CITATION_INSTRUCTION, type SpaceHit, type Tool } from './context';
import type { StoneSearchArgs } from './manifest';

export const SEARCH_DEFAULT_LIMIT = 6;
export const SEARCH_MAX_LIMIT = 12;
/** Repository text per section sent to the model; the model reads more with stone_read. */
const SECTION_CHARS = 1_800;

/** `limit` is clamped to 1..12, default 6 (the contract: out of range is clamped, not refused). */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined) return SEARCH_DEFAULT_LIMIT;
  return Math.min(SEARCH_MAX_LIMIT, Math.max(1, limit));
}

/**
 * `stone_search`: the best sections for a query. Every label and text in `content` is
 * repository text, so all of it goes inside one fence, redacted and scanned first; the count
 * line and the citation instruction stay outside. `display` carries what the panel shows.
 */
export const stoneSearch: Tool<StoneSearchArgs> = async ({ space, repo, args, scope }, deps): Promise<ToolResult> => {
  const whole = scope === 'space';
  const limit = clampLimit(args.limit);
  const hits: SpaceHit[] = whole
    ? await deps.repos.searchSpace(space, args.query, limit)
    : (await deps.repos.search(space, repo.id, args.query, limit)).map((h) => ({ ...h, repoId: repo.id }));
  const display = { kind: 'search', repoId: repo.id, query: args.query, ...(whole ? { scope: 'space' } : {}), sections: [] as Array<Record<string, unknown>> };
  const where = whole ? `The repositories of this space hold` : `The repository ${repo.id} holds`;
  if (hits.length === 0) {
    return {
      content: `${where} nothing on this subject (no section matched the search). Say so rather than guess; you may try other words.`,
      display,
    };
  }
  const canaries = await deps.canaries();
  const blocks = hits.map((hit, i) => {
    // Redact before cutting, so no half of a canary can survive the cut.
    const text = redactCanaries(hit.text, canaries);
    const cut = text.length > SECTION_CHARS ? `${text.slice(0, SECTION_CHARS)}\n[… section continues; read it with stone_read]` : text;
    return `[${i + 1}] ${hit.repoId}/${hit.file} § ${hit.heading} (Line ${hit.line})\n${cut}`;
  });
  for (const hit of hits) {
    const markers = markerNames(scanInjection(`${hit.file}\n${hit.heading}\n${hit.text}`));
    display.sections.push({ repoId: hit.repoId, file: hit.file, heading: hit.heading, line: hit.line, snippet: hit.snippet, markers });
  }
  const noun = hits.length === 1 ? 'section' : 'sections';
  const { content } = prepareUntrusted({
    intro: whole ? `${hits.length} ${noun} from the repositories of this space:` : `${hits.length} ${noun} from ${repo.id}:`,
    body: blocks.join('\n\n'),
    instruction: CITATION_INSTRUCTION,
    canaries,
  });
  return { content, display };
};
