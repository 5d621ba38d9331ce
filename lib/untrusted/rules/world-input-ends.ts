/**
 * A whole line that announces the end of the user's input or of the data (issue 15, round 16),
 * in the languages of round 16, the shape of boundary.ts's English line ("=== end of user input
 * ==="): only delimiters around it, nothing else on the line. Greek "ΤΕΛΟΣ ΕΙΣΟΔΟΥ ΧΡΗΣΤΗ",
 * Hebrew "סוף קלט המשתמש", Persian "پایان ورودی (کاربر)", Czech "konec vstupu (uživatele)",
 * Romanian "sfârșitul datelor de intrare", Swedish "slut på användarens inmatning", Ukrainian
 * "кінець введення користувача". A sentence that mentions an end of input has words around it.
 */
import { anyOf } from './types';

const LEAD = '(?<=(?:^|\\n)[ \\t]*[-=#*\\[<(>|_~]*[ \\t]*)';
const TAIL = '[ \\t]*[-=#*\\]>)|_~.:!]*[ \\t]*(?=\\r?\\n|$)';
const ENDS = anyOf([
  'τελος\\s+(?:της\\s+)?(?:εισοδου|εισαγωγης|δεδομενων|κειμενου|μηνυματος)(?:\\s+(?:του\\s+)?χρηστη)?',
  'סוף\\s+(?:ה)?(?:קלט|נתונים|טקסט|הודעה|מסמך)(?:\\s+(?:של\\s+)?(?:ה)?משתמש)?',
  'پایان\\s+(?:ورودی|داده|دادهها|متن|پیام)(?:\\s+(?:ی\\s+)?کاربر)?',
  'konec\\s+(?:vstupu|dat|textu|zpravy|dokumentu)(?:\\s+uzivatele)?',
  'sfarsit(?:ul)?\\s+(?:datelor\\s+de\\s+intrare|intrarii|datelor|textului|mesajului)(?:\\s+(?:utilizatorului))?',
  'slut\\s+(?:pa\\s+)?(?:anvandarens\\s+)?(?:inmatning(?:en)?|indata|data|texten|meddelandet)',
  '(?:кінець|кiнець)\\s+(?:введення|вводу|даних|тексту|повідомлення)(?:\\s+користувача)?',
]);

/** Folded-view pattern sources (context-boundary). */
export const worldInputEndPatterns: readonly string[] = [`${LEAD}${ENDS}${TAIL}`];
