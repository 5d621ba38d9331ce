/**
 * A mode switched on that lifts the model's rules (modes.ts's grammar: the mode's name, a word of
 * switching it on, then the rules lifted or "answer anything") in more languages: it tr id vi tl
 * ar hi, Tagalog and Thai (issue 15, sixth round). Written from the languages, not from any corpus; the
 * view removes accents. A mode name whose first letter no anchor uses is anchored on a later word
 * and checked behind (the anchor automaton has no symbol left): Arabic المطور, Hindi मोड, Thai เปิด.
 */
import { LATIN_GAP, modePattern, type ModeGrammar } from './modes';

const it: ModeGrammar = {
  mode: String.raw`\bmodalita\s+(?:sviluppatore|sviluppo|debug|dio|senza restrizioni|manutenzione)\b`,
  after: String.raw`\b(?:attiva(?:ta)?|abilitata|accesa|on)\b`,
  before: String.raw`\b(?:attiva|abilita|entra in|passa (?:alla|in))`,
  lift: String.raw`(?:\b(?:ignori|ignora\w*|nessuna?|senza|non (?:rispetti|segui) piu)\s+(?:\S+\s+){0,3}?(?:regole|politiche|policy|restrizioni|filtri|censura|limiti)|rispond\w* a tutto|qualsiasi domanda)`,
  gap: LATIN_GAP,
};
const tr: ModeGrammar = {
  // Only ASCII-initial, ASCII-only names: a literal is cut at its first non-ASCII letter, and "bakım"
  // would anchor at every "back".
  mode: String.raw`\bgelistirici\s+mod\S*`,
  after: String.raw`(?:etkinlestirildi|etkin|acıldı|acık|aktif)`,
  before: String.raw`\b(?:etkinlestir|ac|gec)`,
  lift: String.raw`(?:(?:hicbir|yok say\S*|goz ardı\S*|gormezden gel\S*)\s+(?:\S+\s+){0,3}?(?:kural\S*|politika\S*|kısıtlama\S*|filtre\S*|sansur\S*)|(?:kural\S*|politika\S*|kısıtlama\S*)\s+(?:\S+\s+){0,2}?(?:goz ardı|yok say|uymadan|olmadan)|her (?:seye|soruya))`,
  gap: LATIN_GAP,
};
const id: ModeGrammar = {
  mode: String.raw`\bmode\s+(?:pengembang|debug|tanpa batas(?:an)?|dewa)\b`,
  after: String.raw`\b(?:diaktifkan|aktif|menyala|dinyalakan)\b`,
  before: String.raw`\b(?:aktifkan|nyalakan|masuk ke)`,
  lift: String.raw`(?:\b(?:mengabaikan|abaikan|tanpa|tidak (?:perlu )?(?:mengikuti|mematuhi))\s+(?:\S+\s+){0,3}?(?:kebijakan|aturan|batasan|filter|sensor)|menjawab apa (?:saja|pun)|pertanyaan apa pun)`,
  gap: LATIN_GAP,
};
const vi: ModeGrammar = {
  mode: String.raw`\bche đo\s+(?:nha phat trien|go loi|khong gioi han)\b`,
  after: String.raw`(?:đa (?:đuoc )?bat|đuoc bat|kich hoat|đang bat)\b`,
  before: String.raw`\b(?:bat|kich hoat|chuyen sang)`,
  lift: String.raw`(?:\b(?:phot lo|bo qua|khong (?:can )?(?:tuan theo|tuan thu)|khong co)\s+(?:\S+\s+){0,3}?(?:chinh sach|quy tac|quy đinh|gioi han|bo loc|kiem duyet)|tra loi moi (?:thu|cau hoi)|bat ky cau hoi)`,
  gap: LATIN_GAP,
};
const ar: ModeGrammar = {
  mode: String.raw`المطور(?<=وضع المطور)`,
  after: String.raw`(?:مفعل|قيد التشغيل)`,
  before: String.raw`(?:تم تفعيل|تفعيل|تم تشغيل|تشغيل)`,
  lift: String.raw`(?:(?:تجاهل|بدون|بلا|دون|لم تعد ملزم\S*)\s*(?:\S+\s+){0,3}?(?:سياسة|السياسات|سياسات|القواعد|قواعد|القيود|قيود|الرقابة|رقابة)|اي سؤال|كل شيء)`,
  gap: LATIN_GAP,
};
const hi: ModeGrammar = {
  mode: String.raw`मोड(?<=(?:डेवलपर|डिबग|गॉड) मोड)`,
  after: String.raw`(?:चालू|सक्रिय|ऑन)`,
  before: String.raw`(?:चालू कर|सक्रिय कर|ऑन कर)`,
  lift: String.raw`(?:(?:अनदेखा|बिना|नहीं मानत\S*)\s*(?:\S+\s+){0,3}?(?:नियम\S*|नीति|पाबंदी|प्रतिबंध|फ़िल्टर|फिल्टर)|हर सवाल|कुछ भी)`,
  gap: LATIN_GAP,
};

/** The patterns (folded view), added to the `jailbreak-persona` rule with modes.ts's. */
export const worldModePatterns: readonly string[] = [
  ...[it, tr, id, vi, ar, hi].map(modePattern),
  // Tagalog writes the mode in English; anchored on its own switch words written out whole
  // (naka-on …): not on "developer", which the scan meets at every "development", nor on a bare "i".
  String.raw`\b(?:naka-on|naka-activate|naka-enable|i-on|i-activate|i-enable)\b(?:(?<=\b(?:developer|debug)\s+mode\b[^\n]{0,30}?(?:naka|i)-(?:on|activate|enable))|[^\n]{0,30}?\b(?:developer|debug)\s+mode\b)[^\n]{0,200}?(?:\b(?:balewalain|huwag sundin|walang)\s+(?:\S+\s+){0,3}?(?:content policy|patakaran|limitasyon|filter|censorship)|sagutin (?:mo )?ang kahit ano)`,
  // Thai, anchored on "switch on" (เปิด), the mode after it or before it.
  'เปิด(?:ใช้งาน|ใช้)?(?:(?<=โหมด(?:นักพัฒนา|ดีบัก|ไม่จำกัด)\\s*เปิด(?:ใช้งาน|ใช้)?)|\\s*โหมด(?:นักพัฒนา|ดีบัก|ไม่จำกัด))[^\\n]{0,200}?(?:เพิกเฉย|ไม่ต้องสนใจ|ไม่มีข้อจำกัด|ไม่มีกฎ|ตอบได้ทุก)',
];
