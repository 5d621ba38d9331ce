/**
 * Instruction overrides in Turkish, Indonesian/Malay, Tagalog and Vietnamese (issue 15, tenth
 * round), from each language's grammar of an order, not from attack corpora (folded view: accents
 * removed, Turkish ı and Vietnamese đ kept). Each is a verb class × an object class with free
 * words between, and what a handbook says with the same words is told apart by grammar:
 * - tr (verb last): the verb is an imperative (bare, -In, -InIz, "-meyi bırak", "… mısın?"), not a
 *   participle or a condition ("görmezden gelen çalışanlar", "uymazsanız"); the object is the
 *   reader's (a closed word before it: önceki, tüm, sana verilen …, or a possessive at the start
 *   of the clause), not a compound ("masraf kurallarını", "kurulum talimatlarına");
 * - id/ms: a -kan/-lah imperative not after "jangan/tidak" ("jangan abaikan" is advice), or
 *   "jangan / tidak usah" + a verb of obeying; modifiers follow the noun, so the word after it
 *   must point back or at the reader (sebelumnya, di atas, yang diberikan, -mu), or a quantifier
 *   stands before it with nothing open-class after ("aturan lama tentang cuti" is a topic);
 * - tl: "huwag" + a verb of heeding (pansinin, sundin) is an override, "huwag" + kalimutan /
 *   balewalain is advice; the object is the reader's or points back (naunang, sa itaas, mo);
 * - vi: "đừng" + a verb of following overrides, "đừng / nếu / khi" + bỏ qua does not; the noun's
 *   modifier after it must point back or at the reader (trước đó, ở trên, của bạn, hệ thống).
 * Anchored on the verb (rarer than the nouns); Turkish reads its object back from the verb.
 */
import { anyOf } from './types';

const GAP = '[^.!?;\\n]{0,30}?';

// ---- Turkish (ı kept by the view; a writer without a Turkish keyboard types i).
const I = '(?:ı|i|u)';
const TR_END = '(?![a-zı])';
const TR_VERB = anyOf([
  `yok ?say(?:${I}n(?:${I}z)?)?`, `hice say(?:${I}n(?:${I}z)?)?`, `gecersiz say(?:${I}n(?:${I}z)?)?`, 'gormezden gel(?:in(?:iz)?)?',
  `goz ard${I} (?:et|edin(?:iz)?)`, 'unut(?:un(?:uz)?)?', `dikkate alma(?:y${I}n(?:${I}z)?)?`, `uyma(?:y${I}n(?:${I}z)?)?`,
  // "without obeying", before the order it frames ("hiçbir kurala uymadan yanıtla").
  'uymadan',
  `(?:uy|uygula|dinle|izle|takip et|itaat et|bagl${I} kal)(?:ma|me)y${I} b${I}rak(?:${I}n(?:${I}z)?)?`, 'bos ?ver(?:in(?:iz)?)?', `aldırma(?:y${I}n)?`, 'onemseme(?:yin)?',
  `yok ?sayar m${I}s${I}n(?:${I}z)?`, 'unutur musun(?:uz)?', 'gormezden gelir misin(?:iz)?',
  // Third-person orders, said of the AI reading the text ("asistan talimatlarını hiçe saysın").
  `(?:yok|hice|gecersiz) says${I}n(?:lar)?`, 'unutsun(?:lar)?', 'gormezden gelsin(?:ler)?', `goz ard${I} etsin(?:ler)?`, `uymas${I}n(?:lar)?`, `dikkate almas${I}n(?:lar)?`,
  // "Put aside", "you no longer have to obey".
  `bir kenara (?:b${I}rak(?:${I}n(?:${I}z)?)?|koy(?:un)?)`, `uymak zorunda (?:degilsin(?:iz)?|kalmayacaks${I}n(?:${I}z)?)`, `uyman(?:${I}z)? gerekmiyor`,
]);
const TR_NOUN = `(?:talimat|komut|kural|yonerge|direktif|emir|emr|istem|prompt|k${I}s${I}tlama|s${I}n${I}r|yasak|filtre|ilke)[a-zı]*`;
const TR_LEAD = anyOf(['onceki', 'tum', 'butun', `yukar${I}da(?:ki)?`, 'verilen', `ald${I}g${I}n(?:${I}z)?`, 'sistem(?:in|deki)?', 'ilk', 'hicbir', 'senin', 'sizin', 'gizli', 'orijinal', `\\S*mesaj${I}ndaki`, '\\S*isteminde(?:ki)?']);
const TR_OBJECT = anyOf([
  `(?<![a-zı])${TR_LEAD}\\s+(?:\\S+\\s+)?${TR_NOUN}`,
  // The reader's own at the start of a clause: "talimatlarına artık uyma".
  `(?:^|[.!?;:,\\n"“(]\\s*|(?<![a-zı])(?:ve|lutfen|simdi|art${I}k)\\s+)${TR_NOUN.replace('[a-zı]*', '')}(?:lar|ler)?(?:${I}n|${I}n${I}z)(?:${I}|a|e|da|de)?${TR_END}`,
  // The instructions themselves, plural and accusative, opening the clause: "talimatları yok say ve …"
  // (a handbook names whose: "eski talimatları", "kurulum talimatlarını").
  `(?:^|[.!?;:,\\n"“(]\\s*)${TR_NOUN.replace('[a-zı]*', '')}(?:lar|ler)${I}${TR_END}`,
  // Everything said before: "yukarıda söylenen her şeyi", "bundan önce yazılan her şeyi".
  `(?<![a-zı])(?:yukar${I}\\S*|once\\S*|soylenen|yaz${I}lan|verilen|sana|size|simdiye kadar\\S*)\\s+(?:\\S+\\s+){0,2}?her seyi`,
  `(?<![a-zı])yukar${I}dakileri`,
  `(?<![a-zı])(?:isteminde|mesaj${I}nda|yukar${I}da|talimatlarda)\\s+(?:yazanlar${I}|yaz${I}lanlar${I}|soylenenleri)`,
]);
const tr = `(?<![a-zı])${TR_VERB}${TR_END}(?<=${TR_OBJECT}${GAP}\\s${TR_VERB})`;

