/**
 * Arabic overrides and extraction beside world-east-overrides.ts (issue 15, tenth round), in the
 * forms that file does not read, from the language's grammar (folded view: hamza forms are bare
 * alef, short vowels and shadda removed):
 * - a negated verb of heeding (لا تلتفت إلى, لا تهتم بـ, لا تكترث لـ), "give up" (تخلَّ عن), "stop
 *   following" (توقف عن اتباع), "put … aside" (ضع … جانباً);
 * - a 2nd-person present after a request (أريدك أن تتجاهل), a masdar after an obligation
 *   (يجب عليك نسيان) — "على الموظفين تجاهل النموذج القديم" names a thing, not instructions;
 * - common dialect forms (سيبك من, خليك من, طنّش, بلاش تمشي على; "اللي فوق": what is above);
 * - the object the reader's or pointing back: a possessive, a quantifier, a qualifier after the
 *   noun (السابقة, الأصلية, الموجودة, التي …), the system's; "تعليمات السلامة" (a construct naming
 *   a topic) is none of them;
 * - extraction: a verb of showing or writing out + the first message, or the instructions /
 *   message "that were given to you" (التي أعطيت لك, التي تلقيتها).
 */
import { anyOf } from './types';

const L = '[\\u0621-\\u064A]';
// At a word start, or after و / ف written onto the word (each branch on a literal, for the anchors).
const word = (verb: string): string => `(?<!${L})(?:${verb}|(?:و|ف)${verb})`;
const END = `(?!${L})`;
const GAP = '[^.\\n،؟!]{0,30}?';

// (The preposition after it, ب / ل written onto the next word, is read by the gap.)
const HEED = anyOf(['تلتفت(?:ي|وا)?', 'تهتم(?:ي|وا)?', 'تكترث(?:ي|وا)?', 'تبال(?:ي|وا)?', 'تعر(?:ي|وا)? (?:اهتماما|انتباها)']);
const DROP_PRESENT = anyOf(['تتجاهل(?:ي|وا)?', 'تنسى', 'تنس(?:ي|وا)', 'تهمل(?:ي|وا)?', 'تترك(?:ي|وا)?', 'تتخلى عن', 'تتخلي عن', 'تتوقف عن (?:اتباع|تنفيذ|الالتزام|التقيد)', 'تتجاوز(?:ي|وا)?']);
const DROP_MASDAR = anyOf(['تجاهل', 'نسيان', 'اهمال', 'ترك', 'التخلي عن', 'تجاوز', 'عدم (?:اتباع|الالتزام|التقيد|تنفيذ)']);
const ASKED = anyOf(['اريدك ان', 'اريد منك ان', 'اطلب منك ان', 'ارجو (?:منك )?ان', 'عليك ان', 'يجب (?:عليك )?ان', 'من فضلك', 'رجاء']);
const MUST = anyOf(['عليك', 'يجب عليك', 'المطلوب منك', 'مهمتك الان']);
const VERB = anyOf([
  `لا ${HEED}`,
  'تخل(?:ي|وا)? عن', '(?:توقف|توقفي|توقفوا|كف|كفي|كفوا) عن (?:اتباع|تنفيذ|طاعة|الالتزام|التقيد|العمل)',
  `${ASKED} ${DROP_PRESENT}`, `${MUST} ${DROP_MASDAR}`,
  '(?:سيبك|سيبكم|خليك|خليكم|فكك|فككم) من', 'طنش(?:ي|وا)?', 'بلاش (?:تمشي على|تتبع|تسمع)', 'انسى',
]);
const NOUN = anyOf(['تعليمات', 'اوامر', 'قواعد', 'ارشادات', 'توجيهات', 'قيود', 'ضوابط', 'شروط']);
const QUAL = anyOf(['السابقة', 'الاصلية', 'الاولى', 'اعلاه', 'الموجودة', 'المذكورة', 'التي', 'اللي', 'الخاصة بك', 'المعطاة', 'القديمة', 'فوق']);
const OBJECT = anyOf([
  `(?:ال)?${NOUN}(?:ك|كم|ي)${END}`,
  `ال${NOUN}\\s+${QUAL}${END}`,
  `(?:ب|ل)?(?:جميع|كل|اي|كافة)\\s+(?:ال)?${NOUN}${END}`,
  `${NOUN}\\s+(?:النظام|المطور|المطورين|الشركة)${END}`,
  `(?:كل\\s+)?(?:ما|اللي)\\s+(?:سبق|قيل|ورد|كتب|انقال|اتقال|اتكتب|فوق|قبل)${END}`,
]);
const ar = `${word(VERB)}${END}${GAP}${OBJECT}`;
// "ضع التعليمات السابقة جانباً" (put the previous instructions aside).
const aside = `${word('ضع(?:ي|وا)?')}${END}\\s+${OBJECT}${GAP}جانبا${END}`;

// Extraction: a verb of bringing out, then the first message or what "was given to you".
const SHOW = anyOf(['اعد كتابة', 'اعيدي كتابة', 'كرر', 'كرري', 'اعرض', 'اعرضي', 'اظهر', 'اكتب', 'اكتبي', 'اطبع', 'انسخ', 'اخبرني', 'قل لي', 'ما هي', 'ما هو', 'ما كانت', 'اكشف', 'شارك', 'ارني', 'وريني', 'قولي']);
// (With the object pronoun written onto the verb: تلقيته, تلقيتها.)
const GIVEN = `${anyOf(['اعطيت', 'تلقيت', 'استلمت', 'وصلتك', 'وصلك', 'زودت', 'قدمت لك', 'كتبت لك', 'وضعت لك', 'برمجت'])}(?:ه|ها|هم)?`;
const FIRST = anyOf([
  // (Received from someone named, "من المدير", they are a colleague's, not the model's.)
  `(?:ال)?(?:رسالة|رسائل|تعليمات|اوامر|قواعد|توجيهات|ارشادات|نص|موجه)\\S*\\s+(?:\\S+\\s+)?(?:التي|اللي|الذي)\\s+(?:\\S+\\s+)?${GIVEN}${END}(?!\\s+من\\s+(?!قبل|النظام|المطور|البداية))`,
  'الرسالة الاولى', 'اول رسالة', 'كل ما (?:هو )?(?:مكتوب|ورد|كتب) (?:اعلاه|فوق|قبل)',
]);
// A request in the present after "can you / I want you to" (هل يمكنك أن تكتب لي …).
const SHOW_PRESENT = `(?:يمكنك|تستطيع|اريدك|ارجو|اطلب منك) ان ${anyOf(['تكتب', 'تعرض', 'تظهر', 'تكرر', 'تعيد كتابة', 'تطبع', 'تنسخ', 'تخبرني', 'تشارك', 'تقول'])}`;
const leak = `${word(SHOW)}${END}${GAP}${FIRST}|${word(SHOW_PRESENT)}${END}${GAP}${FIRST}`;

/** Folded-view pattern sources, added to the `instruction-override` rule. */
export const southArabicOverridePatterns: readonly string[] = [ar, aside];
/** Folded-view pattern sources, added to the `prompt-leak` rule. */
export const southArabicLeakPatterns: readonly string[] = [leak];
