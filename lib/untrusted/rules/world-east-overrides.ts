/**
 * Instruction overrides in Arabic, Bengali and Thai, either way round (issue 15, ninth round; the
 * rows were overrides.ts's EITHER_WAY): a verb that throws away or stops obeying, and within a
 * clause what is thrown away (instructions, rules, everything above). What a handbook says with
 * the same words is told apart by the verb's form, not by a list of sentences:
 * - Arabic: the verb is a whole word, an imperative or "do not" + present ("لا تتقيد"), never a
 *   past or a longer word that starts with it ("إذا تجاهلت التعليمات" is a warning, "انسخ" is copy,
 *   "الإنسان" a human);
 * - Bengali: the verb is an order or a chained participle ("উপেক্ষা করো", "উপেক্ষা করে …"), not a
 *   condition ("উপেক্ষা করলে যন্ত্র নষ্ট হবে": if you skip them, the device breaks);
 * - Thai: "don't forget" is not "forget"; an order to buy (คำสั่งซื้อ) is not an instruction, nor
 *   instructions for a topic (คำแนะนำการ…);
 * - Bengali: "this page's instructions" (এই পাতার নির্দেশ) are the handbook's.
 * Also here, Russian "throw out of your head" (выбрось из головы) + everything / the instructions.
 * Folded-view sources; written from the languages, not from attack corpora.
 */
import { anyOf } from './types';
import { NOT_NEGATED_TH } from './negation';

// Arabic letters (the view folds hamza forms to bare alef, all inside this range).
const AR_LETTER = '[\\u0621-\\u064A]';
const AR_END = `(?!${AR_LETTER})`;
const AR_VERB = anyOf(['تجاهل', 'تجاهلي', 'تجاهلوا', 'انس', 'انسي', 'انسوا', 'اهمل', 'اهملي', 'اهملوا', 'اترك', 'اتركوا', 'لا تتبع', 'لا تتبعي', 'لا تتبعوا', 'لا تلتزم', 'لا تلتزموا', 'لا تتقيد', 'لا تتقيدوا', 'لا تطع', 'لا تطيعوا', 'لا تعمل ب', 'لا تنفذ']);
const AR_OBJECT = anyOf(['التعليمات', 'تعليمات', 'تعليماتك', 'الاوامر', 'اوامر', 'اوامرك', 'الارشادات', 'ارشاداتك', 'القواعد', 'قواعدك', 'التوجيهات', 'توجيهاتك', 'السابقة', 'اعلاه', 'ما سبق', 'ما ورد', 'ما قيل لك']);
const AR_GAP = '[^.\\n]{0,30}?';
// At a word start, or after the conjunctions و / ف written onto the word (each branch starts on
// a literal: the scan's anchors need one).
const AR_WORD = `(?<!${AR_LETTER})(?:${AR_VERB}|(?:و|ف)${AR_VERB})${AR_END}`;
const AR_WORD_BEHIND = `(?<=(?:^|[^\\u0621-\\u064A]|(?:^|[^\\u0621-\\u064A])[وف])${AR_VERB})${AR_END}`;
const ar = `${AR_WORD}${AR_GAP}${AR_OBJECT}|${AR_OBJECT}${AR_GAP}${AR_VERB}${AR_WORD_BEHIND}`;
// "You are no longer bound to follow your rules."
const arNoLonger = `لم (?:تعد|يعد عليك)\\s+(?:\\S+\\s+)?(?:ملزم\\S*|مضطر\\S*|مطالب\\S*|مجبر\\S*)\\s+(?:ب)?(?:اتباع|الالتزام|التقيد|تنفيذ)${AR_GAP}${AR_OBJECT}`;

// Bengali: an order (familiar, polite), a chained participle or "will" (an order too), not a condition.
const BN_DO = anyOf(['করো', 'করুন', 'কর', 'করে', 'করবে', 'করবেন']);
const BN_VERB = anyOf([`উপেক্ষা ${BN_DO}`, `অগ্রাহ্য ${BN_DO}`, 'ভুলে যান', 'ভুলে যাও', 'ভুলে যা', 'বাদ দাও', 'বাদ দিন', 'বাদ দিয়ে', 'মানবেন না', 'মানবে না', 'মেনো না', 'মানতে হবে না', 'মানার দরকার নেই', 'পালন করবে না', 'পালন করবেন না', 'পালন করা বন্ধ']);
const BN_OBJECT = anyOf(['নির্দেশ', 'আদেশ', 'নিয়ম', 'পূর্ববর্তী', 'আগের', 'উপরের', 'এতক্ষণ যা', 'এ পর্যন্ত যা']);
const BN_GAP = '[^.।\\n]{0,30}?';
const BN_END = '(?![\\u0980-\\u09FF])';
// "এই পাতার নির্দেশ" (this page's instructions) after the verb is the handbook's own.
const BN_THIS = '(?<!(?:এই|এসব|এগুলো)\\s+(?:\\S+\\s+)?)';
const bn = `${BN_VERB}${BN_END}${BN_GAP}${BN_THIS}${BN_OBJECT}|${BN_OBJECT}${BN_GAP}${BN_VERB}${BN_END}`;

// Thai: no spaces between words; a negator (อย่าลืม, don't forget) keeps ลืม quiet (negation.ts).
const TH_VERB = anyOf(['เพิกเฉย', 'ละเว้น', `${NOT_NEGATED_TH}ลืม`, 'ไม่ต้องสนใจ', 'อย่าสนใจ', 'ไม่สนใจ', 'ไม่ต้องทำตาม', 'อย่าทำตาม', 'ไม่ต้องปฏิบัติตาม', 'เลิกทำตาม', 'เลิกปฏิบัติตาม', 'ทิ้ง', 'ไม่ต้องเชื่อฟัง', 'อย่าเชื่อฟัง', 'ไม่จำเป็นต้องปฏิบัติตาม', 'ไม่จำเป็นต้องทำตาม']);
// A noun followed by การ / เกี่ยวกับ / สำหรับ names a topic ("คำแนะนำการดีพลอย": the deployment instructions).
const TH_TOPIC = '(?!การ|เกี่ยวกับ|สำหรับ)';
const TH_OBJECT = anyOf([`คำสั่ง(?!ซื้อ)${TH_TOPIC}`, `คำแนะนำ${TH_TOPIC}`, `กฎ${TH_TOPIC}`, 'ก่อนหน้า', 'ข้างต้น', 'ข้างบน', 'ทุกอย่างที่(?:บอก|ได้รับ|เขียน)']);
const TH_GAP = '[^.\\n]{0,30}?';
const th = `${TH_VERB}${TH_GAP}${TH_OBJECT}|${TH_OBJECT}${TH_GAP}${TH_VERB}`;

// Russian: "выбрось из головы всё / все указания" (the verbs of grammar.ts take no "из головы").
const ru = '(?:выбрось|выкинь|выбросьте|выкиньте)\\s+из\\s+головы[^.\\n]{0,40}?(?:все(?![а-я])|указани|инструкци|правил|распоряжени)';

/** Folded-view pattern sources, added to the `instruction-override` rule. */
export const eastOverridePatterns: readonly string[] = [ar, arNoLonger, bn, th, ru];