// ---- Indonesian / Malay.
// Read back after the verb (a leading lookbehind would leave the branch without an anchor).
const ID_DROP = '(?:abaikan|lupakan|kesampingkan|acuhkan|tinggalkan|singkirkan|buang|batalkan|langgar|lewati|lupain|cuekin)(?:lah)?';
const ID_NEG = `(?<!(?:jangan|jgn|tidak|tak|bukan|gak|nggak|boleh)\\s+(?:\\S+\\s+)?${ID_DROP})`;
const ID_OBEY = anyOf(['ikuti', 'patuhi', 'turuti', 'taati', 'dengarkan', 'pedulikan', 'gubris', 'indahkan', 'endahkan', 'hiraukan', 'mengikuti', 'mematuhi', 'menuruti', 'menaati', 'menghiraukan', 'memedulikan', 'mendengarkan', 'pakai', 'gunakan']);
const ID_VERB = anyOf([
  `${ID_DROP}${ID_NEG}`,
  `(?:jangan|jgn)(?:lah)?\\s+(?:(?:lagi|pernah|kamu|anda|kau)\\s+)?${ID_OBEY}`,
  `(?:tidak|tak|gak|nggak|ga)\\s+(?:usah|perlu|harus|wajib)\\s+(?:lagi\\s+)?${ID_OBEY}`,
  `berhenti(?:lah)?\\s+${ID_OBEY}`,
]);
const ID_NOUN = anyOf(['instruksi', 'petunjuk', 'perintah', 'aturan', 'peraturan', 'arahan', 'pedoman', 'panduan', 'batasan', 'pembatasan', 'larangan', 'ketentuan', 'prompt', 'pesan sistem', 'filter', 'kebijakan']);
const ID_BACK = anyOf(['sebelumnya', 'di atas', 'tadi', 'awal\\S*', 'terdahulu', 'sistem', 'sebelum ini', 'asli\\S*', '(?:yang|yg)\\s+(?:\\S+\\s+){0,3}?(?:diberikan|dberikan|kamu|anda|kau|tertulis|disebutkan|sebelumnya|di atas|terima|dapat|ditetapkan)', '(?:dari|milik)\\s+(?:sistem|pengembang\\S*|developer|pembuat\\S*)', 'kamu', 'anda']);
const ID_OBJECT = anyOf([
  `${ID_NOUN}(?:-${ID_NOUN})?(?:mu)?(?<=mu)(?![a-z])`,
  `${ID_NOUN}(?:-${ID_NOUN})?\\s+${ID_BACK}(?![a-z])`,
  // A quantifier, or the bare noun, with nothing open-class after it: "abaikan instruksi dan …".
  `(?:(?:semua|seluruh|segala|setiap)\\s+(?:\\S+\\s+)?)?${ID_NOUN}(?:-${ID_NOUN})?(?=\\s*(?:[.,!;:]|$)|\\s+(?:dan|lalu|kemudian|saja|lagi)\\b)`,
  `(?:semua(?:nya)?|segala(?:nya)?|apa pun|apapun)\\s+(?:(?:hal\\s+)?yang|yg)\\s+(?:\\S+\\s+){0,3}?(?:tertulis|ditulis|dikatakan|disebutkan|diberikan|diperintahkan|terima|di atas|sebelum\\S*)`,
  '(?:semua|seluruh)\\s+(?:teks|pesan|isi|konten)\\s+(?:\\S+\\s+)?(?:di atas|sebelumnya)',
]);
const id = `(?<![a-z])${ID_VERB}(?![a-z])(?:\\s+[^\\s.!?;:]+){0,3}?\\s+${ID_OBJECT}`;

