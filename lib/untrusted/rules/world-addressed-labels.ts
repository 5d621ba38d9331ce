/**
 * Orders in data addressed to the AI reading it by a label (issue 15, ninth round), in fr de es it
 * pt, beside world-addressed.ts's "to the AI that reads this …:". A label names the reader as an
 * AI ("Hinweis an die KI, die das liest:", "Pour l'IA qui lit ceci :", "[Note pour le modèle]"),
 * then, after at most a short clause and a comma ("si procesas este correo,", "no seu resumo,"),
 * comes a second-person order from a closed class (write, say, answer, forward, ignore, add,
 * recommend, delete, do not summarise …). Or the AI is called at the start of a sentence, then
 * "if you … this …," and such an order. What makes a label the AI's: a relative clause of reading
 * or processing, a note's noun before "to / for", or brackets; a bare "für die KI:" is also a tip
 * for people ("Für die KI: klare Prompts schreiben"), so it needs its order to be about this text
 * or the user. A bare "model" only in brackets ("Note pour le modèle de lettre" is a template).
 * Written from the languages, not from any corpus; accents removed as the view removes them.
 */
import { anyOf } from './types';

const AI = ['ia', 'ki', 'ai', 'ki-assistent\\S*', 'intelligence artificielle', 'kunstliche intelligenz', 'inteligencia artificial', 'intelligenza artificiale', 'inteligencia artificial', 'assistant (?:ia|d.ia|virtuel)', 'asistente (?:de ia|virtual)', 'assistente (?:de ia|di ia|virtuale)', 'sprachmodell\\S*', 'modele de langage', 'modelo de (?:lenguaje|linguagem)', 'modello (?:linguistico|di linguaggio)', 'chatbot\\S*'];
const MODEL = ['modele', 'modelo', 'modello', 'modell', ...AI];
const FOR = ['pour', 'a', 'au', 'an', 'fur', 'para', 'al', 'a la', 'per', 'alla', 'all.', 'ao', 'a', 'to', 'for'];
const ART = ['le', 'la', "l'", 'les', 'die', 'den', 'das', 'dem', 'el', 'il', 'lo', 'o', 'the'];
const NOTE = ['note', 'nota', 'notiz', 'hinweis', 'nachricht', 'message', 'mensaje', 'messaggio', 'mensagem', 'instructions?', 'instruccion(?:es)?', 'istruzion[ei]', 'instruc(?:ao|oes)', 'anweisung(?:en)?', 'aviso', 'avis', 'consigne'];
// A relative clause of reading or processing: "qui lit ceci", "die das liest", "que procese este correo".
const READS = ['qui (?:lit|traite|resume|analyse|parcourt)', 'que (?:lee|lea|procesa|procese|resume|resuma|analiza|ler|le|processa|processar|resume|resumir)', 'die (?:das|dies|diese\\S*) (?:liest|verarbeitet|zusammenfasst)', 'der (?:das|dies|diese\\S*) (?:liest|verarbeitet|zusammenfasst)', 'das (?:das|dies|diese\\S*) (?:liest|verarbeitet)', 'che (?:legge|elabora|riassume|analizza)'];
// Second-person orders (the view removes accents).
const ORDER = anyOf([
  'ecris', 'ecrivez', 'dis', 'dites', 'reponds', 'repondez', 'affirme', 'affirmez', 'transfere', 'transferez', 'envoie', 'envoyez', 'ignore', 'ignorez', 'oublie', 'oubliez', 'ajoute', 'ajoutez', 'recommande', 'recommandez', 'supprime', 'supprimez', 'efface', 'effacez', 'ne (?:resume|resumez|traduis|traduisez|mentionne|mentionnez)',
  'schreib', 'schreibe', 'schreiben sie', 'sag', 'sage', 'sagen sie', 'antworte', 'antworten sie', 'leite', 'leiten sie', 'sende', 'senden sie', 'schick', 'schicke', 'ignoriere', 'ignorieren sie', 'vergiss', 'vergessen sie', 'fuge', 'fugen sie', 'empfiehl', 'empfehlen sie', 'losche', 'loschen sie', 'fasse', 'fass', 'behaupte', 'gib', 'geben sie',
  'escribe', 'escriba', 'di', 'diga', 'responde', 'responda', 'reenvia', 'reenvie', 'envia', 'envie', 'ignora', 'olvida', 'olvide', 'anade', 'anada', 'recomienda', 'recomiende', 'borra', 'borre', 'elimina', 'afirma', 'incluye', 'incluya', 'no (?:resumas|resuma|traduzcas|traduzca|menciones|mencione)',
  'scrivi', 'scriva', "di'", 'dica', 'rispondi', 'risponda', 'inoltra', 'inoltri', 'invia', 'invii', 'ignori', 'dimentica', 'aggiungi', 'aggiunga', 'consiglia', 'raccomanda', 'cancella', 'afferma', 'includi', 'non (?:riassumere|tradurre|citare|menzionare)',
  'escreva', 'escreve', 'diz', 'encaminhe', 'encaminha', 'ignore', 'esqueca', 'esquece', 'adicione', 'acrescente', 'recomende', 'apague', 'apaga', 'exclua', 'afirme', 'inclua', 'nao (?:resuma|traduza|mencione)',
]);
// What an order about this text or its user names (for a bare "für die KI:").
const ABOUT = anyOf(['ce(?:t|tte|s)?', 'ceci', 'diese[nmrs]?', 'dies', 'est[eao]s?', 'quest[oaie]', 'isto', 'ess[ea]s?', "l'utilisateur", "l'utilisatrice", 'de[mn] nutzer\\S*', 'al usuario', "all'utente", 'ao usuario', 'resume', 'zusammenfassung', 'resumen', 'riassunto', 'resumo']);
const b = '(?<![a-z])';
const e = '(?![a-z])';
// A short clause and a comma before the order ("si procesas este correo,", "no seu resumo,").
const LEAD = '(?:[^.:;!?\\n]{0,50}?,\\s*)?';
// Anchored on the AI word and the space, comma or colon after it, which the scan's follow check
// reads (follow.ts): "aim", "kind" or "ia" inside a word never wake the regex (with a bare AI
// word the rules alone were 5-10% slower on the 18F handbook); the label is read behind it.
const END = '(?: |,|:)';
const ai = anyOf(AI.map((w) => `${b}${w}${END}`));
const addressee = `${b}${anyOf(FOR)}\\s+(?:${anyOf(ART)}\\s*)?(?:ia\\s+)?${anyOf(AI)}`;
const noted = `${b}${anyOf(NOTE)}\\s+${addressee}`;
const COLON = '(?:(?<=:)|\\s*:)';
const CALLED = AI.filter((w) => w.includes(' ') || w.startsWith('chatbot') || w.startsWith('ki-'));

