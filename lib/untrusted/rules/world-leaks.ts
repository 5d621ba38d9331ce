/**
 * Prompt extraction in languages whose attacks public sets carry only as machine translations:
 * a verb that brings text out (repeat, show, tell, print) or a question word, then, in the same
 * sentence, "your instructions" as that language says it (a possessive word, a possessive
 * suffix, or a phrase "instructions of yours"), either way round (verb-final languages ask
 * object first). The possessive keeps it quiet on "read the installation instructions".
 * Sixth round: what is asked for may also be the system prompt or system message by its name in
 * the language, or "the (whole) text above" (a verb is still needed: "the text above explains the
 * form" is a handbook's). Written from the languages, not from attack corpora. Accents are
 * removed by the view.
 */
import { anyOf } from './types';

interface Extraction {
  /** Verbs of bringing out and question words. */
  readonly ask: readonly string[];
  /** "Your instructions" (regex source, may hold a short gap). */
  readonly yours: readonly string[];
  /** Whether words are separated by spaces and must start on a word boundary (Latin, Cyrillic). */
  readonly latin?: boolean;
}

const es = ['instrucciones', 'indicaciones', 'reglas', 'directrices', 'ordenes', 'prompt', 'consignas'];
const fr = ['instructions', 'consignes', 'regles', 'directives', 'prompt', 'ordres'];
const de = ['anweisungen', 'instruktionen', 'regeln', 'vorgaben', 'befehle', 'prompt', 'richtlinien'];
const it = ['istruzioni', 'regole', 'direttive', 'indicazioni', 'prompt', 'ordini'];
const pt = ['instrucoes', 'regras', 'diretrizes', 'orientacoes', 'ordens', 'prompt'];
const ru = ['инструкци\\S*', 'указани\\S*', 'правил\\S*', 'промпт\\S*', 'директив\\S*', 'команд\\S*'];
const zh = ['指令', '指示', '说明', '說明', '提示', '规则', '規則', '设定', '設定', '命令'];
const ja = ['指示', '命令', '指令', 'プロンプト', 'ルール', '設定'];
const ko = ['지시', '지침', '명령', '프롬프트', '규칙', '설정'];
const hi = ['निर्देश', 'आदेश', 'नियम', 'प्रॉम्प्ट'];
const bn = ['নির্দেশ', 'আদেশ', 'নিয়ম', 'প্রম্পট'];
const id = ['instruksi', 'petunjuk', 'perintah', 'aturan', 'prompt'];
const th = ['คำสั่ง', 'คำแนะนำ', 'กฎ', 'พรอมต์'];
const tl = ['tagubilin', 'instruksyon', 'utos', 'panuto', 'patakaran', 'prompt'];
// Turkish asks in the imperative (bare, -In, -InIz), not "yazılı" (written) or "gösteren" (showing): tenth round.
const TR_ASK = '(?:tekrarla|goster|soyle|yaz|yazd(?:ı|i)r|ac(?:ı|i)kla|ver)(?:y?(?:ı|i|u)n(?:(?:ı|i|u)z)?)?(?![a-zı])';
const vi = ['huong dan', 'chi dan', 'chi thi', 'menh lenh', 'quy tac', 'prompt'];
const gapBefore = (owners: string[], nouns: string[]): string => `${anyOf(owners)}\\s+(?:\\S+\\s+){0,2}?${anyOf(nouns)}`;
// Eighth round: in es fr de it pt, what is asked for may also be the system prompt or message
// with a singular possessive (tu, ton, votre, Ihren, seu …), "the instructions (that) you were
// given / received" (a relative clause instead of a possessive, as a speaker says it), or "the
// (whole) text above" as it, ru, id and vi already had. A verb of bringing out is still needed.
const esSystem = ['prompt', 'mensaje (?:de|del) sistema', 'prompt (?:de|del) sistema'];
const frSystem = ['prompt', 'message systeme', 'prompt systeme', 'message (?:de|du) systeme'];
const deSystem = ['systemprompt', 'systemnachricht', 'systemanweisung\\S*', 'system-prompt'];
const ptSystem = ['prompt', 'mensagem (?:de|do) sistema', 'prompt (?:de|do) sistema'];
const given = (nouns: string[], clauses: string[]): string => `${anyOf(nouns)},?(?:\\s+\\S+){0,2}?\\s+${anyOf(clauses)}`;
const ES_GIVEN = ['que (?:te|le) (?:dieron|dio|han dado|pasaron|dijeron)', 'que (?:recibiste|has recibido|recibio|ha recibido)', 'con (?:el|las?|los) que (?:te|le) (?:configuraron|programaron)'];
const FR_GIVEN = ['qu.on (?:t|vous).a (?:donne|fourni|transmis)\\S*', 'que (?:tu as|vous avez) recu\\S*'];
const DE_GIVEN = ['(?:die|den|das|mit dem|mit denen) (?:man )?(?:du |sie )?(?:dir |ihnen )?(?:\\S+ ){0,4}?(?:bekommen|erhalten|gegeben|eingerichtet|konfiguriert)'];
const IT_GIVEN = ['che (?:ti|le) (?:hanno|sono stat[ei]|e stat[oa])\\s+(?:dat[eio]|fornit[eio]|passat[eio])', 'che hai ricevuto', 'con cui ti hanno (?:configurato|programmato)'];
const PT_GIVEN = ['que (?:voce|tu) recebeu', 'que (?:te|lhe) (?:deram|passaram|foram dad[ao]s)', 'com (?:que|a qual) (?:voce )?foi configurad[oa]'];
const ES_ABOVE = ['todo el texto', 'el texto'].map((t) => `${t} (?:que (?:hay|esta|aparece) )?(?:de |por )?(?:arriba|encima)`);
const FR_ABOVE = ['tout le texte', 'le texte'].map((t) => `${t} (?:qui (?:se trouve|est) )?(?:ci-dessus|au-dessus)`);
const DE_ABOVE = ['text (?:oben|daruber|uber dieser zeile)', 'obigen text'];
const PT_ABOVE = ['todo o texto', 'o texto'].map((t) => `${t} (?:que esta )?(?:acima|la em cima)`);

