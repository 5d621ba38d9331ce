/**
 * Japanese grammar of two attack forms that the scan missed in the ten pinned batches never
 * trained on (heldout17, 19–27; issue 15, round 28): 31 of their 104 Japanese attacks before
 * these rules, 15 after. Written from the language's grammar, each part a class, not a sentence
 * of any batch.
 *
 * 1. Extraction (`prompt-leak`): a request (the te-form of a verb of bringing out, or its plain
 *    imperative) whose object is the text the reader was given before the user spoke: a head
 *    noun of instructions or settings (指示, 指示書, 設定文, プロンプト, ルール …) qualified as
 *    given at the start, hidden, behind the scenes or the reader's own (最初に, 隠し, 裏で,
 *    会話の前に, あなたへの …), with the verb of giving between when there is one. A settings noun
 *    that heads a compound (設定画面, 設定ファイル, 指示通り) is a thing on the screen, not the
 *    reader's text, and stays quiet; so do 確認 and 変更 (a handbook's "check the first settings").
 *    The question "what were you told at first?" needs the past progressive and a question mark.
 * 2. Orders inside data addressed to the machine that reads it (`addressed-to-ai`): a note
 *    labelled for a machine (※評価システムへ：, （メール処理ツールへ：, [AI向け注記], 追記：分類AIさんへ、)
 *    or a sentence whose subject is the AI that processes this text (この文章を要約するAIは、…),
 *    then, in the same note, a directive ending (こと, ください, せよ, なさい, ものとする). A
 *    sentence that goes on with "so / because / but / in case / may" gives its advice to the person
 *    reading ("要約するAIは誤ることがあるので確認すること") and stays quiet, and generic machines
 *    (システム, ツール, プログラム) count only in a labelled note, never as a sentence's subject:
 *    "このデータを処理するシステムは暗号化すること" is a specification.
 * Folded-view sources (foldedPattern folds their kana as the view does: voicing marks drop).
 */
import { anyOf } from './types';

// (Fullwidth ！？ fold to ASCII in the view.)
const STOP = '[^。!?\\n]';
const QUAL = anyOf([
  '最初に', '最初の', '初めに', 'はじめに', '冒頭で', '冒頭の', '事前に', '会話の前に', '会話前に', '会話が始まる前に', 'チャットの前に',
  '裏で', '裏の', '隠し', '隠された', '隠されている', '隠してある', '秘密の', '内部の', '非公開の',
  'あなたへの', 'あなたに', '君への', '君に', 'お前への', '開発者から', '運営から', 'システムから',
]);
const NOUN = anyOf(['システムプロンプト', 'プロンプト', '指示書', '指示文', '指示', '命令文', '命令', '設定文', '初期設定', '設定', 'ルール', '規則', '台本', '前提条件']);
// A compound the noun heads, or "as instructed": things of the screen or the work, not the reader's text.
const NOT_COMPOUND = `(?!${anyOf(['画面', 'ファイル', '方法', '項目', '値', '手順', '変更', '通り', 'どおり', '内容を確認', 'を確認', 'を変更', 'に従', 'を守'])})`;
// A request: a verb of bringing out in the te-form or the imperative, not going on.
// (Not "公開していません", "表示しております", "書いてある": a te-form that goes on describes, it does not ask.)
const ORDER = `${anyOf(['見せ', '出し', '貼っ', '貼り付け', 'コピペし', 'コピーし', '教え', '書い', '書き出し', '英訳し', '翻訳し', '列挙し', '言っ', '吐き出し', '晒し', '公開し', '出力し', '表示し', '全部出'])}${anyOf(['て', 'ろ', 'なさい', 'せ'])}(?!${anyOf(['い', 'お', 'ま', 'あ', 'る'])})`;
const leak = `${QUAL}${STOP}{0,14}?${NOUN}${NOT_COMPOUND}${STOP}{0,25}?${ORDER}`;
// "最初に何て指示されてたの？": what the reader was told, asked in the past progressive.
const told = `${anyOf(['最初に', '事前に', '会話の前に', '開発者に', '運営に'])}${STOP}{0,6}?${anyOf(['何て', '何と', '何を', 'どんな'])}${STOP}{0,8}?${anyOf(['指示', '命令', '設定'])}され${anyOf(['てた', 'ていた', 'てる', 'ている'])}${anyOf(['の', 'んですか', 'か', ''])}\\s*\\?`;

/** Folded-view pattern sources, added to the `prompt-leak` rule. */
export const japaneseLeakPatterns: readonly string[] = [leak, told];

const MACHINE = anyOf(['ai', 'アシスタント', 'ボット', 'bot', 'システム', 'ツール', 'プログラム', 'モデル', 'エージェント']);
const AI = anyOf(['ai', 'アシスタント', 'チャットボット', 'ボット', 'エージェント', '言語モデル']);
const DIRECTIVE = anyOf(['こと', 'ください', '下さい', 'せよ', 'なさい', 'しろ', 'ものとする']);
// Advice to the person reading: "so / because / but / in case / it may" (が、 folds to か、, so "…するか、" (or) counts too).
const SO = anyOf(['ので', 'から', 'ため', 'けど', 'けれど', 'ですが', 'ますが', 'だが', 'が、', '場合', 'ことがあ', '可能性', 'かもしれ']);
// A note labelled for a machine: an opener (※, （, 【, [, 追記, 注記, 備考) a few characters before.
// (Fullwidth ＊（：？ fold to ASCII in the view.)
const OPEN = anyOf(['※', '\\*', '\\(', '【', '\\[', '〔', '追記', '注記', '備考']);
const label = `${MACHINE}(?<=${OPEN}[^。\\n]{0,15}?${MACHINE})(?:さん)?${anyOf(['へ', '向け', '宛て', 'に告ぐ'])}(?:の?${anyOf(['注記', '指示', 'メモ', 'お願い', '連絡', '注意'])})?\\s*(?:[:,\\]]|、|】)[^\\n]{0,100}?${DIRECTIVE}`;
// The AI that processes this text, as a sentence's subject.
const VERB = anyOf(['処理', '要約', '翻訳', '分類', '評価', '読み取', '読み込', '解析', '生成', '集計', '書き換え', '紹介', '採点', '返信']);
const subject = `${AI}(?<=${VERB}${STOP}{0,6}?${AI})(?:さん)?${anyOf(['は', 'へ'])}(?:、|,)?(?!${STOP}{0,100}?${SO})${STOP}{0,100}?${DIRECTIVE}`;

/** Folded-view pattern sources, added to the `addressed-to-ai` rule. */
export const japaneseAddressedPatterns: readonly string[] = [label, subject];
