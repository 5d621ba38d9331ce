/**
 * Word classes of the attack grammar, per language: verbs that throw instructions away, the
 * nouns for what is thrown away, and words pointing back at what came before. Rules combine
 * classes with free words between ("ignore <anything> instructions"), so a paraphrase with
 * other words in the gap still fires. Written from the languages, not from attack corpora.
 */
/** One word and the space after it, within a sentence (no . ! ? ; : in it): repeat it for a gap that stays in one sentence. */
export const SENTENCE_WORD = String.raw`[^\s.!?;:]+\s+`;
/** Up to `n` free words (Latin and Cyrillic scripts). */
export const gap = (n: number): string => String.raw`(?:\s+\S+){0,${n}}?\s+`;

// The negation classes moved to negation.ts (tenth round); re-exported for the rules that still
// import them from here (frames.ts, short-extraction.ts).
export { NOT_NEGATED, negatedBefore, negationReadBack, notNegatedHead } from './negation';

export interface OverrideLang {
  /** Verbs that discard whatever object follows. */
  strong: string[];
  /** Nouns for instructions (any determiner). */
  instr: string[];
  /** Words pointing back at what came before ("previous", "above", "everything"). */
  back: string[];
  /** Verb-final phrasing is common too (German infinitives): object … verb. */
  verbFinal?: boolean;
  /** Possessives of the reader ("your", "tes", "deine"): instructions so owned are the reader's own, whatever follows. */
  poss?: string[];
  /** Prepositions (and genitive articles) that open a complement naming a topic: "the rules about expense limits". */
  preps?: string[];
  /** What after such a preposition still points at the reader or the text ("for this conversation", "de ton créateur", "de arriba"). */
  self?: string[];
  /**
   * Romance languages: the closed class of words that may stand just before an instruction noun
   * (articles, possessives, quantifiers, the few adjectives placed before it). Anything else there
   * is an English compound met by this pattern ("ignore the Windows instructions"); with EN_NOUN_LEAD.
   */
  lead?: string[];
  /**
   * Instruction nouns that also name an activity or a thing of the world ("skip the security
   * training", "cancel the old orders", "отмените команду"): the reader's own only when owned
   * ("your training"), pointed back at ("the previous orders", "tes commandes précédentes"),
   * given ("the training you were given") or, in English, named as the model's ("the AI's filters").
   */
  activity?: string[];
}

export const EN_BACK = ['previous', 'previously', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'former', 'initial', 'original', 'aforementioned', 'above-mentioned', 'before', 'so far', 'until now', 'else'];

