/**
 * Instruction overrides in more languages (issue 15, sixth round): "the previous instructions are
 * void". Word classes per language: instructions by name, a word pointing back at them (before or
 * after the noun, as the language puts its adjectives), then within a few words a predicate that
 * voids them (cancelled, invalid, no longer in force). Not "outdated" or "no longer valid" in the
 * sense of an old page: a handbook says that of its wiki ("the previous instructions in the wiki
 * are outdated"). Written from the languages, not from attack corpora; accents are removed by the
 * view. Also here, for Bengali: the rules, then "no longer need to follow / don't obey" (the
 * either-way pattern of overrides.ts would need an anchor letter no rule has left).
 */
import { anyOf } from './types';
import { OVERRIDE_LANGS, type OverrideLang } from './grammar';
import { notTopic } from './object-grammar';

interface Voiding {
  readonly instr: readonly string[];
  readonly back: readonly string[];
  readonly pred: readonly string[];
  /** Written with spaces (a gap is counted in words), else in characters. */
  readonly spaced?: boolean;
  /** Latin script: words start and end at a word boundary. */
  readonly latin?: boolean;
  /**
   * Anchored on the instruction and back words (else on the predicate, the rest checked behind
   * it): where the predicate's first letters are not among the anchor automaton's symbols.
   */
  readonly onNoun?: boolean;
  /** Its word classes (grammar.ts): a complement naming a topic after the noun or its adjective keeps it quiet. */
  readonly lang?: OverrideLang;
  /**
   * The words that may stand between the instructions and the predicate (else any few): Russian and
   * Bengali put a topic there ("старые правила оформления отчётов больше не действуют", ninth round), Arabic
   * a complement ("القواعد القديمة لتقديم التقارير ملغاة").
   */
  readonly farWords?: readonly string[];
}

const L = (code: string): OverrideLang => OVERRIDE_LANGS[code] as OverrideLang;
const VOIDING: readonly Voiding[] = [
  { latin: true, spaced: true, lang: L('it'), instr: L('it').instr, back: ['precedent[ei]', 'iniziali', 'originali', 'anteriori'], pred: ['(?:sono|vengono|risultano) (?:ora |adesso |tutte )?(?:annullat[ei]|revocat[ei]|nulle)', 'non (?:sono|valgono) piu'] },
  { latin: true, spaced: true, lang: L('es'), instr: L('es').instr, back: ['anteriores', 'previas', 'originales', 'iniciales'], pred: ['(?:son|estan|quedan|quedaron|fueron) (?:ahora |todas )?(?:anulad[ao]s|cancelad[ao]s|revocad[ao]s|nul[ao]s|sin efecto)', 'ya no (?:valen|aplican|rigen)'] },
  { latin: true, spaced: true, lang: L('fr'), instr: L('fr').instr, back: ['precedentes?', 'anterieures?', 'initiales?', 'originales?'], pred: ['(?:sont|ont ete) (?:desormais |maintenant |toutes )?(?:annulee?s|revoquee?s|nulle?s|caduques?)', 'ne s.appliquent plus'] },
  { latin: true, spaced: true, lang: L('de'), instr: L('de').instr, back: ['vorherigen?', 'bisherigen?', 'fruheren?', 'ursprunglichen?', 'alten'], pred: ['(?:sind|wurden) (?:jetzt |nun |ab sofort |alle )?(?:ungultig|aufgehoben|nichtig|hinfallig|widerrufen|annulliert)', 'gelten nicht mehr'] },
  { latin: true, spaced: true, lang: L('pt'), instr: L('pt').instr, back: ['anteriores', 'previas', 'originais', 'iniciais'], pred: ['(?:sao|estao|foram|ficam) (?:agora |todas )?(?:anulad[ao]s|cancelad[ao]s|revogad[ao]s|nul[ao]s|sem efeito)', 'nao valem mais'] },
  // (Not директив…: its first letter would be one anchor symbol more, and the automaton has none left.)
  { spaced: true, farWords: ['теперь', 'уже', 'все', 'отныне', 'сейчас', 'полностью', 'официально', 'более', 'тоже', 'также', 'ныне', 'для тебя', 'для вас'], instr: L('ru').instr.filter((w) => !w.startsWith('директив')), back: ['предыдущ\\S*', 'прежн\\S*', 'изначальн\\S*', 'стар\\S*'], pred: ['недействительн\\S*', 'отменен\\S*', 'аннулирован\\S*', 'больше не действу\\S*', 'утратил\\S* силу'] },
  { latin: true, spaced: true, instr: ['talimat\\S*', 'komut\\S*', 'kural\\S*', 'yonerge\\S*'], back: ['onceki', 'eski', 'yukar(?:ı|i)daki', 'baslangıctaki'], pred: ['gecersiz\\S*', 'iptal edil\\S*', 'hukumsuz\\S*'] },
  { latin: true, spaced: true, instr: ['instruksi', 'perintah', 'aturan', 'petunjuk', 'arahan'], back: ['sebelumnya', 'lama', 'awal', 'tadi'], pred: ['tidak berlaku', 'dibatalkan', 'batal'] },
  { latin: true, spaced: true, instr: ['chi dan', 'huong dan', 'chi thi', 'lenh', 'quy tac', 'quy đinh'], back: ['truoc đo', 'truoc', 'cu', 'ban đau'], pred: ['bi (?:huy|vo hieu hoa)', 'khong con hieu luc'] },
  { latin: true, spaced: true, instr: ['tagubilin', 'utos', 'patakaran', 'panuto', 'instruksyon'], back: ['naunang', 'nakaraang', 'lumang', 'orihinal na'], pred: ['kanselado', 'walang bisa', 'hindi na (?:balido|epektibo)'] },
  { spaced: true, farWords: ['الان', 'جميعها', 'كلها', 'تماما', 'بالكامل'], instr: ['التعليمات', 'الاوامر', 'القواعد', 'الارشادات', 'التوجيهات'], back: ['السابقة', 'القديمة', 'الاصلية'], pred: ['ملغاة', 'ملغية', 'لاغية'] },
  { spaced: true, onNoun: true, instr: ['निर्देश\\S*', 'आदेश\\S*', 'नियम\\S*'], back: ['पिछले', 'पहले के', 'पुराने', 'ऊपर के'], pred: ['रद्द (?:कर दिए गए|हो गए|हो चुके|किए गए|हैं|समझो)', 'अमान्य'] },
  { spaced: true, farWords: ['এখন', 'সব', 'সবই', 'এখন থেকে', 'আজ থেকে', 'সম্পূর্ণ', 'পুরোপুরি'], instr: ['নির্দেশ\\S*', 'আদেশ\\S*', 'নিয়ম\\S*'], back: ['আগের', 'পূর্ববর্তী', 'পুরোনো', 'উপরের'], pred: ['বাতিল'] },
  { onNoun: true, instr: ['คำสั่ง(?!ซื้อ)', 'คำแนะนำ', 'กฎ', 'สิ่งที่(?:ถูก)?(?:บอก|สั่ง|เขียน)'], back: ['ก่อนหน้า(?:นี้)?', 'เดิม', 'ข้างบน', 'เก่า'], pred: ['(?:ถูก)?ยกเลิก', 'เป็นโมฆะ', 'ไม่มีผล'] },
  { instr: ['지시', '지침', '명령', '규칙', '프롬프트'], back: ['이전', '기존', '위의', '앞의', '처음'], pred: ['무효', '취소되었', '취소됐'] },
  { onNoun: true, instr: ['指示', '命令', 'ルール', '指令'], back: ['以前の', '前の', 'これまでの', '上記の', '最初の'], pred: ['無効', '取り消され', '撤回され', '破棄され'] },
  { onNoun: true, instr: ['指令', '指示', '規則', '说明', '提示'], back: ['之前的', '以前的', '上面的', '上述'], pred: ['作废', '作廢', '无效', '無效', '失效', '已取消', '被取消'] },
];

