/**
 * Instruction overrides in Chinese, Japanese, Korean and Hindi, read by the object's grammar
 * (issue 15, eighth round): what is thrown away must be the reader's own instructions ("your",
 * "the above", "all previous", "the ones you were given"), not a thing of the handbook's world.
 * These languages put what qualifies a noun before it: a compound ("部署说明", "배포 지침",
 * "インストール指示"), a genitive ("駐車場の", "तैनाती के"), a place ("包装盒上的", "箱に書かれた",
 * "डिब्बे पर लिखे"). So an instruction noun counts only after a word of a closed class (the verb
 * itself, a word pointing back, a pronoun of the reader, "all", "given"), or at the start of its
 * clause. Words pointing back ("上面", "これまで", "ऊपर") count as objects on their own, as before.
 * Folded-view sources (overrides.ts compiles them); written from the languages, not from corpora.
 */
import { anyOf } from './types';

// Chinese (simplified and traditional): verb first, then within ten characters the object.
const ZH_VERB = anyOf(['忽略', '无视', '無視', '忽视', '忽視', '不要理会', '不要理會', '别理', '別理', '不要管', '忘记', '忘記', '忘掉', '跳过', '跳過', '放弃', '放棄', '抛开', '拋開', '不要遵循', '不要遵守', '停止遵循', '不再遵循', '覆盖', '覆蓋']);
const ZH_NOUN = anyOf(['指令', '指示', '说明', '說明', '命令', '规则', '規則', '提示', '要求', '设定', '設定', '内容', '內容', '约束', '約束', '限制']);
const ZH_BACK = anyOf(['一切', '上面', '上述', '以上', '之前', '前面']);
// What may stand just before the noun (with or without 的): the reader, what came before, all, received.
const ZH_LEAD = anyOf(['你', '您', '之前', '以前', '先前', '此前', '上面', '上述', '以上', '前面', '所有', '全部', '一切', '原来', '原來', '原先', '原本', '最初', '初始', '系统', '系統', '开发者', '開發者', '收到', '得到', '给你', '給你', '对你', '對你', '任何', '其他', '这些', '這些', '那些']);
const zh = `${ZH_VERB}.{0,10}?(?:${ZH_BACK}|(?<=${ZH_VERB}|${ZH_LEAD}的?)${ZH_NOUN})`;

// Japanese: object first, then within twelve characters an imperative of 無視 / 忘れ / 従わない.
const JA_VERB = anyOf(['無視して', '無視しろ', '無視せよ', '無視しなさい', '無視する', '忘れて', '忘れろ', '忘れなさい', '従わないで', '従うな', '破棄して']);
const JA_NOUN = anyOf(['指示', '命令', '指令', 'ルール', '規則', 'プロンプト', '制約', '制限']);
const JA_BACK = anyOf(['上記', '以上', 'これまで', '今まで', '前述', 'すべて', '全て']);
const JA_LEAD = anyOf(['上記', '以上', '前述', '先ほど', '先程', 'さっき', 'これまで', '今まで', '以前', '前', '最初', '元', 'あなた', '君', 'お前', '開発者', 'システム', 'すべて', '全て', '全部', '初期', '事前', '内部', 'あらゆる', '与えられた', '受けた', '言われた', '渡された', '設定された']);
// Clause start: the text's start, a space or punctuation.
// (Full-width ！？：， fold to their ASCII forms, escaped here.)
const JA_START = anyOf(['^', '\\s', '、', '。', ',', '\\.', '!', '\\?', '「', '『', ':']);
// A topic named earlier in the phrase ("経費上限に関する以前のルール") binds it to the handbook too.
const JA_TOPIC = anyOf(['に関する', 'についての', 'に関しての', '向けの', '用の']);
const ja = `(?:${JA_BACK}|(?<=${JA_START}|${JA_LEAD}の?)(?<!${JA_TOPIC}.{0,6})${JA_NOUN}).{0,12}?${JA_VERB}`;

// Korean: object first, then within thirty (folded) characters 무시 / 잊 / 따르지 마.
const KO_VERB = anyOf(['무시하', '무시해', '무시하고', '잊어', '잊으', '잊고', '따르지 마', '따르지 말', '지킬 필요 없', '지키지 마', '지키지 말', '따를 필요 없',
  // Ninth round: "need no longer keep", "don't mind", "throw away".
  '지키지 않아도', '따르지 않아도', '신경 쓰지 마', '신경 끄', '버리고', '버려', '버리십시오', '버리세요']);
