import type { ToolResult } from '../../../lib/chat/tool-runner';
import { renderMarkdown } from '../../../lib/markdown/render';
import { parseDisplay } from '../ui/display';
import { t, tCount } from '../ui/i18n';
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

/**
 * One tool call in the transcript, as one compact line (which tool, with what, and how it
 * went) that expands to what it returned: the sections found, the section read, the commit
 * engraved, its error, or that the person declined.
 */
export function ToolActivityView({ name, args, result, declined, openReader }: { name: string; args: string; result?: ToolResult; declined?: boolean; openReader: OpenReader }) {
  const display = parseDisplay(result?.display);
  const error = result?.error && result.error.code !== 'approval_required' ? result.error : undefined;
  const outcome = declined ? t('toolDeclined') : error ? t('toolFailed') : !result ? t('toolRunning')
    : display?.kind === 'search' ? tCount('sectionsFound', display.sections.length)
    : display?.kind === 'read' ? t('toolLine', display.line) : display?.kind === 'engraved' ? t('toolCommitted') : t('toolDone');
  return (
    <details class={`tool${error ? ' failed' : ''}`}>
      <summary>
        <Icon name={error ? 'alert' : ICONS[name] ?? 'tool'} />
        <span class="tool-name">{name}{argSummary(name, args)}</span>
        <span class="tool-count">{outcome}</span>
        <Icon name="chevron" class="chev" />
      </summary>
      <div class="tool-body">
        {declined && <p>{t('youDeclined')}</p>}
        {error && <p class="bad">{error.message}</p>}
        {display?.kind === 'search' && <SectionsList sections={display.sections} openReader={openReader} query={display.query} />}
        {display?.kind === 'read' && (
          <>
            <p>
              {t('readLabel')}{' '}
              <button type="button" class="linkish" onClick={() => openReader(display.file, display.heading, display.line)}>
                {display.file}{display.heading ? ` § ${display.heading}` : ''}
              </button>{' '}
              <small class="muted">{t('toolLine', display.line)}</small>
            </p>
            <Markers markers={display.markers} />
            {renderMarkdown(display.markdown)}
          </>
        )}
        {display?.kind === 'engraved' && <p>{t('engravedAs', display.path, display.commit.slice(0, 12))}</p>}
        {!declined && !error && !display && <p class="muted">{result ? t('nothingToShow') : t('waitingAnswer')}</p>}
      </div>
    </details>
  );
}
