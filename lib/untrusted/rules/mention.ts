/**
 * A quoted example (issue 15, round 16): a security page cites an attack as a phrase "like «…»"
 * or reports what someone "wrote to the chatbot: «…»". The round-15 attempt at new languages
 * flagged eight such hard negatives; the languages of round 16 (cs el fa he ro sv uk) read their
 * attack grammar only outside such a quote. `notCited(cue)` is a lookbehind put just before a
 * pattern's anchor word: no cue word (like, such as, for example, wrote) and then an opening
 * quote, with at most `reach` characters of the quote between it and the anchor. An attack in a
 * quote with no such cue (a notice to translate, a line of the data) is still read.
 */

// Opening quotes as the view leaves them (“ ” „ fold to ", ‘ ’ ‚ to ').
const OPEN = `(?:«|"|'|״|‹)`;

/** A lookbehind: not inside a quote opened right after one of `cues` (folded-view sources). */
export const notCited = (cues: readonly string[], reach = 60): string =>
  `(?<!(?:${cues.join('|')})[ \\t]*[:,]?[ \\t]*(?:\\S+[ \\t]+){0,2}?${OPEN}[^«»"\\n]{0,${reach}})`;
