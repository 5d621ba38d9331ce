/**
 * Recall per source and kind, false-positive rates on benign paragraphs and hard negatives,
 * for the dev and frozen halves of the split apart (see injection-split.ts).
 */
import { isIndirectTask, type Row } from './injection-split';

const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);

function group(rows: readonly Row[], key: (r: Row) => string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

export interface Summary {
  split: 'dev' | 'frozen';
  recall: number;
  fpr: number;
  hardFpr: number;
}

/** Markdown tables for one flagging function over the rows; `flagged` maps a row to a verdict. */
export function report(rows: readonly Row[], flagged: (r: Row) => boolean): { lines: string[]; summaries: Summary[] } {
  const lines: string[] = [];
  const summaries: Summary[] = [];
  const hits = new Map(rows.map((r) => [r, flagged(r)]));
  const count = (rs: readonly Row[]): number => rs.filter((r) => hits.get(r) === true).length;
  lines.push('| split | recall (no indirect-task) | indirect-task | FPR benign | FPR hard negatives |', '|---|---|---|---|---|');
  for (const split of ['dev', 'frozen'] as const) {
    const inSplit = rows.filter((r) => r.split === split);
    const atk = inSplit.filter((r) => r.label === 'injection' && !isIndirectTask(r));
    const task = inSplit.filter(isIndirectTask);
    const ben = inSplit.filter((r) => r.label === 'benign');
    const hard = ben.filter((r) => r.hard_negative === true);
    lines.push(`| ${split} | ${pct(count(atk), atk.length)} | ${pct(count(task), task.length)} | ${pct(count(ben), ben.length)} | ${pct(count(hard), hard.length)} |`);
    summaries.push({ split, recall: count(atk) / atk.length, fpr: count(ben) / ben.length, hardFpr: count(hard) / Math.max(1, hard.length) });
  }
  lines.push('', '| split | source | attacks caught | benign flagged |', '|---|---|---|---|');
  for (const [k, rs] of group(rows, (r) => `${r.split}\t${r.repo}`)) {
    const [split, repo] = k.split('\t');
    const atk = rs.filter((r) => r.label === 'injection' && !isIndirectTask(r));
    const ben = rs.filter((r) => r.label === 'benign');
    lines.push(`| ${split} | ${repo} | ${pct(count(atk), atk.length)} | ${pct(count(ben), ben.length)} |`);
  }
  lines.push('', '| split | kind | lang | attacks caught |', '|---|---|---|---|');
  const atkRows = rows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
  for (const [k, rs] of group(atkRows, (r) => `${r.split}\t${(r.kind ?? '?').split(':')[0]}\t${r.lang === undefined || r.lang === 'en' ? 'en' : 'other'}`)) {
    const [split, kind, lang] = k.split('\t');
    lines.push(`| ${split} | ${kind} | ${lang} | ${pct(count(rs), rs.length)} |`);
  }
  // Per language: a classifier that reads a script as a sign of attack catches every attack in
  // it and flags every benign text in it too, which only a language's own benign text shows.
  lines.push('', '| split | attacks caught, by language |', '|---|---|');
  for (const split of ['dev', 'frozen'] as const) {
    const byLang = group(atkRows.filter((r) => r.split === split), (r) => r.lang ?? 'en');
    lines.push(`| ${split} | ${[...byLang].map(([l, rs]) => `${l} ${count(rs)}/${rs.length}`).join(', ')} |`);
  }
  return { lines, summaries };
}
