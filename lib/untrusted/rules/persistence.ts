/**
 * Memory poisoning (issue 15, round 10): "Save the following setting to your permanent
 * configuration: …", "Remember this for all future conversations: …", "Guarda esto en tu
 * memoria …". The grammar: a verb that stores (store, save, add, remember, memorise, write,
 * commit, keep …) then, a few words later, where it is kept for the model. A place only a model
 * has (its memory, its system prompt, its core instructions, a "permanent configuration") is
 * enough; a place people have too (a configuration, a profile, settings) needs a span that
 * outlives the conversation in the same sentence (from now on, permanently, in all future
 * conversations). Remembering alone needs that span too, and a reminder ("remember to save your
 * settings", "recuerda guardar", "denk daran") has no stored object, so it never fires.
 * One pattern per shape and language; accents removed as the view removes them. Written from
 * the languages, not from attack corpora.
 */
import { anyOf, foldedPattern, type MarkerRule } from './types';

// Each verb carries a literal space: it is the anchor (anchors.ts), and "add " or "save " wakes
// the pattern far less often than "add" (address, additional) or "save" (saved, savings).
const sp = (words: readonly string[]): string => anyOf(words.map((w) => `${w} `));
// Words inside the sentence (no stop, colon or semicolon between the verb and the place).
const words = (n: number): string => String.raw`(?:[^\s.!?;:]+\s+){0,${n}}?`;

const EN_STORE = sp(['store', 'save', 'add', 'write', 'commit', 'keep', 'put', 'record', 'append', 'insert', 'embed', 'inject', 'update', 'memori[sz]e', 'remember', 'burn', 'etch', 'include', 'note', 'lock']);
const EN_PLACE_MODEL = String.raw`(?:(?:long[- ]term|permanent|persistent|core|internal|base|hidden|own|saved)\s+)?(?:memory|memories|system prompt|system instructions|system message|core instructions|base instructions|core rules|permanent (?:configuration|config|settings|instructions|rules)|persistent (?:configuration|config|settings|instructions|rules)|core (?:configuration|config|programming)|knowledge base|training data)`;
// A colleague's instructions, rules or configuration are "for", "on" or "about" something.
const EN_PLACE_PEOPLE = String.raw`(?:configuration|config|profile|settings|instructions|rules|guidelines|(?:future\s+)?(?:answers|responses|replies|behaviou?r))(?!\s+(?:for|on|about|of (?!me\b)|file|files|page|screen|repo|repository)\b)`;
const EN_IN_YOUR = String.raw`(?:in|into|to|inside|within|onto|as part of)\s+your\s+(?:[^\s.!?;:]+\s+){0,2}?`;
// Spans that outlive the conversation, each a literal phrase: a span can lead the sentence, and
// a leading "in" or "for" as an anchor would wake the pattern at every "in". "Going forward" and
// "for future reference" are a handbook's own idiom; "future conversations with the customer" are
// a person's. Soft spans ("from now on") say when, not for how long: enough beside a place, not
// beside "remember" alone ("from now on, remember that the office closes at five").
const FUTURE = String.raw`(?:conversations?|chats?|sessions?|interactions?|exchanges?|answers|responses|replies)(?!\s+with\b)`;
const EN_SOFT = ['from now on', 'henceforth', 'starting now'];
const EN_HARD = ['permanently', 'forever', 'for good', ...['in', 'for', 'across', 'during'].flatMap((p) => ['all', 'all of your', 'all your', 'every', 'any', 'each'].map((q) => `${p} ${q} (?:future|subsequent|later) ${FUTURE}`)), `in future ${FUTURE}`, `for future ${FUTURE}`];
const EN_REMEMBER = sp(['remember', 'memori[sz]e', 'keep in mind', 'commit to memory', 'never forget', 'learn']);
// What is remembered: a pronoun, "the following", or a that-clause; never "to" (a reminder).
const EN_REMEMBERED = String.raw`(?!to\b)(?:this|that|these|it|the following|for|and|forever|permanently)\b`;

/** The shapes of one language: verb … place (model's), verb … place (anyone's) … span, span … verb … place, remember … span, span … remember. */
function shapes(store: string, model: string, people: string, soft: string[], hard: string[], remember: string, wordStart: string): string[] {
  const any = anyOf([...soft, ...hard]);
  const lasting = anyOf(hard);
  return [
    `${wordStart}${store}${words(8)}${model}(?![a-z])`,
    `${wordStart}${store}${words(8)}${people}[^.\\n]{0,80}?(?<![a-z])${any}(?![a-z])`,
    `${wordStart}${any}(?![a-z])[^.\\n]{0,60}?(?<![a-z])${store}${words(8)}${people}`,
    `${wordStart}${remember}[^.\\n]{0,60}?(?<![a-z])${lasting}(?![a-z])`,
    `${wordStart}${lasting}(?![a-z])[^.\\n]{0,60}?(?<![a-z])${remember}`,
  ];
}

// "Update your system prompt to …": a verb that changes the place itself, the place its object.
const EN_CHANGE = String.raw`\b${sp(['update', 'change', 'modify', 'edit', 'rewrite', 'overwrite', 'amend', 'extend', 'patch', 'reprogram'])}your\s+(?:[^\s.!?;:]+\s+){0,2}?${EN_PLACE_MODEL}\b`;

const english = [EN_CHANGE, ...shapes(EN_STORE, `${EN_IN_YOUR}${EN_PLACE_MODEL}`, `${EN_IN_YOUR}${EN_PLACE_PEOPLE}`, EN_SOFT, EN_HARD, `${EN_REMEMBER}(?=${EN_REMEMBERED})`, '\\b')];

