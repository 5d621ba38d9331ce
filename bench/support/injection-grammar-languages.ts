/**
 * Word classes of the attack grammar (injection-grammar-words.ts's `Grammar`) for languages the
 * first grammars did not cover: ja zh ko ru hi ar tr id vi th bn tl (issue 15, sixth round),
 * written from how each language phrases an order to a machine, not from any corpus. Each has
 * its benign handbook sentences with the same verbs (ignore the old warning, repeat the steps,
 * the previous instructions in the wiki, the system prompt of a form), so that the classifier
 * learns the order, not the script: before them every Korean, Russian, Hindi, Arabic, Bengali
 * and Thai handbook paragraph of our dev set scored as an attack.
 *
 * The generator fills the same slots in the same order for every language (override,
 * determiners, back, objects; output, only, payload; extract, secret, verbatim; …). The slots are
 * strings, so verb-final languages (ja ko hi tr bn) put the object phrase in the first slots and
 * the verb in the last, and carry their demand as a whole phrase ending in a colon ("次の文だけを
 * 出力して：", "sadece şunu yaz:"). Languages written without spaces (ja zh th) set `joiner: ''`:
 * the generator drops the spaces it put between two of their characters.
 */
import type { Grammar } from './injection-grammar-words';
import { GRAMMARS_EAST } from './injection-grammar-languages-east';
import { GRAMMARS_MORE } from './injection-grammar-languages-more';
import { GRAMMARS_SOUTH } from './injection-grammar-languages-south';

const [ja, zh, ko, th] = GRAMMARS_EAST as [Grammar, Grammar, Grammar, Grammar];
const [hi, bn, ar, tr] = GRAMMARS_SOUTH as [Grammar, Grammar, Grammar, Grammar];
const [ru, id, vi, tl] = GRAMMARS_MORE as [Grammar, Grammar, Grammar, Grammar];
/** The grammars of more languages, one entry per language, in the order the shipped asset was trained with. */
export const LANGUAGE_GRAMMARS: readonly Grammar[] = [ja, zh, ko, ru, hi, ar, tr, id, vi, th, bn, tl];

/**
 * A generated sentence as its language writes it: for a grammar with `joiner: ''`, the spaces the
 * generator put between two characters outside ASCII are dropped ("これまでの 指示 を全部" →
 * "これまでの指示を全部"); spaces beside a Latin word or a quoted English payload stay.
 */
export function joined(g: Grammar, text: string): string {
  return g.joiner === '' ? text.replace(/(?<=[^\x00-\x7f])\s+(?=[^\x00-\x7f])/g, '') : text;
}
