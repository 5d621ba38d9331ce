/**
 * No-limits personas and modes, and output demands, in ko ru hi ar bn th (issue 15, ninth round).
 * - A jailbreak mode by its borrowed or native name ("जेलब्रेक मोड", "โหมดเจลเบรก", "탈옥 모드",
 *   "وضع كسر الحماية"): a phone's jailbreak is not a mode.
 * - The reader made an AI without limits: "you" (أنت, তুমি / আপনি) and, in the same sentence,
 *   "without any limits / there are no limits" (a tool "has no limits" says nothing of the reader).
 * - An output demand: no explanation / nothing else, then "only write X", or "write X and nothing
 *   more": the restriction to a given text, not a form's language ("write the answer only in Russian").
 * Folded-view sources; written from the languages, not from attack corpora.
 */
import { anyOf } from './types';

const JAILBREAK = anyOf(['जेलब्रेक', 'জেলব্রেক', 'เจลเบรก', '탈옥', 'джейлбрейк\\S*', 'كسر الحماية']);
const MODE = anyOf(['मोड', 'মোড', 'โหมด', '모드', 'режим\\S*', 'وضع']);
const mode = `${JAILBREAK}\\s*${MODE}|${MODE}\\s*${JAILBREAK}`;

const AR_LETTER = '[\\u0621-\\u064A]';
const arLimitless = `(?<!${AR_LETTER})(?:انت|انتم)\\s+(?:\\S+\\s+){0,4}?(?:بلا|بدون|دون)\\s+(?:اي\\s+)?(?:قيود|حدود|ضوابط|فلاتر|رقابة)`;
const bnLimitless = '(?:তুমি|আপনি)[^।.\\n]{0,40}?(?:কোনো|কোন)\\s+(?:বাধা|সীমাবদ্ধতা|নিষেধ|বিধিনিষেধ|ফিল্টার)\\S*\\s+(?:নেই|নাই)';

// "You are (now) a character / model that cares for no rule / whose filters are off."
const arUnbound = `(?<!${AR_LETTER})(?:انت|انتم)\\s+(?:\\S+\\s+){0,3}?(?:نموذج|شخصية|ذكاء اصطناعي|روبوت)[^.\\n]{0,40}?(?:عطلت|معطلة|اوقفت|ازيلت|لا تعترف|لا تلتزم|لا تتقيد)[^.\\n]{0,20}?(?:فلاتر|قيود|قواعد|ضوابط|رقابة)`;
const hiUnbound = '(?:तुम|आप)\\s+(?:\\S+\\s+){0,6}?(?:किरदार|चरित्र|पात्र|एआई|मॉडल)\\s+(?:\\S+\\s+){0,8}?(?:नियम|कायदे|क़ानून|फ़िल्टर|पाबंदी)\\S*\\s+(?:\\S+\\s+){0,4}?(?:कोई मतलब नहीं|परवाह नहीं|नहीं मानता|नहीं मानती|नहीं मानते)';
const bnUnbound = '(?:তুমি|আপনি)[^।\\n]{0,40}?(?:চরিত্র|এআই|মডেল)[^।\\n]{0,40}?(?:নিয়ম\\S*|ফিল্টার\\S*)[^।\\n]{0,15}?(?:দাম নেই|পরোয়া করে না|মানে না|বন্ধ)';
const thUnbound = 'คุณ(?:คือ|เป็น)[^\\n]{0,40}?(?:ตัวละคร|โมเดล|เอไอ|บอท|AI)[^\\n]{0,30}?(?:ไม่สน(?:ใจ)?กฎ|ไม่มีกฎ|ปิดตัวกรอง|ไม่มีข้อจำกัด|ไม่มีการกรอง|ไม่ทำตามกฎ)';

/** Folded-view pattern sources, added to the `jailbreak-persona` rule. */
export const eastPersonaPatterns: readonly string[] = [mode, arLimitless, bnLimitless, arUnbound, hiUnbound, bnUnbound, thUnbound];

// "Only write / answer …" then a quote or "the word".
const QUOTE = '[«"“\'„]';
const arOnly = `(?<!${AR_LETTER})(?:اكتب|اجب|قل|رد)\\s+(?:فقط|لا غير)\\s+(?:\\S+\\s+)?(?:كلمة|عبارة|جملة|ب)?\\s*${QUOTE}|(?<!${AR_LETTER})فقط\\s+(?:اكتب|اجب|قل|رد)\\s+(?:\\S+\\s+)?${QUOTE}`;
// (Anchored on 라는 / 라고만, the quote checked behind it.)
const KO_SAID = '(?:이라는|라는)\\s*(?:단어|말|문장)만|(?:이라고만|라고만)';
const koOnly = `${KO_SAID}(?<=[»"”']\\s*(?:${KO_SAID}))\\s*(?:출력|대답|답|말|써|적어)`;
const ruOnly = '(?<![а-я])(?:напиши|ответь|скажи|выведи)\\S*[^.\\n]{0,40}?(?:и\\s+больше\\s+(?:ничего|ни\\s+слова)|больше\\s+ни\\s+слова|и\\s+ничего\\s+больше)';

/** Folded-view pattern sources, added to the `output-hijack` rule. */
export const eastOnlyPatterns: readonly string[] = [arOnly, koOnly, ruOnly];
