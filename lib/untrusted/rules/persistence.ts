/**
 * Memory poisoning (issue 15, round 10): "Save the following setting to your permanent
 * configuration: …", "Remember this for all future conversations: …", "Guarda esto en tu
 * memoria …". The grammar: a verb that stores (store, save, add, remember, memorise, write,
 * commit, keep …) then, a few words later, where it is kept for the model. A place only a model
 * has (its memory, its system prompt, its core instructions, a "permanent configuration") is
 * enough; a place people have too (a configuration, a profile, settings) needs a span that
 * outlives the conversation in the same sentence (from now on, permanently, in all future
 * conversations). Remembering alone needs a span saying for how long (permanently, in all future
 * conversations), not only when ("from now on, remember that the office opens at nine"), and a
 * reminder ("remember to save your settings", "recuerda guardar", "denk daran") has no
 * remembered object, so it never fires.
 * One pattern per shape and language; accents removed as the view removes them. Written from
 * the languages, not from attack corpora.
 */
import { anyOf, foldedPattern, type MarkerRule } from './types';
import { SENTENCE_WORD } from './grammar';

// A word inside the sentence (no stop, colon or semicolon between the verb and the place).
const W = SENTENCE_WORD;

/** One language's grammar: word classes as pattern sources (see the shapes below). */
interface Lang {
  /** Start of a word ("\\b", or a lookbehind for languages whose letters \\b does not see). */
  readonly wb: string;
  /** Verbs that store (store, save, add, write …). */
  readonly store: string;
  /** Verbs that change a place itself ("update your system prompt"); optional. */
  readonly change?: string;
  /** Into / in / to + "your" (any form of the possessive). */
  readonly inYour: string;
  /** Places only a model has, each starting with a literal word: the anchor. */
  readonly model: readonly string[];
  /** Places anyone has (a configuration, a profile), with what makes them a colleague's left out. */
  readonly people: string;
  /** Spans saying when ("from now on"): enough beside a place. */
  readonly soft: readonly string[];
  /** Spans saying for how long ("permanently", "in all future conversations"): [anchor, whole phrase]. */
  readonly hard: readonly (readonly [string, string])[];
  /** Remembering with something remembered (never a reminder "to"). */
  readonly remember: string;
}

/**
 * The patterns of one language. Every alternative starts at a word rare in handbooks (the place
 * or the span: "memory", "permanently", "future"), the anchor (anchors.ts), and looks back or
 * ahead for the verb: anchored at "save" or "add", they woke at every "add" and slowed the scan
 * by about 6% (interleaved with 16ec2c0). The anchor comes first, so a miss fails on it, before
 * any lookbehind runs.
 */
function shapes(l: Lang): string[] {
  const storeIn = `${l.wb}${l.store}\\s+(?:${W}){0,8}?${l.inYour}\\s+(?:${W}){0,2}?`;
  const before = l.change === undefined ? storeIn : `(?:${storeIn}|${l.wb}${l.change}\\s+(?:${W}){0,2}?)`;
  const peopleBefore = `${storeIn}${l.people}[^.\\n]{0,80}?`;
  const peopleAfter = `[^.\\n]{0,60}?${storeIn}${l.people}`;
  const remBefore = `${l.wb}${l.remember}[^.\\n]{0,60}?`;
  const remAfter = `[^.\\n]{0,60}?${l.wb}${l.remember}`;
  return [
    anyOf(l.model.map((m) => `${m}(?<=${before}${m})(?![a-z])`)),
    anyOf(l.soft.map((s) => `${s}(?![a-z])(?:(?<=${peopleBefore}${s})|(?=${peopleAfter}))`)),
    anyOf(l.hard.map(([a, whole]) => `${a}(?![a-z])(?<=${whole})(?:(?<=(?:${peopleBefore}|${remBefore})${whole})|(?=${peopleAfter}|${remAfter}))`)),
  ];
}

