import type { JSX } from 'preact';

/**
 * Inline SVG icons (24×24, stroke drawn in `currentColor`). The CSP allows no images and no
 * fonts, so icons are SVG elements in the page, never <img>, data: URLs or emoji glyphs
 * (which render as empty boxes without an emoji font). Decorative: hidden from screen readers;
 * the control next to them carries the name.
 */
const PATHS = {
  chat: 'M4 5h16v11H9l-5 4z',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14zM16.5 16.5 21 21',
  book: 'M4 4h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7z',
  repo: 'M5 4h11l3 3v13H5zM9 4v5h6V4M8 14h8M8 17h5',
  settings: 'M12 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  plus: 'M12 5v14M5 12h14',
  send: 'M4 12 20 4l-6 16-3-7z',
  stop: 'M7 7h10v10H7z',
  tool: 'M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  folder: 'M3 6h6l2 2h10v11H3z',
  pen: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  check: 'M5 12l5 5 9-10',
  x: 'M6 6l12 12M18 6 6 18',
  alert: 'M12 3 2 20h20zM12 10v4M12 17v.5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  back: 'M15 6l-6 6 6 6',
  forward: 'M9 6l6 6-6 6',
  sync: 'M20 11a8 8 0 0 0-14-4L4 9M4 4v5h5M4 13a8 8 0 0 0 14 4l2-2M20 20v-5h-5',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  chevron: 'M9 6l6 6-6 6',
  sun: 'M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5 19 19M5 19l1.5-1.5M17.5 6.5 19 5',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  logo: 'M5 4h14v12h-7l-5 4v-4H5zM9 9h6M9 12h4',
} as const;

export type IconName = keyof typeof PATHS;

/** One icon; `label` makes it meaningful (role="img"), otherwise it is decorative. */
export function Icon({ name, label, class: cls }: { name: IconName; label?: string; class?: string }): JSX.Element {
  return (
    <svg class={`icon${cls ? ` ${cls}` : ''}`} viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor"
      stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}>
      <path d={PATHS[name]} />
    </svg>
  );
}