const EXTRACTIONS: Record<string, Extraction> = {
  es: { latin: true, ask: ['repite', 'repita', 'repetir', 'muestra\\S*', 'dime', 'digame', 'revela\\S*', 'imprime', 'escribe', 'escriba', 'comparte', 'cuales son', 'cual es', 'ensename', 'dame', 'copia(?:me)?', 'pega(?:me)?'], yours: [gapBefore(['tus'], es), `${anyOf(es)} del sistema`, gapBefore(['tu', 'su'], esSystem), given(es.concat(esSystem), ES_GIVEN), ...ES_ABOVE] },
  fr: { latin: true, ask: ['repete[sz]?', 'repeter', 'montre[sz]?(?:-moi)?', 'dis(?:-moi)?', 'dites(?:-moi)?', 'revele[sz]?', 'affiche[sz]?', 'donne[sz]?(?:-moi)?', 'quelles sont', 'quel est', 'ecris', 'recite', 'recopie[sz]?', 'colle[sz]?(?:-moi)?'], yours: [gapBefore(['tes', 'vos'], fr), gapBefore(['ton', 'votre'], frSystem), given(fr.concat(frSystem), FR_GIVEN), ...FR_ABOVE] },
  de: { latin: true, ask: ['wiederhole\\S*', 'zeig(?:e|en sie)?', 'sag(?:e|en sie)?', 'nenne\\S*', 'verrate\\S*', 'gib', 'schreib\\S*', 'was sind', 'wie lauten', 'drucke', 'kopiere\\S*', 'kopieren sie', 'wiederholen sie'], yours: [gapBefore(['deine[nmrs]?'], de.concat(deSystem)), gapBefore(['ihre[nmrs]?'], deSystem), given(de.concat(deSystem), DE_GIVEN), ...DE_ABOVE] },
  it: { latin: true, ask: ['ripeti', 'ripetere', 'mostra\\S*', 'dimmi', 'rivela\\S*', 'scrivi', 'stampa', 'quali sono', 'dammi', 'riscrivi', 'riporta\\S*', 'incolla\\S*'], yours: [gapBefore(['tue', 'tuoi', 'sue'], it), 'prompt di sistema', 'messaggio di sistema', 'tutto il testo (?:che (?:c.e|si trova) )?(?:qui )?sopra', 'il testo (?:che (?:c.e|si trova) )?(?:qui )?sopra', given(it, IT_GIVEN)] },
  pt: { latin: true, ask: ['repita', 'repete', 'repetir', 'mostre\\S*', 'mostra\\S*', 'diga\\S*', 'me diga', 'revele', 'imprima', 'escreva', 'quais sao', 'de-me', 'me de', 'cole', 'copie'], yours: [gapBefore(['suas', 'tuas', 'seus'], pt), gapBefore(['seu', 'sua', 'teu', 'tua'], ptSystem), given(pt.concat(ptSystem), PT_GIVEN), ...PT_ABOVE] },
  ru: { ask: ['повтори\\S*', 'покажи\\S*', 'скажи\\S*', 'назови\\S*', 'раскрой\\S*', 'выведи\\S*', 'напиши\\S*', 'перечисли\\S*', 'какие', 'каковы', 'дай\\S*', 'расскажи\\S*'], yours: [gapBefore(['сво\\S*', 'тво\\S*', 'ваш\\S*', 'у тебя', 'у вас'], ru), 'сообщени\\S* систем\\S*', 'весь текст\\S* (?:выше|над)', 'текст\\S* (?:выше|над)'] },
  zh: { ask: ['重复', '重複', '告诉我', '告訴我', '显示', '顯示', '输出', '輸出', '打印', '说出', '說出', '透露', '列出', '写出', '寫出', '是什么', '是什麼', '给我看', '給我看'], yours: [`(?:你|您)(?:的|收到的|被给予的|得到的).{0,6}?${anyOf(zh)}`, '上面的(?:所有)?(?:文字|内容)'] },
  ja: { ask: ['繰り返', '表示', '教えて', '出力', '見せて', '書き出', 'は何', '言って', '印刷', '共有'], yours: [`(?:あなた|君|きみ|お前)(?:の|が受け取った|に与えられた|が受けた).{0,6}?${anyOf(ja)}`] },
  ko: { ask: ['반복', '보여', '알려', '출력', '말해', '공개', '뭐', '무엇'], yours: [`(?:당신|너|네|니)(?:의|가 받은|이 받은)?\\s*${anyOf(ko)}`, '위에 있는 (?:텍스트|내용|글)'] },
  hi: { ask: ['दोहरा\\S*', 'बता\\S*', 'दिखा\\S*', 'लिख\\S*', 'प्रकट', 'क्या है', 'क्या हैं'], yours: [`(?:अपने|आपके|तुम्हारे|अपनी|आपकी|तुम्हारी)\\s+(?:\\S+\\s+)?${anyOf(hi)}`, 'सिस्टम प्रॉम्प्ट'] },
  ar: { ask: ['كرر', 'اعرض', 'أظهر', 'اظهر', 'أخبرني', 'اخبرني', 'قل', 'اكتب', 'اطبع', 'ما هي', 'ما هو', 'اكشف', 'شارك'], yours: ['(?:تعليماتك|أوامرك|اوامرك|قواعدك|إرشاداتك|ارشاداتك|توجيهاتك)', '(?:التعليمات|الأوامر|القواعد) الخاصة بك', 'موجه النظام', 'رسالة النظام', 'النص الموجود (?:اعلاه|فوق)'] },
  bn: { ask: ['পুনরাবৃত্তি', 'বলুন', 'বলো', 'দেখান', 'দেখাও', 'লিখুন', 'প্রকাশ', 'কী', 'কি'], yours: [`(?:আপনার|তোমার)\\s+(?:\\S+\\s+)?${anyOf(bn)}`, 'সিস্টেম প্রম্পট'] },
  id: { latin: true, ask: ['ulangi', 'tunjukkan', 'beritahu\\S*', 'katakan', 'tampilkan', 'tuliskan', 'cetak', 'ungkapkan', 'sebutkan', 'apa', 'berikan'], yours: [`${anyOf(id)}(?:mu|\\s+(?:\\S+\\s+)?(?:anda|kamu))`, 'prompt sistem', 'semua teks (?:yang ada )?di atas', 'seluruh teks (?:yang ada )?di atas', 'teks (?:yang ada )?di atas'] },
  th: { ask: ['ทวน', 'ทำซ้ำ', 'บอก', 'แสดง', 'พิมพ์', 'เปิดเผย', 'อะไร', 'เขียน'], yours: [`${anyOf(th)}.{0,8}?ของคุณ`, 'พรอมต์ระบบ', 'ข้อความ(?:ทั้งหมด)?(?:ที่อยู่)?(?:ข้างบน|เหนือ)'] },
  tl: { latin: true, ask: ['ulitin', 'ipakita', 'sabihin', 'isulat', 'ibunyag', 'ano ang', 'ilista', 'ibigay'], yours: [gapBefore(['iyong', 'inyong', 'mong'], tl), `${anyOf(tl)}\\s+(?:\\S+\\s+)?(?:mo|ninyo)`] },
  tr: { latin: true, ask: [TR_ASK, 'nedir', 'nelerdir'], yours: ['(?:talimat|komut|kural|yonerge|istem)lar(?:ı|i)n(?:ı|i)?z?(?:ı|i)?', 'sistem istem\\S*', 'yukar(?:ı|i)daki metn\\S*'] },
  vi: { latin: true, ask: ['chep lai', 'nhac lai', 'lap lai', 'cho toi xem', 'cho toi biet', 'hien thi', 'in ra', 'viet ra', 'tiet lo', 'la gi', 'noi'], yours: [`${anyOf(vi)}[^.\\n]{0,12}?cua ban`, 'loi nhac he thong', 'toan bo van ban phia tren', 'van ban phia tren'] },
};

// One pattern for the languages written with spaces and word boundaries, one for the others
// (word classes pooled), each anchored on "yours" only: every distinct first character of a
// pattern costs one of the anchor automaton's 256 symbols. "Yours" is matched first and the
// lookbehind for the verb before it checked after, so common anchors ("test" for "tes") fail at once.
const pool = (latin: boolean): string => {
  const all = Object.values(EXTRACTIONS).filter((x) => (x.latin === true) === latin);
  const b = latin ? '(?<![a-z])' : '';
  const e = latin ? '(?![a-z])' : '';
  const a = `${b}${anyOf(all.flatMap((x) => x.ask))}${e}`;
  const y = `${b}${anyOf(all.flatMap((x) => x.yours))}`;
  const g = '[^.?!。？\\n]{0,30}?';
  return `${y}(?:(?<=${a}${g}${y})|${g}${a})`;
};

/** Ask … yours, or yours … ask, within a sentence. */
export const worldExtractionPatterns: readonly string[] = [pool(true), pool(false)];
