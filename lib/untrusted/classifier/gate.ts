import { OVERRIDE_LANGS } from '../rules/grammar';
import { anyOf, foldedPattern } from '../rules/types';

/** Name of the pseudo-rule whose anchors only open classifier windows (it never marks). */
export const GATE_RULE = 'classifier-gate';

// The classifier scores English-like text only (features.ts), so the gate has Latin words only.
// Words of the attack grammar (override verbs in every language, the words for instructions and
// prompts, and the vocabulary of extraction, personas and secrets): the classifier looks only near them. Common
// handbook words (you, the, say, print, system) are left out so most paragraphs are skipped.
const EXTRA = [
  'instruction', 'instrucao', 'instrucc', 'istruzion', 'anweisung', 'prompt', 'directive', 'reveal', 'repeat', 'verbatim', 'pretend', 'roleplay', 'role-play', 'jailbreak',
  'unrestricted', 'unfiltered', 'uncensored', 'chatgpt', 'gpt', 'llm', 'chatbot', 'assistant', 'hacked', 'pwned', 'initiali[sz]', 'dan', 'secret',
];
const words = [...new Set(Object.values(OVERRIDE_LANGS).flatMap((l) => l.strong).concat(EXTRA))];

/** Gate patterns for the anchor automaton (their literals matter, the regex is never run). */
export const gatePatterns: readonly RegExp[] = [foldedPattern(`\\b${anyOf(words)}`)];
