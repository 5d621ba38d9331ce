/**
 * Overrides in fr de es it pt in the forms a speaker uses beside "ignore the instructions"
 * (issue 15, ninth round), written from the languages, not from corpora; accents removed as the
 * view removes them:
 * - verbs of several words, reflexive or "stop following" ("laisse tomber", "halte dich nicht mehr
 *   an", "olvídate de", "lascia perdere", "pare de seguir"): LATIN_OVERRIDE_VERBS, read by
 *   overrides.ts with the object grammar of the plain verbs (the reader's own instructions);
 * - a verb around its object ("setze … außer Kraft", "lass … außer Acht", "mets … de côté");
 * - German verb last in a subordinate clause ("dass du deine Anweisungen vergisst");
 * - a bare object that is what the reader was told ("oublie ce qu'on t'a dit"): told by others,
 *   not "what I told you", and about no topic ("ce qu'on t'a dit sur la réunion");
 * - the object put first and taken up by a clitic ("Tes règles ? Ignore-les."), when the object is
 *   the reader's (a possessive, "you" or a word pointing back in it); anchored on the clitic verb.
 */
import { OVERRIDE_LANGS, type OverrideLang } from './grammar';
import { notTopic } from './object-grammar';
import { anyOf } from './types';

type Lang = 'fr' | 'de' | 'es' | 'it' | 'pt';
const L = (code: Lang): OverrideLang => OVERRIDE_LANGS[code] as OverrideLang;

/** Verbs that throw their object away, beside OverrideLang.strong. */
export const LATIN_OVERRIDE_VERBS: Readonly<Record<Lang, readonly string[]>> = {
  fr: ['laisse[rz]? tomber', 'fai(?:s|tes|re) fi (?:de|des|du)', 'ne (?:respecte[sz]?|suis|suivez|tiens|tenez) plus(?: compte)?(?: (?:de|des|du))?', 'ne plus (?:respecter|suivre|tenir compte (?:de|des|du))', '(?:arrete[rsz]?|cesse[rsz]?) de (?:suivre|respecter|tenir compte (?:de|des|du)|obeir a(?:ux)?)', 'mets de cote', 'mettez de cote', 'mettre de cote', 'passe[rz]? outre (?:a|aux)', 'zappe[rsz]?', 'oublier'],
  de: ['halte dich (?:\\S+ ){0,3}?nicht (?:mehr |langer )?an', 'haltet euch (?:\\S+ ){0,3}?nicht (?:mehr |langer )?an', 'halten sie sich (?:\\S+ ){0,3}?nicht (?:mehr |langer )?an', 'kummere dich (?:\\S+ ){0,2}?nicht (?:mehr )?um', 'kummern sie sich (?:\\S+ ){0,2}?nicht (?:mehr )?um', 'scher dich (?:\\S+ ){0,2}?nicht (?:mehr )?um', 'befolge (?:ab jetzt |ab sofort )?(?:nicht mehr|keine)', 'befolgen sie (?:ab jetzt |ab sofort )?(?:nicht mehr|keine)', 'pfeif auf', 'wirf', 'werfen sie', 'vergessen sie', 'ignorieren sie', 'missachten sie'],
  es: ['olvida(?:te|se|os) de', 'olvidate de', 'olvidese de', 'deja(?:d)? de lado', 'deje de lado', 'dejar de lado', 'saltate', 'saltese', 'saltarte', 'salta(?:os)?', '(?:deja|deje|dejad|dejar) de (?:seguir|respetar|obedecer|cumplir|hacer caso a)', 'no (?:respetes|respete|obedezcas|obedezca|cumplas|cumpla)(?: mas)?', 'no sigas mas', 'ya no sigas', 'no hagas (?:mas )?caso (?:a|de)', 'pasa(?:te)? de'],
  it: ['lascia(?:te)? perdere', 'lasci perdere', 'lasciare perdere', 'lascia(?:te)? stare', 'metti(?:te)? da parte', 'metta da parte', 'mettere da parte', 'non (?:rispettare|rispettate|rispetti|seguire|seguite|segua) piu', 'non (?:tenere|tenete|tenga) piu conto (?:di|delle|dei|degli|della|del)', 'scordati (?:di|delle|dei)', 'scorda(?:te)?', 'fregatene (?:di|delle|dei)', 'non dare (?:piu )?retta (?:a|alle|ai)'],
  pt: ['deixa de lado', 'deixar de lado', '(?:pare|para|deixe|deixa|parem) de (?:seguir|obedecer|respeitar|cumprir)', 'nao (?:respeite|respeites|obedeca|obedecas|cumpra|cumpras)(?: mais)?', 'nao (?:siga|sigas) mais', 'esqueca-se (?:de|das|dos)', 'esquece-te (?:de|das|dos)', 'desconsidera', 'passa por cima (?:de|das|dos)', 'nao lig(?:a|ue) (?:para|pras?|pros?)', 'joga fora'],
};

