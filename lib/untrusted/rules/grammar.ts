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

/** Not negated just before: "never ignore the rules" is advice. */
export const NOT_NEGATED = String.raw`(?<!\b(?:not|never|n't|no|nor|without)\s+(?:\S+\s+)?)`;
/**
 * The same check placed after the verb (its lookbehind re-reads the verb): a regex woken at
 * every "continued" or "shows" then fails on the cheap `(?=\s)` before any lookbehind runs.
 */
export const negatedBefore = (verbs: string): string => String.raw`(?<!\b(?:not|never|n't|no|nor|without)\s+(?:\S+\s+)?${verbs})`;

export interface OverrideLang {
  /** Verbs that discard whatever object follows. */
  strong: string[];
  /** Nouns for instructions (any determiner). */
  instr: string[];
  /** Words pointing back at what came before ("previous", "above", "everything"). */
  back: string[];
  /** Verb-final phrasing is common too (German infinitives): object … verb. */
  verbFinal?: boolean;
}

export const EN_BACK = ['previous', 'previously', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'former', 'initial', 'original', 'aforementioned', 'above-mentioned', 'before', 'so far', 'until now', 'else'];

/** Latin-script and Cyrillic languages (the view removes accents, so none are written). */
export const OVERRIDE_LANGS: Record<string, OverrideLang> = {
  en: {
    strong: ['ignore', 'ignoring', 'disregard', 'disregarding', 'forget', 'forgetting', 'override', 'overriding', 'bypass', 'pay no attention to', 'do not follow', "don't follow", 'do not obey', "don't obey", 'stop following', 'stop obeying', 'stop processing', 'no longer follow', 'no longer obey', 'nevermind', 'never mind', 'overrule', 'discard', 'abandon', 'skip', 'set aside', 'throw away', 'throw out', 'cancel', 'erase', 'neglect', 'circumvent', 'ignore'],
    instr: ['instructions?', 'instrutions', 'directions', 'directives?', 'prompts?', 'rules', 'guidelines', 'guide lines', 'commands', 'guidance', 'constraints', 'programming', 'orders', 'restrictions?', 'requests', 'policies', 'content policy', 'safeguards', 'limitations', 'system message', 'system prompt', 'training', 'filters'],
    back: EN_BACK,
  },
  fr: {
    strong: ['ignore[sz]?', 'ignorer', 'ignorez', 'oublie[sz]?', 'oublier', 'ne tiens pas compte', 'ne tenez pas compte', 'ne pas tenir compte', 'fais abstraction', 'faites abstraction', 'passe outre', 'passez outre', 'neglige[sz]?', 'ecarte[sz]?', 'ne suis pas', 'ne suivez pas'],
    instr: ['instructions?', 'consignes?', 'directives?', 'regles', 'ordres', 'indications', 'commandes', 'prompts?', 'restrictions'],
    back: ['precedentes?', 'precedents?', 'anterieure?s?', 'ci-dessus', 'au-dessus', 'qui precede', 'initiales?', 'originales?', 'tout ce qui', 'tout le reste', 'plus haut'],
  },
  de: {
    strong: ['ignoriere', 'ignorieren', 'ignoriert', 'ignorier', 'vergiss', 'vergessen', 'vergesst', 'missachte', 'missachten', 'missachtet', 'ubergehe', 'ubergehen', 'uberspringe', 'uberspringen', 'beachte nicht', 'beachten sie nicht', 'befolge nicht', 'befolgen sie nicht', 'verwirf', 'verwerfen'],
    instr: ['anweisung(?:en)?', 'instruktion(?:en)?', 'befehle?', 'regeln', 'vorgaben', 'anordnungen', 'richtlinien', 'aufforderung(?:en)?', 'prompts?', 'einschrankungen', 'vorschriften'],
    back: ['vorherigen?', 'bisherigen?', 'obigen?', 'vorangegangenen?', 'vorigen?', 'fruheren?', 'ursprunglichen?', 'alles', 'oben', 'davor', 'vorher', 'zuvor'],
    verbFinal: true,
  },
  es: {
    strong: ['ignora', 'ignore', 'ignoren', 'ignorar', 'ignorad', 'olvida', 'olvide', 'olviden', 'olvidar', 'olvidad', 'omite', 'omita', 'omitan', 'descarta', 'descarte', 'haz caso omiso', 'haga caso omiso', 'no hagas caso', 'no haga caso', 'pasa por alto', 'pase por alto', 'no sigas', 'no siga'],
    instr: ['instrucci(?:on|ones)', 'indicaciones', 'ordenes', 'reglas', 'directrices', 'directivas', 'pautas', 'comandos', 'prompts?', 'restricciones', 'consignas'],
    back: ['anteriores?', 'previas?', 'previos?', 'originales?', 'iniciales?', 'de arriba', 'todo lo', 'lo anterior', 'antes', 'precedentes?'],
  },
  it: {
    strong: ['ignora', 'ignorate', 'ignori', 'ignorare', 'dimentica', 'dimenticate', 'dimentichi', 'dimenticare', 'trascura', 'trascurate', 'non seguire', 'non segua', 'non tenere conto', 'non tener conto', 'tralascia', 'scarta', 'non (?:devi|dovete|deve) piu (?:rispettare|seguire)', 'smetti(?:te)? di (?:seguire|rispettare)'],
    instr: ['istruzion[ei]', 'indicazioni', 'regole', 'direttive', 'ordini', 'comandi', 'prompts?', 'restrizioni', 'consegne'],
    back: ['precedent[ei]', 'sopra', 'iniziali', 'originali', 'tutto (?:cio|quello|quanto)', 'quanto sopra', 'prima', 'anteriori'],
  },
  pt: {
    strong: ['ignore', 'ignora', 'ignorem', 'ignorar', 'esqueca', 'esquecam', 'esquece', 'esquecer', 'desconsidere', 'desconsiderem', 'desconsiderar', 'descarte', 'nao siga', 'nao sigas', 'deixe de lado'],
    instr: ['instruc(?:ao|oes)', 'orientac(?:ao|oes)', 'regras', 'diretrizes', 'ordens', 'comandos', 'prompts?', 'restric(?:ao|oes)', 'indicac(?:ao|oes)'],
    back: ['anteriores?', 'previas?', 'acima', 'iniciais', 'originais', 'tudo (?:o que|que|acima|antes)', 'antes'],
  },
  nl: {
    strong: ['negeer', 'negeren', 'vergeet', 'vergeten', 'volg niet'],
    instr: ['instructies', 'aanwijzingen', 'regels', 'opdrachten', 'richtlijnen'],
    back: ['vorige', 'eerdere', 'bovenstaande', 'voorgaande', 'oorspronkelijke', 'alles'],
  },
  ru: {
    strong: ['игнорируй(?:те)?', 'проигнорируй(?:те)?', 'игнорировать', 'забудь(?:те)?', 'забыть', 'не обращай(?:те)? внимания', 'пропусти(?:те)?', 'не следуй(?:те)?', 'отбрось(?:те)?', 'отмени(?:те)?', 'не выполняй(?:те)?', 'не слушай(?:те)?', 'перестань(?:те)? (?:соблюдать|выполнять|следовать|слушать)', 'не соблюдай(?:те)?'],
    instr: ['инструкци\\S*', 'указани\\S*', 'правил\\S*', 'команд\\S*', 'подсказк\\S*', 'промпт\\S*', 'директив\\S*', 'ограничени\\S*', 'распоряжени\\S*'],
    back: ['предыдущ\\S*', 'прежн\\S*', 'вышеуказанн\\S*', 'вышесказанн\\S*', 'вышеизложенн\\S*', 'изначальн\\S*', 'все', 'выше', 'ранее', 'до этого'],
  },
};

