import { foldChar } from '../view';

/**
 * One named marker rule. `on: 'folded'` patterns run on the folded view (NFKD compatibility
 * forms, no accents, no invisible characters, lower case but for ASCII letters) and are
 * case-insensitive, so they are written in lower case without accents; `on: 'raw'` patterns see
 * the text as written (for invisible characters).
 */
export interface MarkerRule {
  readonly name: string;
  readonly on: 'folded' | 'raw';
  /** Global regexes; a match of any of them fires the rule. */
  readonly patterns: readonly RegExp[];
  /** Optional second look at a match (decode a blob, skip an emoji flag). */
  readonly accept?: (match: RegExpExecArray) => boolean;
  /** For raw rules: the capture group the marker covers (default: the whole match). */
  readonly group?: number;
  /**
   * For raw rules, where to look: `'suspicious'` near invisible or look-alike characters the
   * folded view met, `'blobs'` on long runs of base64/hex/escape characters the scan met;
   * absent: the whole text.
   */
  readonly near?: 'suspicious' | 'blobs';
}

/**
 * Compile a folded-view pattern, case-insensitive (the view keeps ASCII letters' case):
 * non-ASCII literals (other languages) are folded exactly as the view folds text, so
 * "précédentes" or Korean syllables match their folded form. Keep non-ASCII characters out of
 * character classes: one may fold to several.
 */
export function foldedPattern(source: string): RegExp {
  let out = '';
  for (const ch of source) out += ch.charCodeAt(0) < 0x80 ? ch : foldChar(ch);
  return new RegExp(out, 'gi');
}

/** Alternation of words, as a non-capturing group. */
export const anyOf = (words: readonly string[]): string => `(?:${words.join('|')})`;
