import type { ToolResult } from '../../../lib/chat/tool-runner';
import { parseDisplay } from '../ui/display';
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

/**
 * One tool call in the transcript: which tool ran and with what, then its display (sections
 * found, the section read, the commit engraved), its error, or that the person declined.
 */
export function ToolActivityView({ name, args, result, declined, openReader }: { name: string; args: string; result?: ToolResult; declined?: boolean; openReader: OpenReader }) {
  const display = parseDisplay(result?.display);
  return (
    <div class="tool">
      <p class="tool-name">🔧 {name}{argSummary(name, args)}</p>
      {declined && <p>You declined; nothing was written.</p>}
      {result?.error && result.error.code !== 'approval_required' && <p class="bad">{result.error.message}</p>}
      {display?.kind === 'search' && (
        <details>
          <summary>{display.sections.length} sections found</summary>
          <SectionsList sections={display.sections} openReader={openReader} />
        </details>
      )}
      {display?.kind === 'read' && (
        <p>
          Read{' '}
          <button type="button" class="linkish" onClick={() => openReader(display.file, display.heading, display.line)}>
            {display.file}{display.heading ? ` § ${display.heading}` : ''}
          </button>{' '}
          <small class="muted">line {display.line}</small>
          <Markers markers={display.markers} />
        </p>
      )}
      {display?.kind === 'engraved' && <p>Engraved <code>{display.path}</code> as commit <code>{display.commit.slice(0, 12)}</code>. Push it from Repositories.</p>}
    </div>
  );
}