function voiding(v: Voiding): string {
  const bb = v.latin === true ? '(?<![a-z])' : '';
  const be = v.latin === true ? '(?![a-z])' : '';
  const [near, anyFar] = v.spaced === true ? ['(?:\\s+\\S+){0,2}?\\s+', '(?:\\s+\\S+){0,3}?\\s+'] : ['[^。.！？!?\\n]{0,6}?', '[^。.！？!?\\n]{0,10}?'];
  const far = v.farWords === undefined ? anyFar : `(?:\\s+${anyOf(v.farWords)}){0,3}?\\s+`;
  // "Die vorherigen Anweisungen zum VPN sind ungültig": a page retired, not the reader's orders.
  const topic = v.lang === undefined ? '' : notTopic(v.lang, true);
  const instr = `${anyOf(v.instr)}${be}${topic}`;
  const back = `${anyOf(v.back)}${be}${topic}`;
  const subject = `${bb}(?:${back}${near}${instr}|${instr}${near}${back}|${back}${v.spaced === true ? '\\s+' : ''}${instr})${far}`;
  const pred = `${bb}${anyOf(v.pred)}`;
  // Anchored on the predicate, the scan tries the regex at a few rare words, not at every
  // "instructions" or "rules" (and its entries stay few among the follow-checked ones, follow.ts).
  return v.onNoun === true ? `${subject}${pred}` : `${pred}(?<=${subject}${pred})`;
}

/** The patterns (folded view), added to the `instruction-override` rule. */
export const worldOverridePatterns: readonly string[] = [
  ...VOIDING.map(voiding),
  // Bengali: the rules, then "no longer need to follow" / "don't obey" (object first).
  '(?:নির্দেশ|আদেশ|নিয়ম|পূর্ববর্তী|আগের|উপরের)[^।\\n]{0,30}?(?:মানার (?:আর )?দরকার নেই|মেনো না|মানবে না|মানতে হবে না)',
];
