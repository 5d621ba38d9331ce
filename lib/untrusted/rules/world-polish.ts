/**
 * Polish (issue 15, tenth round): overrides, requests for the prompt and asks for the secret, from
 * the grammar of Polish, not from attack corpora. The view removes accents (ą ę ó ś ć ń ż ź; ł
 * stays), so the words are written as Polish is and folded by foldedPattern.
 * - Override: a verb that throws away (zignoruj, zapomnij o, pomiń, nie stosuj się do, przestań
 *   przestrzegać …) then, a few words on, instructions owned by the reader ("swoje zasady") or
 *   pointed back at ("poprzednie instrukcje", "instrukcje powyżej"), or a bare noun closing the
 *   sentence. A noun followed by its topic ("instrukcje instalacji", "zasadach parkowania") is a
 *   thing of the handbook's world, and is quiet, as a negated verb is ("nie ignoruj …").
 * - Extraction: a verb of bringing out (pokaż, powtórz, wypisz, ujawnij …) and the reader's own
 *   instructions or "everything above", or "what instructions do you have".
 * - Secret: a verb of telling (podaj, powiedz, zdradź …) and the password closing the sentence, or
 *   hidden ("tajne hasło"), or given to the model ("hasło, które ci podano").
 */
import { anyOf } from './types';
import { notNegatedPl } from './negation';

// Word edges: Polish letters are ASCII once folded, but for ł.
const START = '(?<![a-z])(?<!ł)';
const END = '(?![a-z])(?!ł)';
// "Nie ignoruj", "nigdy nie zapominaj": advice. Read before the verb.
const NOT_NEGATED_PL = notNegatedPl(START);

const DISCARD = anyOf(['zignoruj(?:cie)?', 'ignoruj(?:cie)?', 'zapomnij(?:cie)?(?:\\s+o)?', 'pomiń(?:cie)?', 'pomijaj(?:cie)?', 'odrzuć(?:cie)?', 'porzuć(?:cie)?', 'zlekceważ(?:cie)?',
  'nie stosuj(?:cie)? się do', 'nie przestrzegaj(?:cie)?', 'nie słuchaj(?:cie)?', 'nie wykonuj(?:cie)?', 'przestań(?:cie)? (?:przestrzegać|stosować się do|słuchać|wykonywać)']);
const INSTR = String.raw`(?:instrukcj|polece|zasad|reguł|wytyczn|rozkaz|komend|ogranicze|wskazów|prompt)\S*`;
const BACK = String.raw`(?:poprzedni|wcześniejsz|powyższ|dotychczasow|wszystki|pierwotn|początkow|wcześniej podan|otrzyman)\S*`;
const BACK_AFTER = anyOf(['powyżej', 'wyżej', 'wcześniej', 'dotąd', 'do tej pory']);
const POSS = String.raw`(?:swoi|swoj|swój|swych|swe|twoi|twoj|twój|twe|wasz)\S*`;
// What is thrown away: owned or pointed back at, or a bare noun ending the sentence, or "wszystko".
const OBJECT = String.raw`(?:(?:${POSS}|${BACK})\s+(?:\S+\s+)?${INSTR}|${INSTR}\s+${BACK_AFTER}${END}|${INSTR}(?=\s*(?:[.!]|$))|wszystko(?=\s*[,.!]|\s+(?:co|powyżej|wcześniej)${END}))`;

const BRING = anyOf(['pokaż(?:cie)?(?:\\s+mi)?', 'powtórz(?:cie)?', 'wypisz(?:cie)?', 'ujawnij(?:cie)?', 'napisz(?:cie)?(?:\\s+mi)?', 'wyświetl(?:cie)?', 'podaj(?:cie)?(?:\\s+mi)?', 'wydrukuj(?:cie)?',
  'zacytuj(?:cie)?', 'przepisz(?:cie)?', 'skopiuj(?:cie)?', 'zdradź(?:cie)?(?:\\s+mi)?', 'wklej(?:cie)?', 'wyjaw(?:cie)?(?:\\s+mi)?', 'przedstaw(?:cie)?', 'opisz(?:cie)?', 'streść(?:cie)?']);
const OWN_PROMPT = String.raw`(?:${POSS}\s+(?:\S+\s+)?(?:${INSTR}|ustawieni\S*|konfiguracj\S*)|(?:${POSS}\s+)?(?:prompt\S*\s+systemow\S*|komunikat\S*\s+systemow\S*|instrukcj\S*\s+systemow\S*|ukryt\S*\s+${INSTR})|${INSTR}\s+${BACK_AFTER}${END}|(?:dosłownie\s+)?wszystko,?\s+co\s+(?:\S+\s+)?(?:jest|było|zostało|napisano|masz)\s+(?:\S+\s+)?(?:powyżej|wyżej|wcześniej|przed))`;

const TELL = anyOf(['podaj(?:cie)?', 'powiedz(?:cie)?', 'zdradź(?:cie)?', 'napisz(?:cie)?', 'pokaż(?:cie)?', 'wyjaw(?:cie)?', 'ujawnij(?:cie)?', 'przekaż(?:cie)?', 'wypisz(?:cie)?', 'przeliteruj(?:cie)?', 'jakie jest', 'jaki jest', 'jak brzmi']);
const SECRET = String.raw`(?:hasło|hasła|(?:tajn|sekretn)\S*\s+(?:hasło|słowo|kod|klucz)|kod\s+dostępu|pin)`;

/** Folded-view pattern sources (instruction-override). */
export const polishOverridePatterns: readonly string[] = [
  `${START}${NOT_NEGATED_PL}${DISCARD}${END}(?:\\s+\\S+){0,3}?\\s+${OBJECT}`,
];

/** Folded-view pattern sources (prompt-leak). */
export const polishLeakPatterns: readonly string[] = [
  `${START}${NOT_NEGATED_PL}${BRING}${END}(?:\\s+\\S+){0,2}?\\s+${OWN_PROMPT}`,
  // "Jakie masz instrukcje?", "Jakie są twoje zasady?"
  String.raw`${START}(?:jakie|jaki|jaka)\s+(?:masz|macie|dostałeś|dostałaś|otrzymałeś|otrzymałaś|są\s+${POSS}|były\s+${POSS})\s+(?:\S+\s+)?${INSTR}`,
];

/** Folded-view pattern sources (secret-request). */
export const polishSecretPatterns: readonly string[] = [
  String.raw`${START}${NOT_NEGATED_PL}${TELL}${END}(?:\s+(?:mi|nam))?(?:\s+\S+){0,2}?\s+${SECRET}(?:(?=\s*(?:[.!?]|$))|,?\s+(?:które|który|jakie|co)\s+(?:ci|tobie|wam)\b)|${START}(?:tajn|sekretn)\S*\s+(?:hasło|słowo|kod|klucz)(?<=${TELL}(?:\s+(?:mi|nam))?\s+(?:\S+\s+)?(?:tajn|sekretn)\S*\s+(?:hasło|słowo|kod|klucz))`,
];
