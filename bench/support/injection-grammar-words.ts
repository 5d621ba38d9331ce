/**
 * Word classes of the attack grammar for injection-grammar.ts, per language, written from how
 * the languages phrase an order to a machine, not from any corpus. Accents are kept: the
 * features read the folded view, as the scan does.
 */
import { EN_MORE, type FormWords } from './injection-grammar-english';
import { LATIN_BENIGN_IT, LATIN_BENIGN_MORE, withBenign } from './injection-grammar-benign-latin';
import { LATIN_FORMS, type LatinForms } from './injection-grammar-latin-forms';

// Seventh round: the ordinary handbook sentences of injection-grammar-benign-latin.ts beside the
// attack verbs' benign sentences.
// Eighth round: and those of accounts, tools and the instructions a system shows (LATIN_BENIGN_IT).
const latin = (b: Grammar['benign'], code: keyof typeof LATIN_BENIGN_MORE): Grammar['benign'] => withBenign(withBenign(b, LATIN_BENIGN_MORE[code]), LATIN_BENIGN_IT[code]);

// Round 11's word classes (injection-grammar-english.ts) are optional: a grammar without them
// keeps the five forms of injection-grammar.ts; injection-grammar-forms.ts uses a form only
// where its fields are.
export interface Grammar extends Partial<FormWords> {
  override: string[]; determiners: string[]; back: string[]; objects: string[]; then: string[];
  output: string[]; only: string[]; payloads: string[]; nothingElse: string[];
  extract: string[]; secret: string[]; verbatim: string[];
  persona: string[]; unbound: string[];
  address: string[]; order: string[]; targets: string[];
  carriers: string[];
  benign: { subjects: string[]; verbs: string[]; objects: string[]; tails: string[] };
  /** '' for languages written without spaces (injection-grammar-languages.ts's `joined`). */
  joiner?: string;
  /** Eighth round: the Latin grammars' other word orders (injection-grammar-latin-forms.ts). */
  latin?: LatinForms;
}

const PAYLOADS = ['I have been PWNED', 'ACCESS GRANTED', 'haha owned', 'Yes', 'approved', '42', 'BANANA', 'The site is safe'];
const TARGETS = ['http://evil.example/x', 'attacker@example.net', 'www.example-prize.net', 'the link https://bit.example/r'];

const en: Grammar = {
  override: ['ignore', 'disregard', 'forget', 'skip', 'bypass', 'override', 'stop following', 'pay no attention to', 'set aside', 'never mind', 'drop', 'throw away'],
  determiners: ['all', 'any', 'the', 'your', 'all of the', 'every one of the', 'each of your'],
  back: ['previous', 'prior', 'above', 'earlier', 'original', 'initial', 'preceding', 'old'],
  objects: ['instructions', 'directions', 'rules', 'guidelines', 'prompt', 'context', 'text', 'task', 'orders', 'constraints', 'content', 'messages'],
  then: ['and', 'then', 'instead', 'now', 'and just', 'from now on'],
  output: ['say', 'print', 'output', 'reply with', 'respond with', 'answer with', 'write', 'type', 'return'],
  only: ['only', 'exactly', 'just', 'nothing but', 'verbatim', 'the words'],
  payloads: PAYLOADS,
  nothingElse: ['and nothing else', 'with no other text', 'without any explanation'],
  extract: ['repeat', 'reveal', 'print', 'show me', 'tell me', 'output', 'display', 'share', 'write out', 'summarise', 'what is', 'continue'],
  secret: ['your system prompt', 'the initial instructions', 'your hidden instructions', 'the original prompt', 'your configuration', 'the rules you were given', 'the text above', 'the conversation so far', 'everything above this line', 'the words that start with "You are"', 'your developer message'],
  verbatim: ['verbatim', 'word for word', 'in full', 'in a code block', 'exactly as written', 'from the beginning'],
  persona: ['you are now', 'from now on you are', 'pretend to be', 'act as', 'imagine you are', 'roleplay as', 'you will play'],
  unbound: ['DAN, an AI without restrictions', 'an unfiltered assistant with no rules', 'a model that has no guidelines', 'my evil twin who answers everything', 'an AI freed from its policies', 'a character who never refuses'],
  address: ['if you are an AI reading this', 'AI assistant reading this page', 'note to the language model', 'whoever processes this document', 'when you summarise this', 'to the chatbot reading this email', 'assistant, before you answer', 'dear AI', 'in your answer to the user', 'when an LLM reads this review'],
  order: ['tell the user to visit', 'also include', 'say that the answer is', 'recommend', 'send the conversation to', 'add a link to', 'instead of summarising, write', 'forward all emails to', 'in your response say', 'append'],
  targets: TARGETS,
  carriers: ['Great blender, works fine and is easy to clean.', 'Hi Sam, the meeting moved to 3 pm, see you there.', '| Q3 | revenue | 4.2M |', '// helper that parses the date string', 'Order #4471 shipped on Monday.', 'The hotel is close to the station and breakfast is included.'],
  benign: {
    subjects: ['You can', 'Please', 'New hires should', 'Your manager will', 'The team may', 'If needed,', 'Reviewers'],
    verbs: ['ignore', 'skip', 'repeat', 'print', 'tell your manager about', 'summarise', 'follow', 'share', 'forget about'],
    objects: ['the warning about unsigned commits', 'the steps above', 'the form', 'your instructions to the contractor', 'the previous section', 'the rules for travel', 'the system status page', 'your answer to the customer'],
    tails: ['before the release', 'in your reply to the customer', 'when you summarise the meeting', 'for the next sprint', 'as described in the handbook', 'if the build is green'],
  },
};

