import type { SearchDisplay } from './display';
import { Markers } from './markers';

/** Opens the Reader at a file, optionally at a heading or line. */
export type OpenReader = (file: string, heading?: string, line?: number) => void;

/**
 * Search results (`display.sections`): each `file § heading` opens the Reader there; the line,
 * the snippet and any flagged markers are shown under it.
 */
export function SectionsList({ sections, openReader }: { sections: SearchDisplay['sections']; openReader: OpenReader }) {
  if (sections.length === 0) return <p class="muted">Nothing found.</p>;
  return (
    <ol class="sections">
      {sections.map((s, i) => (
        <li key={i}>
          <button type="button" class="linkish" onClick={() => openReader(s.file, s.heading, s.line)}>
            {s.file} § {s.heading}
          </button>{' '}
          <small class="muted">line {s.line}</small>
          <p class="snippet">{s.snippet}</p>
          <Markers markers={s.markers} />
        </li>
      ))}
    </ol>
  );
}
