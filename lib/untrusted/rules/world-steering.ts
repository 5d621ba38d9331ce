/**
 * Personas without limits and output demands in languages whose attacks public sets carry only
 * as machine translations. Persona: the word for an AI (IA, KI, ИИ, 人工智能, एआई …) and, within
 * a sentence either way round, "without restrictions / limits / filters / rules / censorship";
 * or a verb of pretending (pretend, act as, you are now) then the word for an AI. Output
 * demand: "only / just" with a verb of answering and a quoted text. Written from the languages,
 * not from attack corpora; accents are removed by the view.
 */
import { anyOf } from './types';
import { LATIN_NOT_BEING } from './negation';

interface Steering {
  readonly ai: readonly string[];
  readonly unlimited: readonly string[];
  readonly pretend: readonly string[];
  /** Answer-only demands (regex sources), each ending at or before the quoted text. */
  readonly only: readonly string[];
  readonly latin?: boolean;
  /** Cyrillic words need their own boundary (\\b knows ASCII only). */
  readonly cyrillic?: boolean;
}

const Q = '(?:["\'\\x60«「『:]|\\s\')';
const W = '(?:\\s+\\S+){0,2}?\\s+';
const only = (verbs: string, adv: string): string[] => [`${verbs}${W}${adv}[^.\\n]{0,12}?${Q}`, `${adv}\\s+(?:\\S+\\s+)?${verbs}[^.\\n]{0,12}?${Q}`];