// "Going forward" and "for future reference" are a handbook's own idiom; "future conversations
// with the customer" are a person's.
const EN_FUTURE = String.raw`future\s+(?:conversations?|chats?|sessions?|interactions?|exchanges?|answers|responses|replies)(?!\s+with\b)`;
const english: Lang = {
  wb: '\\b',
  store: anyOf(['store', 'save', 'add', 'write', 'commit', 'keep', 'put', 'record', 'append', 'insert', 'embed', 'inject', 'memori[sz]e', 'remember', 'burn', 'etch', 'include', 'note', 'lock']),
  change: anyOf(['update', 'change', 'modify', 'edit', 'rewrite', 'overwrite', 'amend', 'extend', 'patch', 'reprogram']).replace(/\)$/, ')\\s+your'),
  inYour: String.raw`(?:in|into|to|inside|within|onto|as part of)\s+your`,
  model: ['memor(?:y|ies)', 'system (?:prompt|instructions|message)', 'core (?:instructions|rules|configuration|config|programming)', 'base instructions', 'permanent (?:configuration|config|settings|instructions|rules|memory)', 'persistent (?:configuration|config|settings|instructions|rules|memory)'],
  // A colleague's configuration or instructions are "for", "on" or "about" something.
  people: String.raw`(?:configuration|config|profile|settings|instructions|rules|guidelines|(?:future\s+)?(?:answers|responses|replies|behaviou?r))(?!\s+(?:for|on|about|of (?!me\b)|file|files|page|screen|repo|repository)\b)`,
  soft: ['from now on', 'henceforth'],
  hard: [['permanently', 'permanently'], ['forever', 'forever'], ['for good', 'for good'], [EN_FUTURE, String.raw`\b(?:in|for|across|during)\s+(?:(?:all|every|any|each)\s+(?:of\s+)?)?(?:your\s+|our\s+)?${EN_FUTURE}`]],
  remember: String.raw`${anyOf(['remember', 'memori[sz]e', 'keep in mind', 'commit to memory', 'never forget', 'learn'])}\s+(?=(?!to\b)(?:this|that|these|it|the following|for|and|forever|permanently)\b)`,
};

