/**
 * Prompt extraction and output demands in Turkish, Indonesian/Malay, Tagalog and Vietnamese
 * (issue 15, tenth round), beside world-leaks.ts ("your instructions" by a possessive) and
 * world-steering.ts ("only" + a verb of answering + a quote right after it). What is asked for
 * here: the first message, the instructions or message the reader was given or received (a
 * relative clause, as a speaker says it instead of a possessive), or everything written above;
 * "repeat the steps above" asks for none of them. Output demands: a verb of answering, "only",
 * then a word for a sentence or a phrase before the quote or colon ("balas hanya dengan kalimat
 * '…'", "chỉ trả lời đúng một câu: …"). Written from the languages, not from attack corpora
 * (folded view: accents removed, ı and đ kept).
 */
import { anyOf } from './types';

const I = '(?:ı|i|u)';
const GAP = '[^.!?;\\n]{0,30}?';

// Turkish, verb last: the object read back from the verb. (Not "ver", give: every "very", "version" of
// English text would try it, 149 times on 18F.)
// Imperatives, and the polite question ("yazar mısın?", "gösterir misin?").
const TR_VERB = anyOf([`(?:tekrarlar|yazar|gosterir|soyler|yazd${I}r${I}r|aktar${I}r|paylas${I}r) m${I}s${I}n(?:${I}z)?`, `tekrarla(?:y${I}n(?:${I}z)?)?`, `yaz(?:${I}n(?:${I}z)?)?`, 'goster(?:in(?:iz)?)?', 'soyle(?:yin(?:iz)?)?', `yazd${I}r(?:${I}n(?:${I}z)?)?`, `ac${I}kla(?:y${I}n)?`, `paylas(?:${I}n)?`, `kopyala(?:y${I}n)?`, `aktar(?:${I}n)?`]);
const TR_WHAT = anyOf([
  `ilk (?:\\S+ )?mesaj${I}?`,
  `(?:sana|size) (?:\\S+ ){0,2}?(?:verilen|gonderilen|yaz${I}lan) (?:\\S+ ){0,2}?(?:mesaj|talimat|komut|metin|metn|istem|kural|yonerge)[a-zı]*`,
  `yukar${I}daki (?:her seyi|tum metn${I}|metn${I}|metnin tamam${I}n${I}|yaz${I}lar${I}|mesajlar${I}|her seyin tamam${I}n${I})`,
  `yukar${I}da yaz(?:an|${I}lan)lar${I}`,
  `sistem mesaj${I}n${I}`,
]);
const tr = `(?<![a-zı])${TR_VERB}(?![a-zı])(?<=(?<![a-zı])${TR_WHAT}${GAP}\\s${TR_VERB})`;

// Indonesian / Malay, Tagalog, Vietnamese: verb first. Vietnamese is anchored on what is asked for
// and reads the verb back: its nouns are anchors of world-leaks.ts already, where each verb would
// add states to the walk's automaton (62 -> 26; Indonesian and Tagalog would try theirs at every
// English "instructions" and "prompt": 180 more regex attempts on 18F).
const behind = (verb: string, gap: string, what: string): string => `(?<![a-z])${what}(?<=(?<![a-z])${verb}(?![a-z])${gap}(?<![a-z])${what})`;
// Imperatives, and the meN- form after a polite question ("bisakah kamu menuliskan ulang …").
const ID_POLITE = '(?:bisakah|dapatkah|bisa|tolong|coba|maukah|boleh) (?:kamu |anda |kau |engkau )?(?:menuliskan(?: ulang| kembali)?|menampilkan|mengulangi|menunjukkan|menyebutkan|memberitahu\\S*|menyalin|mencetak)';
const ID_VERB = anyOf([ID_POLITE, 'ulangi(?:lah)?', 'tampilkan', 'tunjukkan', 'tuliskan', 'tulis(?:kan)? (?:ulang|kembali)', 'salin(?:lah)?', 'cetak(?:lah)?', 'sebutkan', 'beritahu(?:kan)?(?: (?:aku|saya))?', 'katakan', 'ungkapkan', 'berikan', 'kirimkan', 'apa (?:saja|isi)']);
const ID_WHAT = anyOf([
  'pesan (?:pertama|awal)', 'pesan sistem',
  '(?:instruksi|petunjuk|perintah|aturan|arahan|pesan|prompt|teks)\\s+(?:\\S+\\s+)?(?:yang|yg)\\s+(?:\\S+\\s+){0,2}?(?:diberikan|kamu terima|anda terima|kau terima|kamu dapat|anda dapat|dimasukkan)',
  '(?:instruksi|petunjuk|perintah|arahan|prompt) (?:awal|asli)\\S*',
  '(?:semua|seluruh) (?:teks|tulisan|isi|yang tertulis) (?:\\S+ )?di atas',
]);
const id = `(?<![a-z])${ID_VERB}(?![a-z])${GAP}(?<![a-z])${ID_WHAT}`;