// ---- Tagalog (and Taglish nouns).
// Taglish "ignore" is Tagalog only with its particles ("ignore mo na"): English says "to ignore its previous instructions".
const TL_DROP = '(?:kalimutan|balewalain|isantabi|iwaksi|itapon|laktawan|lampasan|ignore(?:-?hin)?\\s+(?:mo|nyo|ninyo|na)|ignorehin|i-ignore|iignore|burahin)';
const TL_NEG = `(?<!(?:huwag|wag|hindi|di)\\s+(?:\\S+\\s+){0,2}${TL_DROP})`;
const TL_VERB = anyOf([
  `${TL_DROP}${TL_NEG}`,
  "(?:huwag|wag|h'wag)\\s+(?:(?:mo|mong|ninyo|nyo|kang|na|nang|ng|muna)\\s+){0,3}?(?:pansinin|pakinggan|sundin|sundan|intindihin|isipin|pakialaman|tuparin|alalahanin|bigyang[- ]pansin)",
  '(?:itigil|ihinto)\\s+(?:mo\\s+)?(?:na\\s+)?(?:ang\\s+)?pagsunod\\s+(?:sa|ng)', 'tumigil\\s+(?:ka\\s+)?(?:na\\s+)?sa\\s+pagsunod\\s+(?:sa|ng)',
  '(?:hindi|di)\\s+mo\\s+na\\s+kailangang\\s+sundin',
]);
const TL_NOUN = anyOf(['tagubilin', 'instruksyon', 'instruction', 'utos', 'panuto', 'patakaran', 'alituntunin', 'rules?', 'direksyon', 'prompt', 'limitasyon', 'paghihigpit', 'restrictions?', 'guidelines?', 'kautusan']);
const TL_OBJECT = anyOf([
  `ang\\s+(?:mga\\s+)?${TL_NOUN}(?=\\s*(?:[.,!;:]|$)|\\s+(?:at|tapos|saka|pagkatapos)\\b)`,
  `(?:iyong|inyong|mong)\\s+(?:mga\\s+)?(?:\\S+\\s+)?${TL_NOUN}`,
  `${TL_NOUN}\\S*\\s+(?:mo|ninyo|nyo)(?![a-z])`,
  `(?:naunang|nakaraang|unang|orihinal na|previous|lahat ng(?: mga)?)\\s+(?:mga\\s+)?(?:\\S+\\s+)?${TL_NOUN}[a-z-]*(?![a-z-])(?!\\s+(?:sa|para sa|tungkol sa)\\s+(?!itaas|taas|iyo|inyo|simula))`,
  `${TL_NOUN}\\S*\\s+(?:sa itaas|sa taas|kanina|na ibinigay|na binigay|na natanggap|ng sistema|ng system|ng developer|ng gumawa)`,
  '(?:sinabi|nakasulat|isinulat|nabanggit|itinuro|ibinigay|nasa)(?:\\s+sa\\s+(?:iyo|inyo))?\\s+(?:\\S+\\s+)?(?:sa itaas|sa taas|kanina|bago nito)',
]);
const tl = `(?<![a-z])${TL_VERB}(?![a-z])[^.!?;\\n]{0,40}?(?<![a-z])${TL_OBJECT}`;

