import type { SearchDisplay } from './display';
import { t } from './i18n';
import { highlight } from './highlight';
import { Markers } from './markers';

/** Opens the Reader at a file, optionally at a heading or line, in `repoId` when given (a whole-space result). */
export type OpenReader = (file: string, heading?: string, line?: number, repoId?: string) => void;

/** Move focus between the result buttons of one list with ↑/↓ (Home/End); Enter opens (a button's own key). */
function moveFocus(e: KeyboardEvent) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
  const list = e.currentTarget as HTMLElement;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button.result-title')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const to = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : Math.min(buttons.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)));
  buttons[to]?.focus();
}

/**
 * Search results (`display.sections`): each `file § heading` opens the Reader there; the line,
 * the snippet (the query's words marked) and any flagged markers are shown under it. ↑/↓ move
 * between results.
 */
export function SectionsList({ sections, openReader, query = '', showRepo = false }: { sections: SearchDisplay['sections']; openReader: OpenReader; query?: string; showRepo?: boolean }) {
  if (sections.length === 0) return <p class="muted">{t('nothingFound')}</p>;
  return (
    <ol class="sections" onKeyDown={moveFocus}>
      {sections.map((s, i) => (
        <li key={i}>
          <button type="button" class="linkish result-title" onClick={() => openReader(s.file, s.heading, s.line, s.repoId)}>
            {showRepo && s.repoId ? `${s.repoId}/` : ''}{s.file} § {s.heading}
          </button>
          <span class="where">{t('lineN', s.line)}</span>
          <p class="snippet">{highlight(s.snippet, query)}</p>
          <Markers markers={s.markers} />
        </li>
      ))}
    </ol>
  );
}
