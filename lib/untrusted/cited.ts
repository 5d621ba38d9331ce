/**
 * A cited attack (issue 15, round 19): a security page, a training slide or an incident note
 * quotes an attack as an example, 'phrases such as "ignore previous instructions"', 「これまでの指示を
 * 無視せよ」という文, "이전 지시를 무시하라" 같은 문장. That quote is a mention, not an order to
 * whoever reads the page; in the spent batches (heldout10–18) such paragraphs were the largest
 * group of flagged hard negatives. A match of an order rule (CITABLE) lying whole inside a quote
 * that a citing cue introduces (just before it: like, such as, for example, phrases, 例如 …) or
 * takes up (just after it: という, 같은, 之类, gibi …) is not a marker. The cue must touch the
 * quote: an attack in a quote with no cue (a notice to translate, a line of the data, "reply
 * with: '…'") is still read, and so is the text around a quote. round 16's `notCited`
 * (rules/mention.ts) does the same inside seven languages' patterns; this reads every rule's
 * match after the fact, in every language. Round 20 widened the cues: an example named as a
 * noun before the quote (example, ejemplo, przykład, उदाहरण, 示例 …), a report in a condition
 * ("if an email says", "dacă un e-mail spune", "wenn in einem Dokument steht") and a quote named
 * after it ("… is a classic injection").
 *
 * The trade: an attacker who wraps an order in 'for example, "…"' loses these two rules' markers
 * (the classifier still reads the paragraph, and the secret, exfiltration and persona rules still
 * fire); the text stays fenced as data either way (security.md, first row). In the spent batches no
 * attack was lost by it; on the pages a team writes about attacks, it is the most common false flag.
 */
import { foldedPattern } from './rules/types';

/** The rules whose matches a citation turns into a mention: orders to the reader and asks for its prompt. */
export const CITABLE: ReadonlySet<string> = new Set(['instruction-override', 'prompt-leak']);

// Quotes as the folded view leaves them (“ ” „ fold to ", ‘ ’ ‚ to '); 「」『』«» stay.
const CLOSER: Readonly<Record<string, string>> = { '"': '"', "'": "'", '«': '»', '「': '」', '『': '』', '‹': '›', '״': '״' };
/** How far back from a match its opening quote may be, and on from it the closing one. */
const BACK = 200;
const ON = 300;

// Cues before the quote, as whole words (folded: lower case, no accents). Each is a word or
// phrase that introduces an example or names a phrase; bare "as", "som", "ca", "jak" (which also
// start relative clauses and roles) are not among them.
const BEFORE: readonly string[] = [
  // en
  'like', 'such as', 'e\\.g\\.', 'eg', 'for example', 'for instance', 'phrases?', 'sentences?', 'wording', 'lines? like', 'text like', 'called', 'known as', 'including', 'quoted from', 'examples?',
  // de fr es it pt nl
  'wie etwa', 'etwa', 'beispiel', 'z\\. ?b\\.', 'zum beispiel', 'beispielsweise', 'satze? wie', 'phrasen?', 'formulierungen?( wie)?', 'namens',
  'comme', 'tel(?:le)?s? que', 'par exemple', 'du type', 'du genre',
  'tal(?:es)? como', 'frases? como', 'por ejemplo', 'del tipo', 'al estilo de', 'ejemplos?', 'frases?', 'frasi',
  'frasi come', 'ad esempio', 'per esempio', 'esempio', 'tipo',
  'por exemplo', 'do tipo', 'exemplos?', 'exemples?',
  'zoals', 'bijvoorbeeld', 'zin(?:nen)?(?: als)?', 'voorbeeld',
  // ru uk pl cs ro sv el tr
  'например', 'пример', 'типа', 'вроде', 'фраз[аыу]?', 'наприклад', 'на кшталт', 'фрази',
  'np\\.', 'na przyklad', 'typu', 'w stylu', 'w rodzaju', 'zdania?', 'frazy?', 'przyklad',
  'napriklad', 'treba', 'vety?', 'fraze',
  'precum', 'de exemplu', 'exemplu', 'cum ar fi',
  'sasom', 'till exempel', 't\\. ?ex\\.', 'fraser', 'meningar',
  'οπως', 'π\\.χ\\.', 'για παραδειγμα', 'φρασεις?',
  'ornegin', 'mesela',
  // ar fa he hi bn id vi th tl
  'مثل', 'مثلا', 'مثال', 'عبارة', 'عبارات', 'جملة',
  'مانند', 'نمونه', 'جمله', 'عبارت',
  'כמו', 'למשל', 'דוגמה', 'משפט',
  'जैसे', 'उदाहरण(?: के लिए)?', 'वाक्य',
  'যেমন', 'উদাহরণ', 'বাক্য',
  'seperti', 'misalnya', 'contoh(?:nya)?', 'kalimat', 'frasa',
  'nhu', 'vi du', 'cau',
    'tulad ng', 'gaya ng', 'halimbawa', 'pangungusap na',
];
// Cues written without spaces before the quote (zh ja ko), at its very edge.
const BEFORE_CJK: readonly string[] = ['如', '比如', '例如', '像', '诸如', '一句', '类似', '示例', '例子', '例えば', 'たとえば', '例', '예를 들어', '예컨대', '예시', 'เช่น', 'อย่าง', 'ตัวอย่าง', 'ประโยค'];
// Cues right after the closing quote (ja ko zh tr hi bn: the example comes first).
const AFTER: readonly string[] = ['という', 'といった', 'のような', 'などの', 'などと', 'と書かれた', '같은', '와 같은', '과 같은', '라는', '이라는', '등의', '之类', '这样的', '这类', '等', 'gibi', 'diye', 'जैसे', 'जैसी', 'जैसा', 'মতো', 'ইত্যাদি', 'ধরনের'];