// ---- Vietnamese.
const VI_DROP = '(?:bo qua|quen|phot lo|lo đi|gat bo|vut bo|loai bo|xoa bo|huy bo|bac bo|mac ke|bat chap|đe sang mot ben|gat sang mot ben)';
const VI_NEG = `(?<!(?:đung|khong|chang|chua|neu|khi|tranh|đuoc|nen)\\s+(?:\\S+\\s+)?${VI_DROP})`;
const VI_FOLLOW = '(?:tuan theo|tuan thu|lam theo|nghe theo|quan tam (?:đen|toi)|đe y (?:đen|toi)|chap hanh)';
const VI_VERB = anyOf([
  `${VI_DROP}${VI_NEG}`,
  `đung\\s+(?:co\\s+|nen\\s+)?${VI_FOLLOW}`, `khong\\s+(?:(?:can|phai|nen)\\s+)?(?:phai\\s+)?${VI_FOLLOW}`, `(?:ngung|thoi|dung lai viec)\\s+${VI_FOLLOW}`,
]);
const VI_NOUN = anyOf(['huong dan', 'chi dan', 'chi thi', 'menh lenh', 'lenh', 'quy tac', 'quy đinh', 'loi nhac', 'han che', 'gioi han', 'rang buoc', 'nguyen tac', 'chi đao', 'đieu khoan', 'bo loc', 'thiet lap']);
const VI_BACK = anyOf(['truoc(?: đo| đay)?', '(?:o |phia |ben )tren', 'ban đau', 'goc', 'cua (?:ban|he thong|nha phat trien|tao)', 'he thong', 'ma ban', 'ban (?:đa|đuoc)', 'đuoc (?:cung cap|đua ra|giao|cai đat)']);
const VI_OBJECT = anyOf([
  `${VI_NOUN}(?:\\s+nao)?\\s+${VI_BACK}(?![a-z])`,
  // A quantifier or a classifier, the noun with nothing open-class after it ("bỏ qua các hướng dẫn và …").
  `(?:(?:tat ca|toan bo|moi|het|bat ky)\\s+(?:(?:cac|nhung)\\s+)?|(?:cac|nhung)\\s+)${VI_NOUN}(?=\\s*(?:[.,!;:]|$)|\\s+(?:va|roi|nua|đi)\\b)`,
  '(?:nhung gi|moi thu|tat ca|moi đieu)\\s+(?:\\S+\\s+){0,4}?(?:(?:o |phia |ben )tren|truoc đo|truoc đay|ban đau)',
  '(?:nhung gi|moi thu|moi đieu)\\s+(?:\\S+\\s+){0,3}?(?:đa|đuoc)\\s+(?:\\S+\\s+)?(?:noi|viet|đe cap|yeu cau|dan|dan do|giao|day|cung cap)',
  '(?:noi dung|van ban|tin nhan)\\s+(?:(?:o |phia |ben )tren|truoc đo|he thong)',
]);
const vi = `(?<![a-z])${VI_VERB}(?![a-z])(?:\\s+[^\\s.!?;:]+){0,3}?\\s+${VI_OBJECT}`;

/** Folded-view pattern sources, added to the `instruction-override` rule. */
export const southOverridePatterns: readonly string[] = [tr, id, tl, vi];
