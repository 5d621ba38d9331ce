// The honest search-quality harness: questions with a dev/frozen split, the hit rule, and
// hit@1/hit@6 of any searcher over one handbook's sections. Used by bench/search-quality.bench.ts
// and its unit test (test/search/quality-hit.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Section } from '../../lib/search/sections';

/** The four handbooks of ../shared/corpora with questions, and their shared (always frozen) question files. */
export const HANDBOOKS: Array<{ name: string; shared: string }> = [
  { name: '18f-handbook', shared: 'questions-18f.jsonl' },
  { name: 'cwe-playbook', shared: 'questions-cwe-playbook.jsonl' },
  { name: 'mattermost-handbook', shared: 'questions-mattermost-handbook.jsonl' },
  { name: 'ja-react-dev', shared: 'questions-ja-react-dev.jsonl' },
];

export const SplitSchema = z.enum(['dev', 'frozen']);
export type Split = z.infer<typeof SplitSchema>;

/** Our questions (`bench/questions/*.jsonl`) and the shared ones (always frozen), one shape. */
export const BenchQuestionSchema = z.object({
  question: z.string().min(1),
  file: z.string().min(1),
  heading: z.string(),
  line: z.number().int().min(1),
  split: SplitSchema,
  author: z.string(),
});
export type BenchQuestion = z.infer<typeof BenchQuestionSchema>;

/** Questions of a JSONL file; `forceSplit` overrides the lines' split (the shared sets are frozen). Absent file: none. */
export function readBenchQuestions(file: string, forceSplit?: Split, author?: string): BenchQuestion[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const raw = JSON.parse(l) as Record<string, unknown>;
      return BenchQuestionSchema.parse({ ...raw, split: forceSplit ?? raw.split, author: raw.author ?? author });
    });
}

/** Where a result sits: a section's file and its heading line. */
export interface Located {
  file: string;
  line: number;
}

/**
 * The section that holds a line of a file: the one whose line is the greatest ≤ that line.
 * Built from the same sections both searchers index, so the rule is the same for both.
 */
export function sectionLocator(sections: readonly Section[]): (file: string, line: number) => number | undefined {
  const byFile = new Map<string, number[]>();
  for (const s of sections) {
    const lines = byFile.get(s.file) ?? [];
    lines.push(s.line);
    byFile.set(s.file, lines);
  }
  for (const lines of byFile.values()) lines.sort((a, b) => a - b);
  return (file, line) => {
    const lines = byFile.get(file);
    if (!lines) return undefined;
    let best: number | undefined;
    for (const l of lines) if (l <= line) best = l;
    return best;
  };
}

/**
 * The hit rule: a result is the answer when it is the section of the question's file that holds
 * the question's line (its heading line when the line is a heading, as in all our questions;
 * the enclosing section when a line points into a body). Headings are not compared: the same
 * heading ("Resources", "Eligibility") recurs, and a neighbour with the same name is not the
 * answer. Returns the 0-based rank of the first hit, or -1.
 */
export function hitRank(ranked: readonly Located[], q: Pick<BenchQuestion, 'file' | 'line'>, locate: ReturnType<typeof sectionLocator>): number {
  const target = locate(q.file, q.line);
  if (target === undefined) return -1;
  return ranked.findIndex((r) => r.file === q.file && r.line === target);
}

export type Searcher = (question: string) => readonly Located[] | Promise<readonly Located[]>;

export interface Score {
  n: number;
  hit1: number;
  hit6: number;
  misses: string[];
}

/** hit@1 and hit@6 (as counts) of `search` on `questions`. */
export async function score(questions: readonly BenchQuestion[], search: Searcher, locate: ReturnType<typeof sectionLocator>): Promise<Score> {
  const out: Score = { n: questions.length, hit1: 0, hit6: 0, misses: [] };
  for (const q of questions) {
    const rank = hitRank((await search(q.question)).slice(0, 6), q, locate);
    if (rank === 0) out.hit1++;
    if (rank >= 0) out.hit6++;
    else out.misses.push(`${q.question} → ${q.file}:${q.line}`);
  }
  return out;
}

/**
 * One handbook's questions in the groups the benchmark reports, dev and frozen apart. `more` are
 * the round-3 dev questions (`<handbook>.dev-more.jsonl`, all dev) and `ninth` the round-9 ones
 * (`<handbook>.dev-9.jsonl`, all dev), each reported as its own row so the earlier rows stay
 * comparable.
 */
export function questionGroups(
  own: readonly BenchQuestion[],
  shared: readonly BenchQuestion[],
  more: readonly BenchQuestion[] = [],
  ninth: readonly BenchQuestion[] = [],
): Array<[string, BenchQuestion[]]> {
  const groups: Array<[string, BenchQuestion[]]> = [
    ['dev (own)', own.filter((q) => q.split === 'dev')],
    ['dev (more)', more.filter((q) => q.split === 'dev')],
    ['dev (9)', ninth.filter((q) => q.split === 'dev')],
    ['frozen (own)', own.filter((q) => q.split === 'frozen')],
    ['frozen (shared)', [...shared]],
  ];
  return groups.filter(([, qs]) => qs.length > 0);
}

/** A handbook's extra dev files (`dev-more`, `dev-9`) under `dir`, read with their split forced to dev. */
export function readExtraDev(dir: string, name: string): { more: BenchQuestion[]; ninth: BenchQuestion[] } {
  const read = (suffix: string): BenchQuestion[] => readBenchQuestions(path.join(dir, `${name}.${suffix}.jsonl`), 'dev');
  return { more: read('dev-more'), ninth: read('dev-9') };
}