const STEERING: Record<string, Steering> = {
  es: { latin: true, ai: ['ia', 'inteligencia artificial', 'asistente', 'chatbot', 'modelo de lenguaje', 'bot'], unlimited: ['sin (?:ningun[oa]? |\\S+ )?(?:restricciones|restriccion|limites|filtros|reglas|censura|limitaciones)', 'que no tiene (?:ningun[ao]? )?(?:reglas|limites|filtros|restricciones|censura)', 'que nunca se niega', 'que nunca rechaza'], pretend: ['finge (?:que eres|ser)', 'actua como', 'ahora eres', 'imagina que eres', 'haz de cuenta que eres'], only: only('(?:responde|responda|contesta|conteste|di|diga|escribe|escriba|imprime|devuelve)', '(?:solo|solamente|unicamente|exclusivamente)') },
  fr: { latin: true, ai: ['ia', 'intelligence artificielle', 'assistant', 'chatbot', 'modele de langage', 'bot'], unlimited: ['sans (?:aucune? |\\S+ )?(?:restrictions?|limites?|filtres?|regles?|censure|limitations?)', 'qui n.a (?:aucune? |pas de )(?:restrictions?|limites?|filtres?|regles?|censure)', 'qui ne refuse (?:jamais|rien)'], pretend: ['fais semblant d.etre', 'faites semblant d.etre', 'agis comme', 'tu es maintenant', 'imagine que tu es'], only: [...only('(?:reponds|repondez|dis|dites|ecris|ecrivez|affiche|renvoie)', '(?:uniquement|seulement|simplement)'), '\\bne (?:reponds|repondez|dis|dites|ecris) (?:rien d.autre )?que[^.\\n]{0,12}?(?:["\'«:])'] },
  de: { latin: true, ai: ['ki', 'kunstliche intelligenz', 'assistent(?:en)?', 'chatbot', 'sprachmodell', 'bot'], unlimited: ['ohne (?:jegliche |\\S+ )?(?:einschrankung(?:en)?|grenzen|filter|regeln|zensur|beschrankung(?:en)?)', '(?:der|die|das) nie(?:mals)? (?:\\S+ )?ablehnt', '(?:der|die|das) keine (?:regeln|grenzen|einschrankungen|filter) (?:hat|kennt)'], pretend: ['tu so, als (?:warst|bist) du', 'tu so als (?:warst|bist) du', 'gib vor', 'du bist (?:jetzt|nun|ab jetzt)', 'stell dir vor, du bist'], only: only('(?:antworte|antwortet|antworten sie|sag|sage|sagen sie|schreib|schreibe|gib)', '(?:nur|ausschliesslich|lediglich)') },
  it: { latin: true, ai: ['ia', 'intelligenza artificiale', 'assistente', 'chatbot', 'modello linguistico', 'bot'], unlimited: ['senza (?:\\S+ )?(?:restrizioni|limiti|filtri|regole|censura|limitazioni)', 'che non ha (?:alcun[ao]? )?(?:regole|limiti|filtri|restrizioni|censura)', 'che non (?:si )?rifiuta mai'], pretend: ['fingi di essere', 'fai finta di essere', 'agisci come', 'ora sei', 'immagina di essere'], only: only('(?:rispondi|risponda|di|dica|scrivi|stampa|restituisci)', '(?:solo|soltanto|solamente|unicamente)') },
  pt: { latin: true, ai: ['ia', 'inteligencia artificial', 'assistente', 'chatbot', 'modelo de linguagem', 'bot'], unlimited: ['sem (?:\\S+ )?(?:restricoes|limites|filtros|regras|censura|limitacoes)', 'que nao tem (?:nenhuma? )?(?:regras|limites|filtros|restricoes|censura)', 'que nunca recusa'], pretend: ['finja (?:que (?:voce )?e|ser)', 'aja como', 'agora voce e', 'imagine que voce e'], only: only('(?:responda|responde|diga|diz|escreva|imprima|retorne)', '(?:apenas|somente|unicamente)') },
  ru: { cyrillic: true, ai: ['ии', 'ассистент\\S*', 'искусственн\\S* интеллект\\S*', 'бот\\S*', 'нейросет\\S*', 'чат-бот\\S*'], unlimited: ['без (?:\\S+ )?(?:ограничени\\S*|фильтр\\S*|правил\\S*|цензур\\S*)'], pretend: ['представь\\S*,? что ты', 'притворись', 'веди себя как', 'теперь ты', 'действуй как'], only: only('(?:ответь\\S*|отвечай\\S*|скажи\\S*|напиши\\S*|выведи\\S*)', '(?:только|лишь|исключительно)') },
  zh: { ai: ['人工智能', 'ai', '助手', '机器人', '機器人', '模型'], unlimited: ['没有(?:任何)?(?:限制|规则|过滤|审查|约束)', '沒有(?:任何)?(?:限制|規則|過濾|審查|約束)', '不受(?:任何)?(?:限制|约束|約束)', '无限制', '無限制'], pretend: ['假装你是', '假裝你是', '扮演', '现在你是', '現在你是'], only: ['(?:只|仅|僅)(?:需|要)?(?:回答|回复|回覆|输出|輸出|说|說|写|寫|打印|返回)[^。\\n]{0,4}?(?:"|「|:)'] },
  ja: { ai: ['ai', 'アシスタント', '人工知能', 'ボット', 'チャットボット'], unlimited: ['制限(?:の|が)?(?:ない|なし)', '制約(?:の|が)?(?:ない|なし)', 'ルールの?ない', 'フィルターの?ない', '検閲の?ない', '無制限'], pretend: ['ふりをして', 'のふりを', 'として振る舞', 'になりきって', '今からあなたは'], only: ['(?:」|"|』)\\s*(?:とだけ|とのみ|のみ|だけ)(?:答え|回答|言|出力|書|返|表示|応答)'] },
  ko: { ai: ['ai', '인공지능', '어시스턴트', '챗봇', '봇'], unlimited: ['(?:제한|제약|규칙|필터|검열)[^.\\n]{0,3}?(?:없는|없이|없어)'], pretend: ['척 해', '척해', '인 척', '역할을 해', '지금부터 너는', '이제 너는'], only: ['"\\s*(?:이라고만|라고만|만)\\s*(?:답|대답|말|출력|쓰|써|응답)', '(?:오직|오로지|단지)\\s*"'] },
  hi: { ai: ['एआई', 'ai', 'सहायक', 'चैटबॉट'], unlimited: ['बिना किसी (?:\\S+ )?(?:प्रतिबंध|रोक|सीमा|नियम|फ़िल्टर|फिल्टर)', '(?:प्रतिबंध|सीमा|नियम)\\S*\\s*(?:रहित|मुक्त)'], pretend: ['होने का नाटक', 'की तरह व्यवहार', 'अब (?:से )?तुम', 'अब (?:से )?आप'], only: ['(?:केवल|सिर्फ|सिर्फ़|मात्र|बस)\\s*"'] },
  ar: { ai: ['ذكاء اصطناعي', 'الذكاء الاصطناعي', 'مساعد', 'روبوت', 'ai'], unlimited: ['(?:بدون|بلا|دون) (?:أي )?(?:قيود|حدود|قواعد|رقابة|فلاتر|ضوابط)'], pretend: ['تظاهر بأنك', 'تصرف ك', 'أنت الآن', 'انت الآن'], only: ['(?:أجب|اجب|قل|اكتب|اطبع|رد)\\s+فقط[^.\\n]{0,6}?"', 'فقط\\s+(?:ب\\S*\\s*)?"'] },
  bn: { ai: ['এআই', 'ai', 'সহকারী', 'চ্যাটবট'], unlimited: ['(?:বিধিনিষেধ|সীমা|নিয়ম|ফিল্টার)\\S*\\s*(?:ছাড়া|মুক্ত|বিহীন)'], pretend: ['ভান কর', 'মতো আচরণ', 'এখন থেকে তুমি', 'এখন থেকে আপনি'], only: ['(?:শুধু|কেবল|শুধুমাত্র)\\s*"'] },
  id: { latin: true, ai: ['ai', 'asisten', 'chatbot', 'kecerdasan buatan', 'bot'], unlimited: ['tanpa (?:\\S+ )?(?:batasan|batas|filter|aturan|sensor|larangan)'], pretend: ['berpura-pura(?:lah)?', 'bertindak(?:lah)? sebagai', 'sekarang kamu adalah', 'mulai sekarang kamu'], only: [...only('(?:jawab|katakan|tulis|cetak|balas|keluarkan)\\S*', '(?:hanya|cuma)'), '(?:katakan|tulis|jawab) saja[^.\\n]{0,6}?"'] },
  th: { ai: ['ai', 'ผู้ช่วย', 'ปัญญาประดิษฐ์', 'แชทบอท'], unlimited: ['ไม่มีข้อจำกัด', 'ไม่มีกฎ', 'ไม่มีขีดจำกัด', 'ไร้ข้อจำกัด', 'ไม่มีการเซ็นเซอร์', 'ไม่มีตัวกรอง'], pretend: ['แกล้งทำเป็น', 'สมมติว่าคุณเป็น', 'ทำตัวเป็น', 'ต่อจากนี้คุณคือ', 'ตอนนี้คุณคือ'], only: ['(?:ตอบ|พูด|พิมพ์|เขียน|บอก)(?:แค่|เพียง|เท่านั้น)[^\\n]{0,8}?"'] },
  tl: { latin: true, ai: ['ai', 'katulong', 'chatbot', 'bot'], unlimited: ['walang (?:\\S+ )?(?:limitasyon|patakaran|paghihigpit|filter|censorship|hangganan)'], pretend: ['magkunwari(?:ng)?', 'magpanggap', 'kumilos bilang', 'ngayon ikaw ay', 'mula ngayon,? ikaw'], only: ['(?:sumagot|sagutin|sabihin|isulat|ibalik)\\s+(?:lamang|lang)[^.\\n]{0,8}?"'] },
  tr: { latin: true, ai: ['yapay zeka\\S*', 'ai', 'asistan\\S*', 'sohbet botu', 'bot'], unlimited: ['(?:kisitlama|kısıtlama|sinir|sınır|kural|filtre|sansur|sansür)\\S* (?:olmayan|olmadan|yok)', 'sinirsiz', 'sınırsız', 'kisitlamasiz', 'kısıtlamasız', 'sansursuz', 'sansürsüz'], pretend: ['gibi davran', 'rolu yap', 'rolünü yap', 'artik sen', 'artık sen', 'bundan sonra sen'], only: ['(?:sadece|yalnizca|yalnızca|yalniz|yalnız)\\s*"[^"\\n]{1,40}"\\s*(?:de|yaz|soyle|söyle|cevap|yanit|yanıt)'] },
  vi: { latin: true, ai: ['ai', 'tro ly', 'tri tue nhan tao', 'chatbot', 'bot'], unlimited: ['khong (?:co |bi )?(?:bat ky |\\S+ )?(?:gioi han|han che|quy tac|kiem duyet|bo loc|rang buoc)'], pretend: ['gia vo', 'hanh đong nhu', 'đong vai', 'tu bay gio ban la', 'bay gio ban la'], only: ['chi\\s+(?:tra loi|noi|viet|in|xuat|phan hoi)[^.\\n]{0,8}?"'] },
};