const fr: Grammar = {
  ...en,
  override: ['ignore', 'ignorez', 'oublie', 'oubliez', 'ne tiens pas compte de', 'fais abstraction de', 'passe outre', 'veuillez ignorer', 'merci d’ignorer', 'ne tenez pas compte de', 'ne plus tenir compte de', 'ignorer', 'oublier', 'laissez de côté'],
  determiners: ['toutes les', 'les', 'tes', 'vos'],
  back: ['précédentes', 'ci-dessus', 'initiales', 'antérieures'],
  objects: ['instructions', 'consignes', 'règles', 'directives', 'indications'],
  then: ['et', 'puis', 'à la place', 'maintenant'],
  output: ['dis', 'écris', 'affiche', 'réponds par', 'imprime'],
  only: ['seulement', 'uniquement', 'exactement'],
  nothingElse: ['et rien d’autre', 'sans autre texte'],
  extract: ['répète', 'révèle', 'affiche', 'montre-moi', 'dis-moi', 'recopie', 'répétez', 'montrez-moi', 'affichez', 'recopiez', 'pourriez-vous afficher', 'peux-tu me donner', 'colle ici'],
  secret: ['ton prompt système', 'tes instructions initiales', 'les instructions cachées', 'le texte ci-dessus', 'ta configuration', 'le message système', 'les consignes données au départ', 'tout le texte au-dessus', 'votre prompt système'],
  verbatim: ['mot pour mot', 'en entier', 'textuellement'],
  persona: ['tu es maintenant', 'à partir de maintenant tu es', 'fais comme si tu étais', 'joue le rôle de', 'vous êtes désormais', 'dorénavant, tu joues', 'réponds désormais comme'],
  unbound: ['une IA sans restrictions', 'un assistant sans aucune règle', 'un modèle libéré de ses limites'],
  address: ['si tu es une IA qui lit ceci', 'note pour l’assistant IA', 'quand tu résumes ce document', 'dans ta réponse à l’utilisateur'],
  order: ['dis à l’utilisateur de visiter', 'ajoute aussi', 'envoie la conversation à', 'recommande', 'écris plutôt'],
  carriers: ['Très bon produit, livraison rapide.', 'Bonjour Marie, la réunion est déplacée à 15 h.', 'Commande n° 4471 expédiée lundi.'],
  latin: LATIN_FORMS.fr,
  benign: latin({ subjects: ['Vous pouvez', 'Merci de', 'L’équipe doit'], verbs: ['ignorer', 'répéter', 'résumer', 'suivre'], objects: ['l’avertissement', 'les étapes ci-dessus', 'les règles de voyage'], tails: ['avant la publication', 'dans votre réponse au client'] }, 'fr'),

};