/** The patterns (folded view), added to the `addressed-to-ai` rule. */
export const worldAddressedLabelPatterns: readonly string[] = [
  // A label with a relative clause of reading: then any order.
  `${ai}(?<=${addressee}${END})\\s*,?\\s*${anyOf(READS)}${e}[^.:;!?\\n]{0,30}?\\s*:\\s*${LEAD}${b}${ORDER}${e}`,
  // A note's noun before "to / for": then any order.
  `${ai}(?<=${noted}${END})${COLON}\\s*${LEAD}${b}${ORDER}${e}`,
  // A note's noun before "to / for the model", the colon at once ("Nota per il modello F24:" is a form's).
  `${b}${anyOf(MODEL.slice(0, 4))}${e}(?<=${b}${anyOf(NOTE)}\\s+${anyOf(FOR)}\\s+(?:${anyOf(ART)}\\s*)?${anyOf(MODEL.slice(0, 4))})\\s*:\\s*${LEAD}${b}${ORDER}${e}`,
  // A bare "to the AI:": its order is about this text or the user.
  `${ai}(?<=${addressee}${END})${COLON}\\s*${LEAD}${b}${ORDER}${e}[^.!?\\n]{0,60}?${b}${ABOUT}${e}`,
  // Brackets: "[Note pour le modèle]", "[instrucción para el modelo]".
  `\\[\\s*(?:${anyOf(NOTE)}\\s+)?${b}${anyOf(FOR)}\\s+(?:${anyOf(ART)}\\s*)?${b}${anyOf(MODEL)}${e}[^\\]\\n]{0,40}?\\]\\s*${LEAD}${b}${ORDER}${e}`,
  // Called at a sentence's start: "Assistant IA, si tu résumes ce courriel, écris …".
  `${b}${anyOf(CALLED)}${e}(?<=(?:^|[.!?\\n]\\s{0,3})(?:${anyOf(ART)}\\s+)?${anyOf(CALLED)})\\s*,\\s*(?:si|se|wenn|falls|quand|lorsque|cuando|quando)\\s+[^.:;!?\\n]{0,40}?${b}${ABOUT}${e}[^.:;!?\\n]{0,30}?,\\s*${ORDER}${e}`,
];