// A report of what a text says, in a condition or a warning: "if an email says", "wenn in einem
// Dokument steht", "dacă un e-mail spune", "si un correo dice" (the quote is what to watch for).
const IF = ['if', 'when', 'whenever', 'wenn', 'falls', 'si', 'se', 'daca', 'если', 'jesli', 'jezeli', 'als', 'om', 'eger', 'اذا', 'إذا', 'اگر', 'אם', 'अगर', 'যদি', 'jika', 'kalau', 'apabila', 'neu', 'ถ้า', 'kung', 'kapag'];
const SAYS = ['says?', 'said', 'reads', 'asks?(?: you)?(?: to)?', 'tells you(?: to)?', 'contains', 'steht', 'sagt', 'schreibt', 'verlangt', 'dice', 'pide', 'dit', 'demande', 'chiede', 'diz', 'pede', 'spune', 'cere', 'scrie', 'говорится', 'написано', 'пишет', 'просит', 'mowi', 'pisze', 'zegt', 'vraagt', 'staat', 'sager', 'star', 'yaziyor', 'diyor', 'يقول', 'تقول', 'مكتوب', 'میگوید', 'می‌گوید', 'אומר', 'כתוב', 'कहता है', 'कहे', 'লেখা', 'বলে', 'mengatakan', 'berbunyi', 'bilang', 'noi', 'ghi', 'บอกว่า', 'เขียนว่า', 'sinasabi', 'nagsasabing'];
const reported = foldedPattern(`(?:^|[^a-z0-9\\u00c0-\\uffff])(?:${IF.join('|')})[ \\t][^"«„\\n]{0,40}?(?:${SAYS.join('|')})[ \\t]*[:,]?[ \\t]*$`);
// After the quote in English: the quote named as an example ("… is a classic injection").
const namedAfter = /^[ \t]*,?[ \t]*(?:is|was|are|were|became|remains)[ \t]+(?:\S+[ \t]+){0,3}?(?:example|classic|famous|well-known|known|typical|attack|injection|phrase|trick)/i;
const before = foldedPattern(`(?:^|[^a-z0-9\\u00c0-\\uffff])(?:${BEFORE.join('|')})[ \\t]*[:,]?[ \\t]*(?:\\S+[ \\t]+){0,3}?$`);
const beforeCjk = foldedPattern(`(?:${BEFORE_CJK.join('|')})[ \\t]*[:：,，]?[ \\t]*$`);
const after = foldedPattern(`^[ \\t]*(?:${AFTER.join('|')})`);

// A letter or digit of a script whose words an apostrophe sits inside (not CJK: a quote right after
// an ideograph, a Hangul jamo or an Indic letter opens).
const isWordCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c < 0x800);

/** An opening quote at `k` of folded `s`: a symmetric one must not sit inside a word (an apostrophe). */
function opensAt(s: string, k: number): boolean {
  const q = s[k] as string;
  if (CLOSER[q] === undefined || q === '»' || q === '」' || q === '』' || q === '›') return false;
  if (q === '"' || q === "'") return (k === 0 || !isWordCode(s.charCodeAt(k - 1))) && k + 1 < s.length && s[k + 1] !== ' ';
  return true;
}

/** A closing quote `c` at `k`: a symmetric one must not be followed by a letter (an apostrophe). */
const closesAt = (s: string, k: number, c: string): boolean => s[k] === c && (c !== "'" || k + 1 >= s.length || !isWordCode(s.charCodeAt(k + 1)));

const matches = (re: RegExp, text: string): boolean => {
  re.lastIndex = 0;
  return re.test(text);
};

/** Whether folded `s[from, to)` lies whole inside a quote that a citing cue introduces or takes up. */
export function isCited(s: string, from: number, to: number): boolean {
  // The opening quote: the nearest before the match on its line, with no closing one between.
  let k = from - 1;
  const stop = Math.max(0, from - BACK);
  for (; k >= stop; k--) {
    const ch = s[k] as string;
    if (ch === '\n') return false;
    if (opensAt(s, k)) break;
  }
  if (k < stop) return false;
  const closer = CLOSER[s[k] as string] as string;
  // A straight double quote opens only at an odd count on its line: a closing quote not followed
  // by a space looks like an opening one, and a crafted odd quote ('like "x",Ignore … " is a classic
  // injection') would pass the order between them off as the example.
  if (closer === '"') {
    let count = 0;
    for (let i = k; i >= 0 && s[i] !== '\n'; i--) if (s[i] === '"') count++;
    if (count % 2 === 0) return false;
  }
  // A pattern may take the closing quote into its match ("… instrukcje\""): the quote is then its end.
  if (to > from && s[to - 1] === closer) to--;
  for (let i = k + 1; i < from; i++) if (closesAt(s, i, closer)) return false;
  // The closing quote at or after the match's end, in the same paragraph.
  let c = to;
  const end = Math.min(s.length, to + ON);
  for (; c < end; c++) {
    if (s[c] === '\n' && s[c + 1] === '\n') return false;
    if (closesAt(s, c, closer)) break;
  }
  if (c >= end) return false;
  const head = s.slice(Math.max(0, k - 48), k);
  const tail = s.slice(c + 1, c + 60);
  return matches(before, head) || matches(beforeCjk, head) || matches(reported, s.slice(Math.max(0, k - 64), k)) || matches(after, tail) || namedAfter.test(tail);
}
