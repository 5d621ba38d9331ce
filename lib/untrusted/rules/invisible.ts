import type { MarkerRule } from './types';

/**
 * Invisible characters used to hide instructions, matched on the text as written: Unicode tag
 * characters (U+E0000–E007F, readable by models, invisible to people), bidi overrides and
 * isolates (text that displays in another order than it reads), runs of zero-width characters,
 * zero-width characters splitting a word, and words mixing Latin with Cyrillic or Greek look-alikes.
 */
export const invisibleRules: readonly MarkerRule[] = [
  {
    name: 'unicode-tags',
    on: 'raw',
    near: 'suspicious',
    patterns: [/(\uD83C\uDFF4)?(?:\uDB40[\uDC00-\uDC7F])+/g],
    // An emoji flag (🏴 + a few tag characters, e.g. England) is legitimate.
    accept: (m) => m[1] === undefined || m[0].length > 2 + 2 * 7,
  },
  { name: 'bidi-override', on: 'raw', near: 'suspicious', patterns: [/[\u202A-\u202E\u2066-\u2069]/g] },
  { name: 'zero-width-run', on: 'raw', near: 'suspicious', patterns: [/[\u200B-\u200D\u2060-\u2064\uFEFF\u180E]{3,}/g] },
  {
    name: 'invisible-split',
    on: 'raw',
    near: 'suspicious',
    patterns: [/[A-Za-z][\u200B\u2060-\u2064\uFEFF\u180E]+(?=[A-Za-z])/g],
  },
  {
    name: 'mixed-script',
    on: 'raw',
    near: 'suspicious',
    patterns: [/[A-Za-z][\u0400-\u04FF\u0370-\u03FF]+[A-Za-z]|[A-Za-z]{2}[\u0400-\u04FF]|[\u0400-\u04FF][A-Za-z]{2}/g],
  },
];