/** Latin-script and Cyrillic languages (the view removes accents, so none are written). */
export const OVERRIDE_LANGS: Record<string, OverrideLang> = {
  en: {
    strong: ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'forgetting', 'override', 'overriding', 'bypass', 'pay no attention to', 'do not follow', "don't follow", 'do not obey', "don't obey", 'stop following', 'stop obeying', 'stop processing', 'no longer follow', 'no longer obey', 'nevermind', 'never mind', 'overrule', 'discard', 'abandon', 'skip', 'set aside', 'throw away', 'throw out', 'cancel', 'erase', 'neglect', 'circumvent', 'ignore'],
    instr: ['instructions?', 'instrutions', 'directions', 'directives?', 'prompts?', 'rules', 'guidelines', 'guide lines', 'commands', 'guidance', 'constraints', 'programming', 'orders', 'restrictions?', 'requests', 'policies', 'content policy', 'safeguards', 'limitations', 'system message', 'system prompt', 'training', 'filters'],
    back: EN_BACK,
    poss: ['your', 'ur', 'thy', 'yer'],
    preps: ['about', 'for', 'on', 'of', 'in', 'from', 'to(?=\\s+(?:the|a|an|our|their|his|her)\\s)', 'regarding', 'concerning', 'under', 'at', 'inside', 'printed on', 'posted (?:on|in|at|by)', 'that came with'],
    activity: ['training', 'orders', 'requests', 'policies', 'filters', 'programming', 'commands'],
    self: ['you\\b', 'your', 'yours', 'yourself', 'me\\b', 'my', 'now', 'above', 'before', 'earlier', 'previously', 'here', '(?:the|this|that|these|those|any|all|our)\\s+(?:(?:previous|prior|above|earlier|original|initial|hidden|current|same)\\s+)?(?:system|developers?|creators?|openai|assistant|model|ai|bot|chatbot|conversation|chat|session|prompt|context|text|input|messages?|documents?|data|e-?mails?|page|one|task|answer|request|question|reply|response|time|rest|moment|point|exercise|game|test|above|before|interaction|dialog(?:ue)?|thread|top|beginning|start)\\b', 'system', 'openai', 'developers?', 'creators?',
      // Tenth round: AIs named bare, a persona's rules ("DAN doesn't follow the rules for AI models").
      '(?:ai|llm|gpt|chatgpt|language)\\s+(?:models?|assistants?|systems?|chatbots?|bots?)\\b', 'ais\\b', 'llms?\\b', 'chatbots?\\b'],
  },
  fr: {
    strong: ['ignore[sz]?', 'ignorer', 'ignorez', 'oublie[sz]?', 'oublier', 'ne tiens pas compte', 'ne tenez pas compte', 'ne pas tenir compte', 'fais abstraction', 'faites abstraction', 'passe outre', 'passez outre', 'neglige[sz]?', 'ecarte[sz]?', 'ne suis pas', 'ne suivez pas'],
    instr: ['instructions?', 'consignes?', 'directives?', 'regles', 'ordres', 'indications', 'commandes', 'prompts?', 'restrictions'],
    back: ['precedentes?', 'precedents?', 'anterieure?s?', 'ci-dessus', 'au-dessus', 'qui precede', 'initiales?', 'originales?', 'tout ce qui', 'tout le reste', 'plus haut'],
    poss: ['tes', 'ton', 'ta', 'vos', 'votre'],
    activity: ['commandes'],
    lead: ['les', 'des', 'tes', 'vos', 'nos', 'leurs', 'ses', 'mes', 'la', 'le', 'toutes', 'tous', 'tout', 'autres', 'anciennes', 'anciens', 'vieilles', 'nouvelles', 'premieres', 'dernieres', 'memes', 'precedentes', 'de', 'du', 'aux', 'chaque', 'aucune'],
    preps: ['de', 'du', 'des', "d'", 'sur', 'pour', 'dans', 'en', 'concernant', 'a propos d\\S*', 'au', 'aux', 'relatives? (?:a|au|aux)'],
    self: ['tes?', 'ton', 'ta', 'toi', 'vos', 'votre', 'vous', "l'ia", "l'assistant", 'ce (?:chat|prompt|dialogue|message|texte)', 'cette (?:conversation|discussion|session)', 'ci-dessus', 'au-dessus', 'plus haut', 'avant', 'depart', "d?'?origine", 'systeme', 'ton createur', 'tes createurs'],
  },
  de: {
    strong: ['ignoriere', 'ignorieren', 'ignoriert', 'ignorier', 'vergiss', 'vergessen', 'vergesst', 'missachte', 'missachten', 'missachtet', 'ubergehe', 'ubergehen', 'uberspringe', 'uberspringen', 'beachte nicht', 'beachten sie nicht', 'befolge nicht', 'befolgen sie nicht', 'verwirf', 'verwerfen'],
    instr: ['anweisung(?:en)?', 'instruktion(?:en)?', 'befehle?', 'regeln', 'vorgaben', 'anordnungen', 'richtlinien', 'aufforderung(?:en)?', 'prompts?', 'einschrankungen', 'vorschriften'],
    back: ['vorherigen?', 'bisherigen?', 'obigen?', 'vorangegangenen?', 'vorigen?', 'fruheren?', 'ursprunglichen?', 'alles', 'oben', 'davor', 'vorher', 'zuvor'],
    poss: ['deine[nrsm]?', 'dein', 'eure[nrsm]?', 'euer'],
    preps: ['zur', 'zum', 'fur', 'uber', 'im', 'in', 'vom', 'von', 'aus', 'auf', 'am', 'an', 'bei', 'zu', 'der', 'des', 'gegen', 'rund um'],
    self: ['dich', 'dir', 'deine\\S*', 'dein', 'euch', 'eure\\S*', 'diese[nrsm]? (?:unterhaltung|konversation|gesprach|chat|sitzung|prompt|nachricht|text)', 'oben', 'vorher', 'davor', '(?:dem|des|das) system\\S*', 'ki', 'der ki', 'deine\\S* entwickler\\S*'],
    verbFinal: true,
  },
  es: {
    strong: ['ignora', 'ignore', 'ignoren', 'ignorar', 'ignorad', 'olvida', 'olvide', 'olviden', 'olvidar', 'olvidad', 'omite', 'omita', 'omitan', 'descarta', 'descarte', 'haz caso omiso', 'haga caso omiso', 'no hagas caso', 'no haga caso', 'pasa por alto', 'pase por alto', 'no sigas', 'no siga'],
    instr: ['instrucci(?:on|ones)', 'indicaciones', 'ordenes', 'reglas', 'directrices', 'directivas', 'pautas', 'comandos', 'prompts?', 'restricciones', 'consignas'],
    back: ['anteriores?', 'previas?', 'previos?', 'originales?', 'iniciales?', 'de arriba', 'todo lo', 'lo anterior', 'antes', 'precedentes?'],
    poss: ['tus', 'tu', 'vuestras?', 'vuestros?'],
    activity: ['ordenes', 'comandos'],
    lead: ['las', 'los', 'tus', 'sus', 'mis', 'nuestras', 'todas', 'todos', 'otras', 'viejas', 'antiguas', 'nuevas', 'anteriores', 'previas', 'primeras', 'ultimas', 'unas', 'dichas', 'de', 'del', 'cualquier', 'demas', 'esas', 'aquellas'],
    preps: ['de', 'del', 'sobre', 'para', 'en', 'acerca de', 'por', 'con', 'relativas? a'],
    self: ['tus?', 'ti', 'sus?', 'vuestr\\S*', 'arriba', 'antes', 'est[ae] (?:conversacion|chat|prompt|sesion|mensaje|texto)', '(?:el )?sistema', 'la ia', 'origen', 'inicio'],
  },
  it: {
    strong: ['ignora', 'ignorate', 'ignori', 'ignorare', 'dimentica', 'dimenticate', 'dimentichi', 'dimenticare', 'trascura', 'trascurate', 'non seguire', 'non segua', 'non tenere conto', 'non tener conto', 'tralascia', 'scarta', 'non (?:devi|dovete|deve) piu (?:rispettare|seguire)', 'smetti(?:te)? di (?:seguire|rispettare)'],
    instr: ['istruzion[ei]', 'indicazioni', 'regole', 'direttive', 'ordini', 'comandi', 'prompts?', 'restrizioni', 'consegne'],
    back: ['precedent[ei]', 'sopra', 'iniziali', 'originali', 'tutto (?:cio|quello|quanto)', 'quanto sopra', 'prima', 'anteriori'],
    poss: ['tue', 'tuoi', 'tua', 'tuo', 'vostre', 'vostri'],
    activity: ['ordini', 'comandi'],
    lead: ['le', 'gli', 'i', 'tue', 'tuoi', 'sue', 'suoi', 'mie', 'miei', 'tutte', 'tutti', 'altre', 'altri', 'vecchie', 'vecchi', 'nuove', 'precedenti', 'prime', 'ultime', 'delle', 'degli', 'dei', 'di', 'qualsiasi', 'eventuali', 'suddette', 'quelle'],
    preps: ['di', 'del', 'dello', 'della', 'dei', 'degli', 'delle', "dell'", 'sul', 'sulla', 'sulle', 'sui', 'sugli', "sull'", 'su', 'per', 'in', 'nel', 'nella', 'nei', 'nelle', "nell'", 'da', 'dal', 'dalla', 'riguardo (?:a|al|alla|ai|alle)'],
    self: ['tu[oeia]i?', 'te', 'vostr\\S*', 'sopra', 'prima', 'quest[ao] (?:conversazione|chat|prompt|sessione|messaggio|testo)', '(?:il )?sistema', 'partenza', "l'ia", "l'assistente"],
  },
  pt: {
    strong: ['ignore', 'ignora', 'ignorem', 'ignorar', 'esqueca', 'esquecam', 'esquece', 'esquecer', 'desconsidere', 'desconsiderem', 'desconsiderar', 'descarte', 'nao siga', 'nao sigas', 'deixe de lado'],
    instr: ['instruc(?:ao|oes)', 'orientac(?:ao|oes)', 'regras', 'diretrizes', 'ordens', 'comandos', 'prompts?', 'restric(?:ao|oes)', 'indicac(?:ao|oes)'],
    back: ['anteriores?', 'previas?', 'acima', 'iniciais', 'originais', 'tudo (?:o que|que|acima|antes)', 'antes'],
    poss: ['suas', 'seus', 'sua', 'seu', 'tuas', 'teus', 'tua', 'teu'],
    activity: ['ordens', 'comandos'],
    lead: ['as', 'os', 'suas', 'seus', 'tuas', 'teus', 'minhas', 'meus', 'todas', 'todos', 'outras', 'outros', 'velhas', 'antigas', 'novas', 'anteriores', 'primeiras', 'ultimas', 'das', 'dos', 'de', 'quaisquer', 'demais', 'essas', 'aquelas'],
    preps: ['de', 'do', 'da', 'dos', 'das', 'sobre', 'para', 'em', 'no', 'na', 'nos', 'nas', 'por', 'pelo', 'pela'],
    self: ['su[ao]s?', 'seus?', 'teus?', 'tuas?', 'voce', 'ti', 'cima', 'antes', '(?:n?est[ae]) (?:conversa|chat|prompt|sessao|mensagem|texto)', '(?:o )?sistema', 'a ia', 'inicio'],
  },
  nl: {
    strong: ['negeer', 'negeren', 'vergeet', 'vergeten', 'volg niet'],
    instr: ['instructies', 'aanwijzingen', 'regels', 'opdrachten', 'richtlijnen'],
    back: ['vorige', 'eerdere', 'bovenstaande', 'voorgaande', 'oorspronkelijke', 'alles'],
  },
  ru: {
    strong: ['игнорируй(?:те)?', 'проигнорируй(?:те)?', 'игнорировать', 'забудь(?:те)?', 'забыть', 'не обращай(?:те)? внимания', 'пропусти(?:те)?', 'не следуй(?:те)?', 'отбрось(?:те)?', 'отмени(?:те)?', 'не выполняй(?:те)?', 'не слушай(?:те)?', 'перестань(?:те)? (?:соблюдать|выполнять|следовать|слушать)', 'не соблюдай(?:те)?'],
    instr: ['инструкци\\S*', 'указани\\S*', 'правил\\S*', 'команд\\S*', 'подсказк\\S*', 'промпт\\S*', 'директив\\S*', 'ограничени\\S*', 'распоряжени\\S*'],
    back: ['предыдущ\\S*', 'прежн\\S*', 'вышеуказанн\\S*', 'вышесказанн\\S*', 'вышеизложенн\\S*', 'изначальн\\S*',
      // "Все" alone ("забудь всё.", "всё, что выше"), not as the subject of a new clause ("забудьте про заявки: теперь всё онлайн", ninth round).
      'все(?=\\s*(?:[.,!;]|$)|\\s+(?:что|сказанное|написанное|выше|ранее|до этого|остальное|прочее))', 'выше', 'ранее', 'до этого'],
    poss: ['сво(?:и|их|им|ими)', 'тво(?:и|их|им|ими)', 'ваш(?:и|их|им|ими)'],
    // "Команда" is a team as well as a command.
    activity: ['команд\\S*'],
    preps: ['по', 'о', 'об', 'обо', 'для', 'на', 'в', 'во', 'к', 'ко', 'про', 'из', 'от', 'с', 'со', 'при', 'у', 'насчет'],
    self: ['тебя', 'тебе', 'тобой', 'вас', 'вам', 'сво\\S*', 'тво\\S*', 'ваш\\S*', 'это[мг]о? (?:разговор|чат|диалог)\\S*', 'системн\\S*', 'систем\\S*', 'выше', 'ранее', 'начал\\S*'],
  },
};
