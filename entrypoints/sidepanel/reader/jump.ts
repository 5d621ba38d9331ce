/** A heading of the open file, as `repos/read` answers it. */
export interface HeadingInfo {
  heading: string;
  line: number;
  level: number;
}

/**
 * The line to show for a heading name: an exact match first, then one ignoring case and
 * spacing (models sometimes retype headings). Undefined when the file has no such heading.
 */
export function lineOfHeading(headings: readonly HeadingInfo[], heading: string): number | undefined {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return (headings.find((h) => h.heading === heading) ?? headings.find((h) => norm(h.heading) === norm(heading)))?.line;
}

/**
 * The element to scroll to for `line` inside `root`: the heading with id `L<line>`, else the
 * last block that starts at or before that line (rendered blocks carry `data-line`).
 */
export function elementForLine(root: ParentNode, line: number): HTMLElement | null {
  const exact = root.querySelector<HTMLElement>(`#L${line}`);
  if (exact) return exact;
  let best: HTMLElement | null = null;
  let bestLine = 0;
  for (const el of root.querySelectorAll<HTMLElement>('[data-line]')) {
    const at = Number(el.dataset.line);
    if (at <= line && at >= bestLine) {
      best = el;
      bestLine = at;
    }
  }
  return best;
}

/** Scroll `el` into view and move focus there, so keyboard and screen-reader users land on it too. */
export function showElement(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.scrollIntoView?.({ block: 'start' });
  el.focus({ preventScroll: true });
}