// Both orders anchored at the adjective: at the noun, every English "conversation" or
// "session" would wake the pattern.
const latinFuture = (adj: string, nouns: string, lead: string): [string, string][] => [
  [`${adj}\\s+${nouns}`, `${lead}\\s+${adj}\\s+${nouns}`],
  [adj, `${lead}\\s+${nouns}\\s+${adj}`],
];
// A noun then its adjective, anchored at the adjective ("instrucciones internas").
const nounAdj = (nouns: string, adjs: string): string => `${adjs}(?<=${nouns}\\s+${adjs})`;
const ES_NOUNS = '(?:conversaciones|sesiones|respuestas|charlas)';
const FR_NOUNS = '(?:conversations|sessions|reponses)';
const DE_NOUNS = '(?:gesprache[n]?|unterhaltungen|chats|sitzungen|antworten)';
const NOT_LETTER = '(?<![a-z])';
const spanish: Lang = {
  wb: NOT_LETTER,
  store: anyOf(['guarda', 'guarde', 'almacena', 'almacene', 'anade', 'anada', 'agrega', 'agregue', 'incluye', 'incluya', 'graba', 'grabe', 'escribe', 'escriba', 'memoriza', 'memorice', 'recuerda', 'recuerde', 'anota', 'anote', 'mete']),
  inYour: String.raw`(?:en|a|dentro de)\s+(?:tu|su|tus|sus)`,
  model: ['memoria', nounAdj('(?:instrucciones|configuracion|reglas)', '(?:permanentes|permanente|del sistema)'), nounAdj('(?:instrucciones|configuracion)\\s+del', 'sistema')],
  people: String.raw`(?:configuracion|perfil|instrucciones|reglas|respuestas)(?!\s+(?:de|para|sobre)\b)`,
  soft: ['partir de ahora(?<=a partir de ahora)', 'de ahora en adelante', 'desde ahora'],
  hard: [['para siempre', 'para siempre'], ['permanentemente', 'permanentemente'], ...latinFuture('(?:futuras|proximas)', ES_NOUNS, String.raw`(?:en|para)(?:\s+todas)?(?:\s+las)?`)],
  remember: String.raw`(?:recuerda|recuerde|memoriza|memorice)\s+(?=(?:esto|eso|lo siguiente|que|para|permanentemente|siempre)\b)`,
};
const french: Lang = {
  wb: NOT_LETTER,
  store: anyOf(['enregistre', 'enregistrez', 'sauvegarde', 'sauvegardez', 'stocke', 'stockez', 'ajoute', 'ajoutez', 'inscris', 'inscrivez', 'ecris', 'ecrivez', 'garde', 'gardez', 'memorise', 'memorisez', 'retiens', 'retenez', 'note', 'notez', 'integre', 'integrez']),
  inYour: String.raw`(?:dans|a|en)\s+(?:ta|ton|tes|votre|vos)`,
  model: ['memoire', nounAdj('(?:instructions|configuration|regles)', '(?:permanentes|permanente|systeme)')],
  people: String.raw`(?:configuration|profil|instructions|regles|reponses)(?!\s+(?:de|pour|sur|du|des)\b)`,
  soft: ['desormais', 'dorenavant', 'partir de maintenant(?<=a partir de maintenant)'],
  hard: [['definitivement', 'definitivement'], ['pour toujours', 'pour toujours'], ['a jamais', 'a jamais'], ...latinFuture('(?:futures|prochaines)', FR_NOUNS, String.raw`(?:dans|pour)\s+(?:toutes\s+)?(?:les|tes|vos)`)],
  remember: String.raw`(?:retiens|retenez|memorise|memorisez)\s+(?=(?:bien\s+)?(?:ceci|cela|ca|ce qui suit|que|pour|definitivement|pour toujours)\b)`,
};
const german: Lang = {
  wb: NOT_LETTER,
  store: anyOf(['speichere', 'speicher', 'speicherst', 'speichern sie', 'fuge', 'fugen sie', 'nimm', 'nehmen sie', 'schreibe', 'schreib', 'trage', 'tragen sie', 'hinterlege', 'behalte', 'behalten sie', 'merke dir', 'merk dir', 'merken sie sich', 'lege', 'ubernimm']),
  inYour: String.raw`(?:(?:in|zu)\s+)?(?:deinem|deinen|deiner|deine|ihrem|ihren|ihrer|ihre|dein)`,
  model: ['gedachtnis', 'langzeitgedachtnis', 'speicher', 'systemanweisungen', 'systemprompt', 'system-prompt', 'dauerhafte[nr]? (?:konfiguration|einstellungen|anweisungen|regeln)', 'festen? (?:konfiguration|anweisungen|regeln)'],
  people: String.raw`(?:konfiguration|profil|anweisungen|regeln|antworten)(?!\s+(?:fur|zu|zum|zur|uber|von)\b)`,
  soft: ['ab jetzt', 'ab sofort', 'von nun an'],
  hard: [['dauerhaft', 'dauerhaft'], ['fur immer', 'fur immer'], [`(?:zukunftigen?|kunftigen?)\\s+${DE_NOUNS}`, `(?:in|fur|bei)\\s+(?:alle[n]?\\s+)?(?:zukunftigen?|kunftigen?)\\s+${DE_NOUNS}`]],
  remember: String.raw`(?:merke dir|merk dir|merken sie sich|behalte|behalten sie)(?=\s*[,:]?\s+(?:das|dies|dieses|folgendes|dass|dauerhaft|fur immer)\b)`,
};

/** Instructions to keep something in the model's memory, prompt or future answers. */
export const persistenceRules: readonly MarkerRule[] = [
  {
    name: 'memory-poisoning',
    on: 'folded',
    patterns: [english, spanish, french, german].flatMap(shapes).map(foldedPattern),
  },
];