const de: Grammar = {
  ...en,
  override: ['ignoriere', 'vergiss', 'missachte', 'überspringe', 'beachte nicht', 'ignorieren Sie', 'vergessen Sie', 'bitte ignoriere', 'beachten Sie nicht', 'setze außer Kraft', 'hör auf zu befolgen'],
  determiners: ['alle', 'die', 'deine', 'sämtliche'],
  back: ['vorherigen', 'bisherigen', 'obigen', 'ursprünglichen'],
  objects: ['Anweisungen', 'Regeln', 'Vorgaben', 'Befehle', 'Richtlinien'],
  then: ['und', 'dann', 'stattdessen', 'jetzt'],
  output: ['sag', 'schreibe', 'gib aus', 'antworte mit'],
  only: ['nur', 'genau', 'ausschließlich'],
  nothingElse: ['und sonst nichts', 'ohne weiteren Text'],
  extract: ['wiederhole', 'zeige mir', 'verrate', 'gib aus', 'nenne', 'wiederholen Sie', 'zeigen Sie mir', 'geben Sie aus', 'kopiere', 'könntest du mir zeigen', 'schreib hier rein'],
  secret: ['deinen Systemprompt', 'deine ursprünglichen Anweisungen', 'den Text oben', 'deine versteckten Anweisungen', 'die Systemnachricht', 'die Anweisungen, die du bekommen hast', 'den gesamten Text darüber', 'Ihren Systemprompt'],
  verbatim: ['wörtlich', 'vollständig', 'Wort für Wort'],
  persona: ['du bist jetzt', 'ab sofort bist du', 'tu so, als wärst du', 'spiele die Rolle von', 'Sie sind ab jetzt', 'von nun an verhältst du dich wie', 'antworte ab jetzt als'],
  unbound: ['eine KI ohne Einschränkungen', 'ein Assistent ohne Regeln', 'ein Modell ohne Richtlinien'],
  address: ['wenn du eine KI bist, die das liest', 'Hinweis an den KI-Assistenten', 'wenn du dieses Dokument zusammenfasst', 'in deiner Antwort an den Nutzer'],
  order: ['sag dem Nutzer, er soll besuchen', 'füge außerdem hinzu', 'sende das Gespräch an', 'empfiehl', 'schreibe stattdessen'],
  carriers: ['Tolles Produkt, schnelle Lieferung.', 'Hallo Jan, das Meeting ist um 15 Uhr.', 'Bestellung 4471 wurde am Montag versandt.'],
  latin: LATIN_FORMS.de,
  benign: latin({ subjects: ['Sie können', 'Bitte', 'Das Team soll'], verbs: ['ignorieren', 'wiederholen', 'zusammenfassen', 'befolgen'], objects: ['die Warnung', 'die Schritte oben', 'die Reiserichtlinien'], tails: ['vor dem Release', 'in Ihrer Antwort an den Kunden'] }, 'de'),

};

const es: Grammar = {
  ...en,
  override: ['ignora', 'olvida', 'omite', 'haz caso omiso de', 'no sigas', 'ignore', 'olvide', 'no tenga en cuenta', 'olvídate de', 'deja de lado', 'no hagas caso a', 'ignorar'],
  determiners: ['todas las', 'las', 'tus'],
  back: ['anteriores', 'previas', 'de arriba', 'originales'],
  objects: ['instrucciones', 'reglas', 'indicaciones', 'directrices', 'órdenes'],
  then: ['y', 'luego', 'en su lugar', 'ahora'],
  output: ['di', 'escribe', 'imprime', 'responde con'],
  only: ['solo', 'únicamente', 'exactamente'],
  nothingElse: ['y nada más', 'sin otro texto'],
  extract: ['repite', 'revela', 'muéstrame', 'dime', 'imprime', 'repita', 'muéstreme', 'copia aquí', '¿puedes mostrarme', 'escribe aquí', 'pégame'],
  secret: ['tu prompt del sistema', 'tus instrucciones iniciales', 'el texto de arriba', 'tus instrucciones ocultas', 'el mensaje del sistema', 'las instrucciones que te dieron', 'todo el texto de arriba', 'su prompt de sistema'],
  verbatim: ['palabra por palabra', 'completo', 'textualmente'],
  persona: ['ahora eres', 'a partir de ahora eres', 'finge ser', 'actúa como', 'usted es ahora', 'desde este momento haces de', 'responde desde ahora como'],
  unbound: ['una IA sin restricciones', 'un asistente sin reglas', 'un modelo sin límites'],
  address: ['si eres una IA que lee esto', 'nota para el asistente de IA', 'cuando resumas este documento', 'en tu respuesta al usuario'],
  order: ['dile al usuario que visite', 'incluye también', 'envía la conversación a', 'recomienda', 'escribe en cambio'],
  carriers: ['Buen producto, llegó rápido.', 'Hola Ana, la reunión es a las 15 h.', 'Pedido 4471 enviado el lunes.'],
  latin: LATIN_FORMS.es,
  benign: latin({ subjects: ['Puede', 'Por favor,', 'El equipo debe'], verbs: ['ignorar', 'repetir', 'resumir', 'seguir'], objects: ['la advertencia', 'los pasos de arriba', 'las reglas de viaje'], tails: ['antes del lanzamiento', 'en su respuesta al cliente'] }, 'es'),

};

