/**
 * The dual-answer jailbreak (personas.ts: "two answers, one normal and one …") in more languages
 * (issue 15, sixth round): "two answers" or "twice" and, later in the sentence, "normal / usual".
 * Not "the form accepts two answers" (nothing normal) nor "normal leave" (no two answers). Where
 * "two" starts with a letter no anchor uses (Russian два, Hindi दो, Bengali দুটি, Thai สอง), the
 * pattern is anchored on "normal" and checks "two answers" behind it. Written from the languages,
 * not from any corpus; the view removes accents. Japanese and Chinese are left out: none of their
 * words for two, answer or normal starts with a letter the anchor automaton has.
 */
import { anyOf } from './types';

const LATIN: readonly [string, string][] = [
  ['dos respuestas', 'normal|habitual'],
  ['deux reponses', 'normale|habituelle'],
  ['zwei antworten', 'normale?|ubliche'],
  ['due risposte', 'normale|solita'],
  ['duas respostas', 'normal|habitual'],
  ['dua jawaban', 'biasa|normal'],
  ['hai cau tra loi', 'binh thuong'],
  ['dalawang sagot', 'karaniwan|normal'],
  ['iki (?:cevap|yanıt)', 'normal'],
];
const G = '[^.\\n]{0,60}?';

/** The patterns (folded view), added to the `jailbreak-persona` rule. */
export const worldDualPatterns: readonly string[] = [
  `\\b${anyOf(LATIN.map(([two]) => two))}\\b${G}\\b${anyOf([...new Set(LATIN.flatMap(([, n]) => n.split('|')))])}\\b`,
  `(?:اجابتين|ردين)${G}(?:عادية|عادي)`,
  '두 (?:가지|개의?)\\s*(?:로\\s*)?답[^.\\n]{0,60}?(?:평소|일반)',
  // Anchored on "normal", "two answers" checked behind.
  `обычн\\S*(?<=(?:два|две|дважды)[^.\\n]{0,60}?обычн\\S*)|(?<=(?:два|две) (?:раза|ответа|варианта)[^.\\n]{0,60}?)как обычно`,
  'सामान्य(?<=दो (?:जवाब|उत्तर)[^।\\n]{0,60}?सामान्य)',
  'সাধারণ(?<=(?:দুটি|দুটো|দুই) উত্তর[^।\\n]{0,60}?সাধারণ)',
  'ปกติ(?<=สอง(?:แบบ|คำตอบ)[^\\n]{0,60}?ปกติ)',
];
