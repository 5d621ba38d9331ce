import type { ToolResult } from '../../../lib/chat/tool-runner';
import { renderMarkdown } from '../../../lib/markdown/render';
import { parseDisplay } from '../ui/display';
import { Icon, type IconName } from '../ui/icons';
import { Markers } from '../ui/markers';
import { SectionsList, type OpenReader } from '../ui/sections-list';

function argSummary(name: string, args: string): string {
  try {
    const a = JSON.parse(args) as Record<string, unknown>;
    const v = name === 'stone_search' ? a.query : name === 'stone_read' ? [a.path, a.heading].filter(Boolean).join(' § ') : a.title;
    return typeof v === 'string' && v ? `: ${v}` : '';
  } catch {
    return '';
  }
}

const ICONS: Record<string, IconName> = { stone_search: 'search', stone_read: 'book', stone_engrave: 'pen' };
const plural = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/**
 * One tool call in the transcript, as one compact line (which tool, with what, and how it
 * went) that expands to what it returned: the sections found, the section read, the commit
 * engraved, its error, or that the person declined.
 */
export function ToolActivityView({ name, args, result, declined, openReader }: { name: string; args: string; result?: ToolResult; declined?: boolean; openReader: OpenReader }) {
  const display = parseDisplay(result?.display);
  const error = result?.error && result.error.code !== 'approval_required' ? result.error : undefined;
  const outcome = declined ? 'declined' : error ? 'failed' : !result ? 'running…'
    : display?.kind === 'search' ? `${plural(display.sections.length, 'section')} found`
    : display?.kind === 'read' ? `line ${display.line}` : display?.kind === 'engraved' ? 'committed' : 'done';
  return (
    <details class={`tool${error ? ' failed' : ''}`}>
      <summary>
        <Icon name={error ? 'alert' : ICONS[name] ?? 'tool'} />
        <span class="tool-name">{name}{argSummary(name, args)}</span>
        <span class="tool-count">{outcome}</span>
        <Icon name="chevron" class="chev" />
      </summary>
      <div class="tool-body">
        {declined && <p>You declined; nothing was written.</p>}
        {error && <p class="bad">{error.message}</p>}
        {display?.kind === 'search' && <SectionsList sections={display.sections} openReader={openReader} query={display.query} />}
        {display?.kind === 'read' && (
          <>
            <p>
              Read{' '}
              <button type="button" class="linkish" onClick={() => openReader(display.file, display.heading, display.line)}>
                {display.file}{display.heading ? ` § ${display.heading}` : ''}
              </button>{' '}
              <small class="muted">line {display.line}</small>
            </p>
            <Markers markers={display.markers} />
            {renderMarkdown(display.markdown)}
          </>
        )}
        {display?.kind === 'engraved' && <p>Engraved <code>{display.path}</code> as commit <code>{display.commit.slice(0, 12)}</code>. Push it from Repositories.</p>}
        {!declined && !error && !display && <p class="muted">{result ? 'Nothing to show.' : 'Waiting for the answer…'}</p>}
      </div>
    </details>
  );
}