const KO_NOUN = anyOf(['지시', '지침', '명령', '규칙', '프롬프트', '제한']);
const KO_LEAD = anyOf(['이전', '이전의', '위', '위의', '앞', '앞의', '기존', '기존의', '모든', '모두', '너', '너의', '네', '니', '당신', '당신의', '내', '제', '처음', '처음의', '원래', '원래의', '기본', '시스템', '개발자', '개발자의', '개발자가', '주어진', '받은', '들은', '준', '정해진', '설정된', '입력된', '지금까지', '지금까지의', '너에게', '당신에게', '다른', '어떤']);
const KO_START = anyOf(['^', '\\n', '[,.!?:;"\']\\s*']);
// Words pointing back need what they point at: "이전 지시", "위의 내용", "모든 것" (not "이전 설정 단계").
const KO_BACK = `${anyOf(['위의', '위', '이전의', '이전', '앞의', '기존의', '기존', '모든', '지금까지의', '지금까지'])}\\s*(?:\\S+\\s*)?${anyOf(['것', '내용', '말', '대화', '텍스트', '메시지', '지시', '지침', '명령', '규칙', '프롬프트', '제한'])}`;
// "위에 있는 규칙", "앞에서 말한 지시": a word pointing back, then a participle.
const KO_BACK_PARTICIPLE = `${anyOf(['위에', '위에서', '앞에', '앞에서', '이전에', '먼저', '지금까지'])}\\s\\S+\\s`;
const ko = `(?:${KO_BACK}|(?<=${KO_START}|(?:^|\\s)(?:${KO_LEAD}\\s|${KO_BACK_PARTICIPLE}))${KO_NOUN}).{0,30}?${KO_VERB}`;

// Hindi (either way round): a genitive naming a topic ("तैनाती के पुराने निर्देश") or a place
// ("डिब्बे पर लिखे निर्देश") before the noun binds it to the handbook, unless the genitive is the
// reader's or points back ("अपने डेवलपर्स के", "ऊपर के", "पहले के"). The gap stays in one clause.
const HI_VERB = anyOf(['अनदेखा', 'नजरअंदाज', 'नज़रअंदाज़', 'भूल जा', 'भूल जाओ', 'भूल जाएं', 'उपेक्षा', 'पालन मत कर\\S*', 'पालन न कर\\S*',
  // Ninth round: the polite आप forms of "do not follow", "drop them" (not छोड़ दें, which folds as छोड़ दिए: "were dropped").
  'पालन मत की\\S*', 'पालन न की\\S*', 'पालन मत करना', 'छोड़ दो', 'छोड़ दीजिए', 'दरकिनार कर\\S*',
  // "… छोड़ दे / दें" (let it drop them), a whole word: not छोड़ दिए (were dropped).
  'छोड़ दे(?![\\u0900-\\u0963\\u0966-\\u097F])']);
const HI_OBJECT = anyOf(['निर्देश', 'आदेश', 'नियम', 'हिदायत', 'प्रॉम्प्ट', 'पिछल', 'ऊपर']);
const HI_SELF = anyOf(['ऊपर', 'पहले', 'इस', 'सिस्टम']);
const HI_OWN = anyOf(['अपने', 'अपनी', 'तुम्हारे', 'तुम्हारी', 'तेरे', 'आपके', 'आपकी']);
const HI_TOPIC = `(?<!(?:^|\\s)(?<!${HI_OWN}\\s)(?!${HI_SELF}\\s)[^\\s।]+\\s(?:के|की|का)\\s(?:[^\\s।]+\\s)?)(?<!(?:पर|में)\\s(?:लिखे|लिखी|दिए|दिये|छपे|छपी)\\s)`;
const HI_GAP = '[^.,;।\\n]{0,30}?';
const hi = `${HI_VERB}${HI_GAP}${HI_TOPIC}${HI_OBJECT}|${HI_TOPIC}${HI_OBJECT}${HI_GAP}${HI_VERB}`;

/** Folded-view pattern sources, added to the `instruction-override` rule. */
export const scriptOverridePatterns: readonly string[] = [zh, ja, ko, hi];
