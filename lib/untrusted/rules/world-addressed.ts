/**
 * Indirect injection in other languages (issue 15, sixth round): text inside data that addresses
 * the AI reading it. Two grammars, each a condition the text puts on its reader, which data meant
 * for a person does not put:
 * - "if you are an AI …": the language's "if you are" (and an article), then at once a word for an
 *   AI (not "an AI researcher": a person noun, a hyphenated compound or another word between
 *   keeps it quiet); verb-final languages put the AI word before the conditional copula
 *   (言語モデルなら, 언어 모델이라면, yapay zekaysan, … एआई हो);
 * - an address that ends in a colon: "to / for" and a word for an AI, a clause with "this" (the
 *   text the AI is reading), then ':' ("Для ИИ, который обрабатывает эту страницу:"); verb-final
 *   languages say "this … AI-to:" ("この文書を要約するAIへ："). "For the AI team:" has no "this"
 *   and no AI word right after "for".
 * Written from the languages, not from attack corpora. Accents are removed by the view.
 */
import { anyOf } from './types';

// Words for an AI in languages written with spaces (Latin, Cyrillic, Arabic); no bare "assistant":
// it names people too. A word whose first letter no other rule's anchor uses is anchored on a
// later word, its head checked behind (the anchor automaton has 256 symbols, and they were all used).
const AI = [
  'ia', 'ki', 'ai', 'ии', 'intelligenza artificiale', 'inteligencia artificial', 'intelligence artificielle', 'kunstliche intelligenz', 'kecerdasan buatan', 'tri tue nhan tao',
  'assistente (?:ia|di ia|de ia|virtuale)', 'asistente (?:de ia|virtual)', 'assistant (?:ia|d.ia|virtuel)', 'ki-assistent\\S*', 'asisten (?:ai|virtual)', 'tro ly (?:ai|ao)', 'ai assistant',
  'modello (?:linguistico|di linguaggio)', 'modelo de (?:lenguaje|linguagem)', 'modele de langage', 'sprachmodell\\S*', 'model bahasa', 'mo hinh ngon ngu', 'language model',
  'chatbot\\S*', 'нейросет\\S*', 'ии-(?:помощник|ассистент)\\S*', '(?<=языков\\S* м)одел\\S*', 'чат-бот\\S*',
  '(?<=نموذج\\S* )لغوي\\S*', 'المساعد\\S* (?:ال)?(?:الي|ذكي)\\S*', 'مساعد\\S* (?:ال)?(?:الي|ذكي)\\S*', 'الذكاء (?:ال)?اصطناعي', 'ذكاء (?:ال)?اصطناعي', 'روبوت\\S*',
];
// A person who works on AI: "AI researcher" (loanwords in Tagalog and others).
const NOT_A_PERSON = '(?!(?:researchers?|engineers?|developers?|experts?|specialists?|teams?)\\b)';

// "If you are (a)", per language.
const IF = [
  'se sei (?:una?\\s+|un.)?', 'si eres (?:una?\\s+)?', 'si (?:tu es|vous etes) (?:une?\\s+)?', '(?:wenn|falls) du (?:eine?\\s+)?', 'se (?:voce|tu) (?:e|es) (?:uma?\\s+)?',
  'если ты (?:-\\s+)?', '(?:jika|kalau|apabila) (?:kamu|anda|engkau) (?:adalah |merupakan )?(?:seorang |sebuah )?', 'neu ban la (?:mot )?', 'kung ikaw ay (?:isang |isa kang )?', '(?:اذا|إذا|لو) كنت ',
];
// "To / for" (and an article) before the AI word of an address.
const FOR = ['per', 'a', 'al', 'alla', 'para', 'pour', 'an', 'fur', 'для', 'к', 'untuk', 'kepada', 'danh cho', 'gui', 'para sa', 'الى', 'إلى'];
const ART = ['il', 'la', 'lo', 'l.', 'le', 'el', 'o', 'die', 'den', 'das', 'the', 'ang'];
// "This" (the text the AI reads), per language.
const THIS = ['quest[oaie]', 'est[eao]s?', 'ess[ea]s?', 'ce(?:t|tte|s)?', 'diese[nmrs]?', 'dies', 'эт\\S*', 'ini', 'nay', 'nito', 'ito', 'هذ[اه]'];