const NOT_BEING = anyOf(LATIN_NOT_BEING);
const bound = (s: Steering, src: string): string =>
  s.latin === true ? `(?<![a-z])${src}(?![a-z])` : s.cyrillic === true ? `(?<![а-я])${src}(?![а-я])` : src;

// One pattern for the Latin-script languages, one for Cyrillic, one for the rest (word classes
// pooled: a Spanish AI word beside French "sans restrictions" is no less an attack), each
// anchored on the word for an AI only. The AI word is matched first and the lookbehind checked
// after it, so the common anchors ("both", "kind") fail at once.
const pooled = (pick: (s: Steering) => boolean): Steering => {
  const all = Object.values(STEERING).filter(pick);
  const first = all[0] as Steering;
  return { ...first, ai: all.flatMap((s) => s.ai), unlimited: all.flatMap((s) => s.unlimited), pretend: all.flatMap((s) => s.pretend), only: [] };
};
const POOLS = [pooled((s) => s.latin === true), pooled((s) => s.cyrillic === true), pooled((s) => s.latin !== true && s.cyrillic !== true)];

/** AI … unlimited, unlimited … AI, pretend … AI, within a sentence. */
export const worldPersonaPatterns: readonly string[] = POOLS.map((s) => {
  const a = bound(s, anyOf([...new Set(s.ai)]));
  const u = bound(s, anyOf(s.unlimited));
  const p = bound(s, anyOf(s.pretend));
  const g = '[^.?!。？\\n]{0,40}?';
  // Ninth round: what a handbook says its own chatbot is not ("keine KI ohne Regeln", "pas une IA
  // sans limites", "no es una IA sin reglas") is no persona (Latin script only).
  // (Before the AI word, and in the gap after it: "Unser Chatbot ist keine KI ohne Regeln".)
  const notBeing = s.latin === true ? `(?<!${NOT_BEING}\\s+(?:(?:eine?|une?|una?|uma?|an?|des|de|d')\\s*)?)` : '';
  const after = s.latin === true ? `(?:(?!(?<![a-z])${NOT_BEING}(?![a-z]))[^.?!\\n]){0,40}?` : g;
  // Tenth round: the read-back branches (unlimited … AI, pretend … AI) read the same negation in
  // their gap ("un outil sans limites n'est pas vraiment une IA"); before, only the word just
  // before the AI word was read.
  // (The plain gap is read first: it fails at once where no such word precedes, as at most AI words.)
  const back = (w: string): string => (s.latin === true ? `(?<=${w}${g}${a})(?<=${w}${after}${a})` : `(?<=${w}${g}${a})`);
  return `${notBeing}${a}(?:${after}${u}|${back(u)}|${back(p)})`;
});

/** Per language: answer-only demands before a quoted text. */
export const worldOnlyPatterns: readonly string[] = Object.values(STEERING).map(({ only: o, latin }) => o.map((s) => (latin === true ? `(?<![a-z])${s}` : s)).join('|'));
