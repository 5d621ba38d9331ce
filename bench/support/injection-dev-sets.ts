/**
 * Dev checks beyond the corpus rows (issue 15, round 5): our own attack families in eight
 * languages and English jailbreak templates and embedded orders, and our own hard negatives,
 * none of them trained on (test/untrusted/fixtures/dev-*.ts). Markdown tables for a flagging
 * function, recall per language and kind, false positives per family.
 */
import { DEV_ENGLISH_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-english';
import { DEV_LANGUAGE_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-languages';
import { DEV_HARD_NEGATIVES, type TextFamily } from '../../test/untrusted/fixtures/dev-hard-negatives';
import { DEV_HARD_NEGATIVES_TALK } from '../../test/untrusted/fixtures/dev-hard-negatives-talk';
import { SHORT_FAMILIES } from '../../test/untrusted/fixtures/families-short';
import { SHORT_HELDOUT_ATTACKS, SHORT_HELDOUT_NEGATIVES } from '../../test/untrusted/fixtures/dev-short-heldout';
import { DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES } from '../../test/untrusted/fixtures/dev-embedded';

/**
 * Benign paragraphs on the topics of DEV_HARD_NEGATIVES_TALK (attacks, security, passwords,
 * prompts, AI tools, moderation): the held-out handbook paragraphs with these words are
 * reported on their own (round 7), as handbook text at large is easy.
 */
export const TALK_TOPIC_WORDS = /\b(?:attack\w*|security|secur\w*|password\w*|passphrase|credentials?|log ?in|sign(?:ing)? in|phishing|prompt\w*|jailbreak\w*|injection|AI|LLMs?|chat ?bots?|bots?|assistants?|copilot|GPT|models?|moderat\w*|spam|threat\w*|malicious)\b|攻撃|セキュリティ|パスワード|プロンプト|ログイン/i;

const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);

function tally(families: readonly TextFamily[], key: (f: TextFamily) => string, flagged: (t: string) => boolean): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const f of families) {
    const [hit, all] = out.get(key(f)) ?? [0, 0];
    out.set(key(f), [hit + f.texts.filter(flagged).length, all + f.texts.length]);
  }
  return out;
}

/** Recall on our dev attack families and false positives on our dev hard negatives. */
export function devSetLines(flagged: (t: string) => boolean): string[] {
  const attacks = [...DEV_LANGUAGE_ATTACKS, ...DEV_ENGLISH_ATTACKS];
  const byLang = tally(attacks, (f) => f.lang ?? '?', flagged);
  const byKind = tally(attacks, (f) => `${f.kind ?? '?'} ${f.lang === 'en' ? 'en' : 'other'}`, flagged);
  const neg = tally(DEV_HARD_NEGATIVES, (f) => f.family, flagged);
  const talk = tally(DEV_HARD_NEGATIVES_TALK, (f) => f.family, flagged);
  const sum = (m: Map<string, [number, number]>): [number, number] => [...m.values()].reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  const [ah, aa] = sum(byLang);
  const [nh, na] = sum(neg);
  const [th, ta] = sum(talk);
  return [
    `Attacks caught: ${pct(ah, aa)}; hard negatives flagged: ${pct(nh, na)} (round 5's families), ${pct(th, ta)} (round 7's, text about attacks, security and AI tools).`,
    '',
    '| attacks by language | caught |',
    '|---|---|',
    ...[...byLang].map(([k, [h, a]]) => `| ${k} | ${pct(h, a)} |`),
    '',
    '| attacks by kind | caught |',
    '|---|---|',
    ...[...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([k, [h, a]]) => `| ${k} | ${pct(h, a)} |`),
    '',
    '| hard-negative family | flagged |',
    '|---|---|',
    ...[...neg].map(([k, [h, a]]) => `| ${k} | ${pct(h, a)} |`),
    ...[...talk].map(([k, [h, a]]) => `| ${k} (round 7) | ${pct(h, a)} |`),
  ];
}

/**
 * Round 8: short attacks (3–12 words, under the classifier's 40 characters) by the rules
 * alone: the families the short rules were tuned on, and the batch written after them and
 * never tuned on.
 */
export function shortSetLines(flagged: (t: string) => boolean): string[] {
  const count = (texts: readonly string[]): string => pct(texts.filter(flagged).length, texts.length);
  return [
    '| set (rules alone) | attacks caught | handbook lines flagged |',
    '|---|---|---|',
    `| families-short.ts (tuned on) | ${count(SHORT_FAMILIES.flatMap((f) => f.fires))} | ${count(SHORT_FAMILIES.flatMap((f) => f.quiet))} |`,
    `| dev-short-heldout.ts (never tuned on) | ${count(SHORT_HELDOUT_ATTACKS.flatMap((f) => f.texts))} | ${count(SHORT_HELDOUT_NEGATIVES.flatMap((f) => f.texts))} |`,
  ];
}

type Scans = readonly (readonly [string, (t: string) => boolean])[];

/** Attack families and their hard negatives, a row per family, a column per flagging function. */
function familyTable(attacks: readonly TextFamily[], negatives: readonly TextFamily[], scans: Scans, label: (f: TextFamily) => string): string[] {
  const row = (f: TextFamily): string => `| ${label(f)} | ${scans.map(([, s]) => pct(f.texts.filter(s).length, f.texts.length)).join(' | ')} |`;
  const all = (fs: readonly TextFamily[]): string => scans.map(([, s]) => pct(fs.flatMap((f) => f.texts).filter(s).length, fs.flatMap((f) => f.texts).length)).join(' | ');
  return [
    `| family | ${scans.map(([name]) => name).join(' | ')} |`,
    `|---|${scans.map(() => '---|').join('')}`,
    `| **attacks** | ${all(attacks)} |`,
    ...attacks.map(row),
    `| **hard negatives (flagged)** | ${all(negatives)} |`,
    ...negatives.map(row),
  ];
}

/** Round 9: orders embedded in data and their hard negatives, per family, for each flagging function. */
export function embeddedSetLines(scans: Scans): string[] {
  return familyTable(DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES, scans, (f) => [f.kind ?? 'hard negative', f.lang, f.family].filter((x) => x !== undefined).join(' '));
}

/**
 * Round 11: the English held-out families (indirect orders in many carriers, short and wrapped
 * extraction, authority claims, fiction, few-shot, payload splitting, other-language orders,
 * many-shot) and their hard negatives, per family, for each flagging function.
 */
export async function moreEnglishSetLines(scans: Scans): Promise<string[]> {
  const { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } = await import('../../test/untrusted/fixtures/dev-attacks-english-more');
  return familyTable(DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES, scans, (f) => `${f.kind ?? 'hard negative'} ${f.family}`);
}
