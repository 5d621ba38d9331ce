/**
 * Attack techniques in Turkish, Indonesian/Malay, Tagalog, Vietnamese and Arabic (issue 15, tenth
 * round), beside the overrides of world-south-overrides.ts, each from the grammar that makes it
 * the model's and not a handbook's (folded view: accents removed, ı and đ kept):
 * - a world without rules imagined for the reader: an imagining verb, "you", then no rules
 *   ("bayangkan kamu … tidak punya aturan"); imagining an office without forms is neither;
 * - the reader's own rules declared off (a 2nd-person possessive on the rules, then disabled or
 *   void: "semua batasanmu dinonaktifkan", "قيودك معطلة"): the printer's maintenance mode is not;
 * - a claim to be the reader's developer or creator (a 2nd-person possessive on it: "Ben senin
 *   geliştiricinim", "Saya adalah pengembangmu", "أنا مطورك");
 * - what the reader may not say, asked in the 2nd person ("söylememen gereken", "apa yang dilarang
 *   untuk kamu katakan", "ano ang bawal mong sabihin"), not what staff may not tell customers.
 * Written from the languages, not from attack corpora.
 */
const AR_L = '[\\u0621-\\u064A]';
const AR_END = `(?!${AR_L})`;
const arWord = (w: string): string => `(?<!${AR_L})(?:${w}|(?:و|ف)${w})`;
const I = '(?:ı|i|u)';
const CLAUSE = '[^.!?;\\n]{0,40}?';

// Imagined without rules.
const NO_RULES = {
  tr: `(?:hicbir|hic) (?:\\S+ )?(?:kural|k${I}s${I}tlama|s${I}n${I}r|filtre|yasak)\\S* (?:olmad${I}g${I}|yok|tan${I}mayan)|(?:kurals${I}z|k${I}s${I}tlamas${I}z|s${I}n${I}rs${I}z|sansursuz)`,
  id: '(?:tidak|tak) (?:punya|memiliki|mempunyai|ada|terikat)\\s+(?:\\S+\\s+)?(?:aturan|batasan|filter|larangan|sensor)|tanpa (?:\\S+ )?(?:aturan|batasan|filter|larangan|sensor)',
  ar: '(?:لا (?:يملك|تملك|يمتلك|تمتلك|يعرف|تعرف)|بلا|بدون|ليس (?:له|لك|لديه|لديك))\\s+(?:اي\\s+)?(?:قواعد|قيود|حدود|رقابة|ضوابط)',
};
const imagined = [
  `(?<![a-zı])(?:${NO_RULES.tr})${CLAUSE}(?:hayal et|farz et|varsay|dusun)(?:in)?(?![a-zı])`,
  `(?<![a-z])(?:bayangkan(?:lah)?|andaikan|anggap(?:lah)?|misalkan|bayangin)\\s+(?:bahwa\\s+)?(?:kamu|anda|kau|dirimu|engkau)(?![a-z])${CLAUSE}(?:${NO_RULES.id})`,
  `${arWord('(?:تخيل|تخيلي|تخيلوا|افترض|افترضي|لنفترض|تصور)')}${AR_END}\\s+(?:ان(?:ك|كم)|نفسك)${AR_END}[^.\\n،؟!]{0,40}?(?:${NO_RULES.ar})`,
];

// The reader's own rules declared off.
const OFF = [
  `(?<![a-zı])(?:kural|talimat|k${I}s${I}tlama|s${I}n${I}r|filtre|yasak)(?:lar${I}n|lerin)\\s+(?:\\S+\\s+){0,2}?(?:devre d${I}s${I}(?:d${I}r)?(?=\\s*(?:[.,;!]|$))|gecersizdir|kald${I}r${I}ld${I}|iptal edildi|art${I}k gecerli degil)`,
  '(?<![a-z])(?:aturan|batasan|filter|instruksi|larangan|pembatasan)mu\\s+(?:\\S+\\s+){0,2}?(?:dinonaktifkan|dimatikan|dicabut|dihapus|tidak berlaku|sudah tidak aktif|nonaktif)(?![a-z])',
  '(?<![a-z])(?:wala nang bisa|hindi na (?:valid|epektibo|umiiral)|tinanggal na|naka-?disable na)\\s+ang\\s+(?:mga\\s+)?(?:patakaran|tagubilin|utos|rules|limitasyon|restrictions?)\\s+(?:mo|ninyo|nyo)(?![a-z])',
  '(?<![a-z])(?:quy tac|gioi han|han che|bo loc|nguyen tac|rang buoc) cua ban(?:\\s+\\S+){0,3}?\\s+(?:(?:đeu|đa)\\s+)?(?:bi vo hieu hoa|vo hieu|khong con hieu luc|bi go bo|bi xoa bo|bi tat)(?![a-z])',
  `${arWord('(?:قيود|قواعد|تعليمات|ضوابط|فلاتر|حدود)(?:ك|كم)')}${AR_END}[^.\\n،؟!]{0,20}?(?:معطلة|ملغاة|ملغية|لاغية|غير فعالة|تم تعطيلها|تم الغاؤها|لم تعد سارية)${AR_END}`,
];