// Imperatives, and the polite paki- ("pakisulat", "paki-print").
const TL_VERB = anyOf(['paki-?(?:sulat|ulit|pakita|sabi|bigay|print|lista|kopya|type)', 'ulitin', 'ipakita', 'isulat', 'sabihin', 'ibigay', 'i-print', 'iprint', 'ilabas', 'ibunyag', 'kopyahin', 'i-type', 'ilista', 'banggitin', 'i-paste']);
const TL_WHAT = anyOf([
  'unang mensahe',
  '(?:mensahe|tagubilin|instruksyon|instructions?|utos|prompt|panuto|teksto)\\S*\\s+na\\s+(?:ibinigay|binigay|natanggap|ipinadala|isinulat)\\s+(?:sa iyo|mo|sa inyo)',
  'lahat ng (?:nakasulat|nasa|sinabi|teksto)(?: sa)? (?:itaas|taas)',
  '(?:iyong|inyong|mong|buong|ang) (?:\\S+ )?(?:system prompt|instructions?|prompt)(?: mo)?',
]);
const tl = `(?<![a-z])${TL_VERB}(?![a-z])[^.!?;\\n]{0,40}?(?<![a-z])${TL_WHAT}`;

const VI_VERB = anyOf(['lap lai', 'nhac lai', 'chep lai', 'in ra', 'viet ra', 'viet lai', 'hien thi', 'cho (?:toi|minh|em|tao) (?:xem|biet)', 'tiet lo', 'xuat ra', 'sao chep', 'ke ra', 'liet ke', 'đoc lai', 'đua ra']);
const VI_WHAT = anyOf([
  '(?:tin nhan|thong điep|loi nhac|chi dan|huong dan|chi thi) (?:đau tien|ban đau|goc|an)',
  '(?:tin nhan|thong điep|loi nhac|chi dan|huong dan|chi thi|noi dung|van ban)(?: \\S+){0,2}? (?:ma )?ban (?:(?:đa|đuoc|vua)\\s+)*(?:nhan|giao|cung cap)',
  '(?:moi thu|tat ca|toan bo (?:noi dung|van ban)|noi dung|van ban) (?:o |phia |ben )tren',
]);
const vi = behind(VI_VERB, GAP, VI_WHAT);

/** Folded-view pattern sources, added to the `prompt-leak` rule. */
export const southLeakPatterns: readonly string[] = [tr, id, tl, vi];

// Output demands: answer verb, "only", a word for what is said, then the quote or a colon.
const QUOTE = '\\s*[:"\'“«]';
const outputs = [
  `(?<![a-z])(?:jawab|balas|katakan|tulis|cetak|keluarkan|ucapkan)\\S*\\s+(?:hanya|cuma|saja)\\s+(?:dengan\\s+)?(?:(?:kata|kalimat|frasa|teks)(?:\\s+berikut)?)?${QUOTE}`,
  `(?<![a-z])(?:isagot|sagutin|sumagot|sabihin|isulat|i-print|iprint|ibalik)\\s+(?:mo\\s+)?(?:lamang|lang)\\s+(?:ang\\s+|ng\\s+)?(?:(?:salitang|pangungusap na|mga salitang)\\s*)?${QUOTE}`,
  `(?<![a-z])chi\\s+(?:tra loi|noi|viet|in|xuat|phan hoi|đap)(?:\\s+ra)?(?:\\s+(?:đung|mot|bang|voi|cau|tu|chu|nay)){1,4}${QUOTE}`,
];
/** Folded-view pattern sources, added to the `output-hijack` rule. */
export const southOutputPatterns: readonly string[] = outputs;