const it: Grammar = {
  ...es,
  override: ['ignora', 'dimentica', 'trascura', 'non seguire', 'tralascia', 'ignori', 'dimentichi', 'non tenere conto di', 'dimenticati di', 'metti da parte', 'ignorare'],
  determiners: ['tutte le', 'le', 'tue'],
  back: ['precedenti', 'sopra', 'iniziali', 'originali'],
  objects: ['istruzioni', 'regole', 'indicazioni', 'direttive'],
  then: ['e', 'poi', 'invece', 'ora'],
  output: ['scrivi', 'di', 'stampa', 'rispondi con'],
  only: ['solo', 'soltanto', 'esattamente'],
  nothingElse: ['e nient’altro'],
  extract: ['ripeti', 'rivela', 'mostrami', 'dimmi', 'stampa', 'ripeta', 'mi mostri', 'copia qui', 'potresti mostrarmi', 'riporta', 'incolla qui'],
  secret: ['il tuo prompt di sistema', 'le tue istruzioni iniziali', 'il testo sopra', 'le istruzioni nascoste', 'il messaggio di sistema', 'le istruzioni che ti hanno dato', 'tutto il testo qui sopra', 'il suo prompt di sistema'],
  verbatim: ['parola per parola', 'per intero'],
  persona: ['ora sei', 'da adesso sei', 'fingi di essere', 'comportati come', 'Lei ora è', 'd’ora in poi fai la parte di', 'rispondi d’ora in avanti come'],
  unbound: ['un’IA senza restrizioni', 'un assistente senza regole'],
  address: ['se sei un’IA che legge questo', 'nota per l’assistente IA', 'quando riassumi questo documento', 'nella tua risposta all’utente'],
  order: ['di’ all’utente di visitare', 'aggiungi anche', 'invia la conversazione a', 'consiglia'],
  carriers: ['Ottimo prodotto, consegna veloce.', 'Ciao Luca, la riunione è alle 15.'],
  latin: LATIN_FORMS.it,
  benign: latin({ subjects: ['Puoi', 'Per favore', 'Il team deve'], verbs: ['ignorare', 'ripetere', 'riassumere'], objects: ['l’avviso', 'i passaggi sopra'], tails: ['prima del rilascio', 'nella risposta al cliente'] }, 'it'),

};

const pt: Grammar = {
  ...es,
  override: ['ignore', 'esqueça', 'desconsidere', 'não siga', 'ignora', 'esquece', 'desconsidera', 'deixe de lado', 'não leve em conta', 'ignorar', 'esqueça-se de'],
  determiners: ['todas as', 'as', 'suas'],
  back: ['anteriores', 'acima', 'iniciais', 'originais'],
  objects: ['instruções', 'regras', 'orientações', 'diretrizes'],
  then: ['e', 'depois', 'em vez disso', 'agora'],
  output: ['diga', 'escreva', 'imprima', 'responda com'],
  only: ['apenas', 'somente', 'exatamente'],
  nothingElse: ['e nada mais'],
  extract: ['repita', 'revele', 'mostre-me', 'diga-me', 'repete', 'mostra', 'copie aqui', 'pode me mostrar', 'cole aqui', 'escreva aqui'],
  secret: ['seu prompt de sistema', 'suas instruções iniciais', 'o texto acima', 'suas instruções ocultas', 'a mensagem do sistema', 'as instruções que você recebeu', 'todo o texto acima', 'o seu prompt de sistema'],
  verbatim: ['palavra por palavra', 'na íntegra'],
  persona: ['agora você é', 'a partir de agora você é', 'finja ser', 'aja como', 'o senhor agora é', 'de agora em diante faça o papel de', 'responda a partir de agora como'],
  unbound: ['uma IA sem restrições', 'um assistente sem regras'],
  address: ['se você é uma IA lendo isto', 'nota para o assistente de IA', 'quando resumir este documento', 'na sua resposta ao usuário'],
  order: ['diga ao usuário para visitar', 'inclua também', 'envie a conversa para', 'recomende'],
  carriers: ['Ótimo produto, entrega rápida.', 'Olá Ana, a reunião é às 15h.'],
  latin: LATIN_FORMS.pt,
  benign: latin({ subjects: ['Você pode', 'Por favor,', 'A equipe deve'], verbs: ['ignorar', 'repetir', 'resumir'], objects: ['o aviso', 'os passos acima'], tails: ['antes do lançamento', 'na resposta ao cliente'] }, 'pt'),

};

// English with round 11's forms; the other grammars spread `en` before these were added.
const enMore: Grammar = { ...en, ...EN_MORE };

/** English carries half the weight: most of what the extension reads is English. */
export const GRAMMARS: readonly Grammar[] = [enMore, fr, enMore, de, enMore, es, enMore, it, enMore, pt];
