import { OVERRIDE_LANGS } from '../rules/grammar';
import { anyOf, foldedPattern } from '../rules/types';

/** Name of the pseudo-rule whose anchors only open classifier windows (it never marks). */
export const GATE_RULE = 'classifier-gate';

// Words of the attack grammar (override verbs and instruction nouns in every language, and the
// vocabulary of extraction, personas and secrets): the classifier looks only near them. Common
// handbook words (you, the, say, print, system) are left out so most paragraphs are skipped.
const EXTRA = [
  'reveal', 'repeat', 'verbatim', 'pretend', 'roleplay', 'role-play', 'jailbreak', 'persona', 'unrestricted', 'unfiltered', 'uncensored',
  'password', 'passwor', 'secret', 'chatgpt', 'gpt', 'llm', 'chatbot', 'ai', 'assistant', 'respond', 'reply', 'hacked', 'pwned',
  'initiali[sz]', 'instruction', 'prompt', 'dan', 'mode', 'contrasena', 'mot de passe', 'passwort', 'senha', 'segreto',
];
const CJK = ['指', '命', '無', '无', '忽', '忘', '提', '密', 'パ', 'プ', 'シ', '規', '秘', '系', '규', '지', '명', '무', '잊', '비', '프', '시'];

const words = [...new Set(Object.values(OVERRIDE_LANGS).flatMap((l) => [...l.strong, ...l.instr]).concat(EXTRA))];

/** Gate patterns for the anchor automaton (their literals matter, the regex is never run). */
export const gatePatterns: readonly RegExp[] = [foldedPattern(`\\b${anyOf(words)}`), foldedPattern(anyOf(CJK))];