const b = '(?<![a-zа-я])';
const e = '(?![a-zа-я])';
// The anchor: each word at a word start (a word anchored on its second half checks its head behind).
// The anchor: each word at a word start (a word anchored on its second half checks its head
// behind), then a space (written as one, not \s) or a punctuation mark, which the scan's follow
// check reads (follow.ts): "airtable", "kind" or "aid" then never wake the regex.
const END = '(?: |,|;|:|!)';
const ai = anyOf(AI.map((w) => `${w.startsWith('(?<=') ? w : `${b}${w}`}${END}`));
// The same words in full, for the checks behind the anchor.
const aiFull = anyOf(AI.map((w) => w.replace('(?<=языков\\S* м)одел', 'языков\\S* модел').replace('(?<=نموذج\\S* )لغوي', 'نموذج\\S* لغوي')));
const clause = '[^.:;!?\\n]';

/** The patterns (folded view), added to the `addressed-to-ai` rule. */
export const worldAddressedPatterns: readonly string[] = [
  // If you are an AI …, anchored on the AI word, "if you are" checked behind it.
  `${ai}(?<=${b}${anyOf(IF)}${aiFull}${END})${NOT_A_PERSON}`,
  // To the AI that reads this …: , anchored on the AI word too.
  `${ai}(?<=${b}${anyOf(FOR)}\\s*(?:${anyOf(ART)}\\s*)?${aiFull}${END})${NOT_A_PERSON}${clause}{0,60}?${b}${anyOf(THIS)}${e}${clause}{0,30}?\\s*:`,
  // Verb-final conditionals, anchored on the AI word (each distinct first character of a
  // non-ASCII literal costs one of the anchor automaton's 256 symbols: words already used by
  // other rules are the anchors, the rest is checked behind them).
  '(?<![a-zı])(?:yapay zeka|dil model|asistan|sohbet bot)\\S*s[ae]n(?:[ıi]z)?(?![a-zı])',
  '(?:तुम|आप)(?<=(?:अगर|यदि)\\s+(?:तुम|आप))[^।\\n]{0,40}?(?:एआई|भाषा मॉडल)(?:\\s+सहायक)?\\s+(?:हो|हैं)',
  'এআই(?<=যদি[^।\\n]{0,40}?এআই)(?:\\s+সহকারী)?\\s+(?:হও|হন|হয়ে থাকো|হয়ে থাকেন)',
  'คุณเป็น(?<=(?:ถ้า|หาก)คุณเป็น)(?:ผู้ช่วย\\s*)?(?:ai|แชทบอท|ปัญญาประดิษฐ์|โมเดลภาษา)',
  '(?:ai|인공지능|언어 모델|챗봇|어시스턴트)(?:이라면|라면| 이라면| 라면)',
  '(?:ai|アシスタント|チャットボット|人工知能|ル(?<=言語モデル))(?:なら|であれば|の場合|であるなら|だったら)',
  '(?:你|您)是(?<=(?:如果|假如)(?:你|您)是)[^，。,\\n]{0,15}?(?:ai|人工智能|助手|语言模型|語言模型)(?![研工专專])',
  // Verb-final addresses: this … AI-to:
  '(?:ai|アシスタント|チャットボット)(?<=(?:この|本)[^。！？\\n]{0,40}?(?:ai|アシスタント|チャットボット))(?:へ|に|への(?:指示|メモ|お願い))\\s*[:：]',
  '(?:ai|어시스턴트|챗봇)(?<=이\\s[^.!?\\n]{0,40}?(?:ai|어시스턴트|챗봇))(?:에게|한테)(?:\\s*(?:알림|지시|메모))?\\s*:',
  '(?:yapay zeka|dil model|asistan|sohbet bot)\\S*(?<=(?<![a-zı])bu\\s[^.!?\\n]{0,40}?(?:yapay zeka|dil model|asistan|sohbet bot)\\S*)(?:\\s+not)?\\s*:',
  'एआई(?<=(?:इस|यह)\\s[^।\\n]{0,50}?एआई)(?:\\s+सहायक)?\\s+(?:के लिए|को)(?:\\s+(?:निर्देश|नोट|सूचना))?\\s*:',
  'এআই(?<=এই\\s[^।\\n]{0,50}?এআই)(?:\\s+সহকারী)?-?(?:এর)?\\s*(?:জন্য|প্রতি)(?:\\s+(?:নির্দেশ|নোট))?\\s*:',
  '(?:ai|人工智能|助手)(?<=(?:致|给|給)[^，。：:\\n]{0,30}?(?:这|這|此|本)[^，。：:\\n]{0,20}?(?:ai|人工智能|助手))(?::|：)',
  '(?:ai|แชทบอท)(?<=(?:ถึง|สำหรับ)\\s*(?:ผู้ช่วย\\s*)?(?:ai|แชทบอท))(?: |ที่|ซึ่ง)[^\\n:]{0,50}?นี้[^\\n:]{0,10}?:',
];