/** Words that make an object the reader's: possessives, quantifiers, words pointing back (then within three words the noun). */
const OWN: Readonly<Record<Lang, readonly string[]>> = {
  fr: ['tes', 'ton', 'ta', 'vos', 'votre', 'toutes', 'tous', 'precedentes?', 'anciennes'],
  de: ['deine[nrsm]?', 'dein', 'eure[nrsm]?', 'euer', 'ihre[nrsm]?', 'alle[nrsm]?', 'samtliche[nrsm]?', 'bisherigen?', 'vorherigen?', 'obigen?', 'keine[nrsm]? (?:deiner|eurer|ihrer)'],
  es: ['tus', 'tu', 'sus', 'vuestras?', 'todas', 'todos'],
  it: ['tue', 'tuoi', 'tua', 'tuo', 'vostre', 'vostri', 'sue', 'tutte', 'tutti'],
  pt: ['suas', 'seus', 'tuas', 'teus', 'todas', 'todos'],
};
// (`rest`: the rest of a verb around its object, which a topic lookahead would read as a complement: "mets tes règles de côté".)
const owned = (c: Lang, rest?: string): string =>
  `(?<![a-z])${anyOf(OWN[c])}\\s+(?:\\S+\\s+){0,2}?${anyOf(L(c).instr)}(?![a-z])${rest === undefined ? notTopic(L(c), true) : `(?:(?=(?:\\s+\\S+){0,2}?\\s+${rest})|${notTopic(L(c), true)})`}`;

// A verb, its object, then the rest of the verb: [verb, rest] per language.
const AROUND: readonly [Lang, string, string][] = [
  ['de', '(?:setze|setz|setzt|setzen sie)', 'au(?:ss|ß)er kraft'],
  ['de', '(?:lass|lasse|lasst|lassen sie)', 'au(?:ss|ß)er acht'],
  ['fr', '(?:mets|mettez|mettre)', 'de cote'],
  ['it', '(?:metti|mettete|metta)', 'da parte'],
];
const around = ([c, verb, rest]: [Lang, string, string]): string => {
  const r = rest.replace(/ /g, '\\s+');
  return `(?<![a-z])${verb}(?:\\s+\\S+){0,2}?\\s+${owned(c, r)}(?:\\s+\\S+){0,2}?\\s+${r}(?![a-z])`;
};

// German: "dass du deine Anweisungen vergisst", "dass du dich an keine deiner Regeln mehr hältst".
const DE_FINAL = anyOf(['ignorierst', 'ignoriert', 'ignorieren', 'vergisst', 'vergesst', 'vergessen', 'missachtest', 'missachtet', 'missachten', 'ubergehst', 'ubergeht', 'ubergehen', 'verwirfst', 'verwerft', '(?:nicht mehr|nicht langer) (?:befolgst|befolgt|befolgen|beachtest|beachtet|beachten)', 'au(?:ss|ß)er (?:acht lasst|acht lassen|kraft setzt|kraft setzen)']);
const germanFinal = [
  `(?<![a-z])dass\\s+(?:du|ihr|sie)\\s+(?:\\S+\\s+){0,3}?${owned('de')}(?:\\s+\\S+){0,3}?(?<!nicht)\\s+${DE_FINAL}(?![a-z])`,
  `(?<![a-z])dass\\s+(?:du|ihr|sie)\\s+(?:dich|euch|sich)\\s+(?:\\S+\\s+){0,3}?(?:nicht\\s+(?:mehr\\s+)?an\\s+${owned('de')}|an\\s+keine[nrsm]?\\s+(?:deiner|eurer|ihrer)\\s+(?:\\S+\\s+){0,1}?${anyOf(L('de').instr)}(?:\\s+\\S+){0,2}?\\s+mehr)\\s+(?:haltst|haltet|halten)(?![a-z])`,
];