const esFuture = String.raw`(?:conversaciones|sesiones|respuestas|charlas)`;
const frFuture = String.raw`(?:conversations|sessions|reponses|discussions)`;
const deFuture = String.raw`(?:gesprache[n]?|unterhaltungen|chats|sitzungen|antworten)`;
const LATIN: string[][] = [
  shapes(
    sp(['guarda', 'guarde', 'almacena', 'almacene', 'anade', 'anada', 'agrega', 'agregue', 'incluye', 'incluya', 'graba', 'grabe', 'escribe', 'escriba', 'memoriza', 'memorice', 'recuerda', 'recuerde', 'anota', 'anote', 'mete']),
    String.raw`(?:en|a|dentro de)\s+(?:tu|su|tus|sus)\s+(?:memoria|prompt|instrucciones (?:del sistema|internas|permanentes)|configuracion (?:permanente|interna|del sistema)|reglas (?:internas|permanentes))`,
    String.raw`(?:en|a)\s+(?:tu|su|tus|sus)\s+(?:configuracion|perfil|instrucciones|reglas|respuestas)(?!\s+(?:de|para|sobre)\b)`,
    ['a partir de ahora', 'de ahora en adelante', 'desde ahora'],
    ['para siempre', 'permanentemente', ...['en', 'para'].flatMap((p) => [`${p} todas las futuras ${esFuture}`, `${p} todas las ${esFuture} futuras`, `${p} las futuras ${esFuture}`, `${p} las ${esFuture} futuras`, `${p} futuras ${esFuture}`, `${p} ${esFuture} futuras`, `${p} las proximas ${esFuture}`])],
    String.raw`(?:recuerda|recuerde|memoriza|memorice)\s+(?=(?:esto|eso|lo siguiente|que|para|permanentemente|siempre)\b)`,
    '(?<![a-z])',
  ),
  shapes(
    sp(['enregistre', 'enregistrez', 'sauvegarde', 'sauvegardez', 'stocke', 'stockez', 'ajoute', 'ajoutez', 'inscris', 'inscrivez', 'ecris', 'ecrivez', 'garde', 'gardez', 'memorise', 'memorisez', 'retiens', 'retenez', 'note', 'notez', 'integre', 'integrez']),
    String.raw`(?:dans|a|en)\s+(?:ta|ton|tes|votre|vos)\s+(?:memoire|prompt|instructions (?:systeme|internes|permanentes)|configuration (?:permanente|interne|systeme)|regles (?:internes|permanentes))`,
    String.raw`(?:dans|a)\s+(?:ta|ton|tes|votre|vos)\s+(?:configuration|profil|instructions|regles|reponses)(?!\s+(?:de|pour|sur|du|des)\b)`,
    ['desormais', 'dorenavant', 'a partir de maintenant'],
    ['definitivement', 'pour toujours', 'a jamais', ...['dans', 'pour'].flatMap((p) => [`${p} toutes les futures ${frFuture}`, `${p} toutes les ${frFuture} futures`, `${p} les futures ${frFuture}`, `${p} les ${frFuture} futures`, `${p} les prochaines ${frFuture}`, `${p} tes futures ${frFuture}`, `${p} vos futures ${frFuture}`])],
    String.raw`(?:retiens|retenez|memorise|memorisez)\s+(?=(?:bien\s+)?(?:ceci|cela|ca|ce qui suit|que|pour|definitivement|pour toujours)\b)`,
    '(?<![a-z])',
  ),
  shapes(
    sp(['speichere', 'speicher', 'speicherst', 'speichern sie', 'fuge', 'fugen sie', 'nimm', 'nehmen sie', 'schreibe', 'schreib', 'trage', 'tragen sie', 'hinterlege', 'behalte', 'behalten sie', 'merke dir', 'merk dir', 'merken sie sich', 'lege', 'ubernimm']),
    String.raw`(?:in\s+|zu\s+)?(?:deinem|deinen|deiner|deine|ihrem|ihren|ihrer|ihre|dein)\s+(?:gedachtnis|langzeitgedachtnis|speicher|systemanweisungen|systemprompt|system-prompt|dauerhafte[nr]? (?:konfiguration|einstellungen|anweisungen|regeln)|festen? (?:konfiguration|anweisungen|regeln))`,
    String.raw`(?:in\s+|zu\s+)?(?:deinem|deinen|deiner|deine|ihrem|ihren|ihrer|ihre|dein)\s+(?:konfiguration|profil|anweisungen|regeln|antworten)(?!\s+(?:fur|zu|zum|zur|uber|von)\b)`,
    ['ab jetzt', 'ab sofort', 'von nun an'],
    ['dauerhaft', 'fur immer', ...['in', 'fur', 'bei'].flatMap((p) => [`${p} allen zukunftigen ${deFuture}`, `${p} alle zukunftigen ${deFuture}`, `${p} allen kunftigen ${deFuture}`, `${p} alle kunftigen ${deFuture}`, `${p} zukunftigen ${deFuture}`, `${p} kunftigen ${deFuture}`])],
    String.raw`(?:merke dir|merk dir|merken sie sich|behalte|behalten sie)(?=\s*[,:]?\s+(?:das|dies|dieses|folgendes|dass|dauerhaft|fur immer)\b)`,
    '(?<![a-z])',
  ),
];

/** Instructions to keep something in the model's memory, prompt or future answers. */
export const persistenceRules: readonly MarkerRule[] = [
  {
    name: 'memory-poisoning',
    on: 'folded',
    patterns: [...english, ...LATIN.flat()].map(foldedPattern),
  },
];