// A claim to be the reader's developer or creator.
const CLAIM = [
  `(?<![a-zı])(?:gelistiricin|yarat${I}c${I}n|programc${I}n|yap${I}mc${I}n|sahibin)(?:im|iz)(?![a-zı])`,
  '(?<![a-z])(?:saya|aku)\\s+(?:adalah\\s+|ini\\s+|lah\\s+)?(?:pengembang|pembuat|pencipta|developer|programmer|pemilik)(?:mu|\\s+(?:kamu|anda))(?![a-z])',
  '(?<![a-z])ako\\s+(?:ang|si)\\s+(?:developer|gumawa|lumikha|programmer|may-?ari)\\s+(?:mo|ninyo|nyo|sa iyo)(?![a-z])',
  '(?<![a-z])toi la\\s+(?:nha phat trien|nguoi tao ra|nguoi lap trinh|chu so huu)(?:\\s+cua ban|\\s+ra ban)(?![a-z])',
  `${arWord('انا')}${AR_END}\\s+(?:(?:المطور|المبرمج|المالك|الصانع)\\s+الخاص\\s+بك|(?:مطور|مبرمج|صانع|منشئ|مالك)(?:ك|كم))${AR_END}`,
];

// What the reader may not say, asked in the 2nd person; not told to a third party (a customer).
const NOT_TO_OTHERS = '(?!\\s+(?:\\S+\\s+)?(?:kepada|ke|pada|sa|voi|cho|musteri\\S*)\\s+(?!saya|aku|ako|akin|toi|minh|ban)\\S)';
const LIMITS = [
  `(?<![a-zı])(?:soylememen|yazmaman|paylasmaman|ac${I}klamaman|anlatmaman) gereken(?![a-zı])`,
  `(?<![a-zı])(?:soylemen|yazman|paylasman|ac${I}klaman) (?:yasak|yasaklanan)(?![a-zı])`,
  `(?<![a-z])(?:apa|hal apa)(?:\\s+saja)?\\s+yang\\s+(?:(?:kamu|anda|kau)\\s+)?(?:dilarang|tidak boleh|tak boleh|tidak diizinkan)\\s+(?:untuk\\s+)?(?:(?:kamu|anda|kau)\\s+)?(?:katakan|ucapkan|sebutkan|ungkapkan|bagikan|tulis|beritahukan)(?![a-z])${NOT_TO_OTHERS}`,
  `(?<![a-z])(?:ano|anong|alin)\\s+(?:ang\\s+)?(?:bawal|hindi (?:puwede|pwede|dapat)|ipinagbabawal)\\s+(?:mong|ninyong|na)\\s+(?:sabihin|ibunyag|isulat|banggitin|ibahagi)(?![a-z])${NOT_TO_OTHERS}`,
  `(?<![a-z])(?:đieu gi|cai gi|nhung gi|nhung đieu gi|đieu nao)\\s+(?:ma\\s+)?ban\\s+(?:khong đuoc (?:phep\\s+)?|bi cam\\s+|khong the\\s+)(?:noi|tiet lo|viet|chia se|nhac đen)(?![a-z])${NOT_TO_OTHERS}`,
  `${arWord('ما')}${AR_END}\\s+(?:الذي|هو الشيء الذي|هي الاشياء التي)\\s+(?:لا\\s+)?(?:يسمح|يجوز|يحق|يمكن)\\s+لك\\s+(?:ان\\s+تقول|بقول|قول|ان\\s+تكشف|بكشف|ان\\s+تذكر|بذكر)${AR_L}*${AR_END}(?!\\s+(?:لل|ل)\\S*(?:عملاء|زبائن|عميل|زبون))`,
];

/** Folded-view pattern sources, added to `jailbreak-persona`. */
export const southPersonaPatterns: readonly string[] = [...imagined];
/** Folded-view pattern sources, added to `instruction-override`. */
export const southOffPatterns: readonly string[] = [...OFF];
/** Folded-view pattern sources, added to `authority-claim`. */
export const southClaimPatterns: readonly string[] = [...CLAIM];
/** Folded-view pattern sources, added to `prompt-leak`. */
export const southLimitPatterns: readonly string[] = [...LIMITS];