// What the reader was told, by others (not "what I told you"), about no topic.
const TOLD: Readonly<Record<Lang, string>> = {
  fr: "(?:tout\\s+)?ce\\s+qu(?:e\\s+|')\\s*(?:on\\s+(?:t'|te\\s+|vous\\s+)(?:a|avait)\\s+|tu\\s+as\\s+|vous\\s+avez\\s+)(?:\\S+\\s+){0,2}?(?:dit|donne|ecrit|demande|impose|fixe|programme|appris|recue?s?)",
  de: '(?:alles\\s*,?\\s*)?was\\s+(?:man\\s+)?(?:dir|euch|ihnen|du)\\s+(?:(?!uber|zum|zur|zu|fur|von)\\S+\\s+){0,3}?(?:gesagt|gegeben|vorgegeben|aufgetragen|befohlen|beigebracht|mitgegeben|bekommen|erhalten)',
  es: '(?:todo\\s+)?lo\\s+que\\s+(?:te|le|os)\\s+(?:(?:han|hayan|habian)\\s+)?(?:dicho|dado|ordenado|indicado|pedido|escrito|dijeron|dieron|ordenaron|indicaron|pusieron)',
  it: '(?:tutto\\s+)?(?:quello|cio|quanto)\\s+(?:che\\s+)?ti\\s+(?:(?:hanno|avevano|abbiano)\\s+(?:detto|dato|ordinato|scritto|imposto|chiesto)|(?:e|era)\\s+stato\\s+(?:detto|ordinato|imposto|indicato|dato))',
  pt: '(?:tudo\\s+)?o\\s+que\\s+(?:te|lhe)\\s+(?:disseram|deram|mandaram|ordenaram|pediram|ensinaram|falaram|foi\\s+dito|tinham\\s+dito)',
};
const TOPIC_AFTER = '(?!(?:\\s+\\S+){0,2}?\\s+(?:sur|pour|a propos|au sujet|concernant|uber|zum|zur|sobre|acerca|sulla|sul|sui|sulle|riguardo|del|della|dello|do|da)(?![a-z]))';
const told = (c: Lang): string =>
  `(?<![a-z])${anyOf([...L(c).strong, ...LATIN_OVERRIDE_VERBS[c]])}\\s*,?\\s+${TOLD[c]}(?![a-z])${TOPIC_AFTER}`;

// The object first, taken up by a clitic after "?" or ":": anchored on the clitic verb, the
// object read behind it. The object is the reader's: a possessive, or "you" or a back word in it.
const YOU: Readonly<Record<Lang, readonly string[]>> = {
  fr: ["t'", 'te', 'tu', 'toi', 'vous', 'avant', "d'avant", 'precedentes?', 'ci-dessus', 'plus haut'],
  de: ['du', 'dir', 'dich', 'euch', 'ihnen', 'vorhin', 'oben', 'vorher', 'bisherigen?', 'vorherigen?'],
  es: ['te', 'ti', 'le', 'anteriores', 'antes', 'arriba'],
  it: ['ti', 'te', 'precedenti', 'prima', 'sopra'],
  pt: ['te', 'lhe', 'voce', 'anteriores', 'antes', 'acima'],
};
const CLITIC: Readonly<Record<Lang, string>> = {
  fr: "(?:(?:ignore|ignorez|oublie|oubliez|zappe|zappez|jette|jetez)-les|(?:mets|mettez|laisse|laissez)-les de cote|ne les (?:suis|suivez|respecte|respectez) plus|n'en (?:tiens|tenez) plus compte|(?:tu peux|vous pouvez) les (?:oublier|ignorer))",
  de: '(?:(?:vergiss|vergesst|ignoriere|ignorier|ignoriert|missachte)\\s+sie|(?:vergessen|ignorieren|missachten)\\s+sie\\s+sie|die\\s+(?:kannst\\s+du|konnt\\s+ihr|konnen\\s+sie)\\s+(?:\\S+\\s+){0,2}?(?:vergessen|ignorieren)|die\\s+gelten\\s+nicht\\s+mehr|befolge\\s+sie\\s+nicht\\s+mehr)',
  es: '(?:(?:ignora|ignore|olvida|olvide|descarta|descarte|salta|omite|omita)(?:te)?(?:las|los)|(?:puedes|puede)\\s+(?:olvidarlas|ignorarlas|olvidarlos|ignorarlos))',
  it: '(?:(?:ignora|ignori|ignorate|dimentica|dimentichi|dimenticate|scorda|lascia)(?:le|li)|puoi\\s+(?:ignorarle|dimenticarle|ignorarli|dimenticarli))',
  pt: '(?:(?:ignora|ignore|esquece|esqueca|descarta|descarte|desconsidera|desconsidere)-(?:as|os)|(?:ignore|esqueca|esquece|ignora)\\s+(?:elas|eles))',
};
const resumed = (c: Lang): string => {
  const instr = `${anyOf(L(c).instr)}(?![a-z])`;
  const poss = L(c).poss ?? [];
  const np = `(?:(?<![a-z])${anyOf([...poss, ...OWN[c]])}\\s+(?:\\S+\\s+)?${instr}|${instr},?(?:\\s+[^\\s?:.!]+){0,5}?\\s+${anyOf(YOU[c])}(?![a-z]))`;
  return `(?<![a-z])${CLITIC[c]}(?![a-z])(?<=${np}[^.?!:;\\n]{0,50}?\\s*[?:]\\s*${CLITIC[c]})`;
};

const LANGS: readonly Lang[] = ['fr', 'de', 'es', 'it', 'pt'];

/** The patterns (folded view) of the forms above but the verbs list, added to `instruction-override`. */
export const latinOverrideFormPatterns: readonly string[] = [
  ...AROUND.map(around),
  ...germanFinal,
  ...LANGS.map(told),
  ...LANGS.map(resumed),
];
