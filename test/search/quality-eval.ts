// Search quality on real questions: shared by test/search/quality.test.ts and the benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { buildIndex, searchIndex, type RepoIndex } from '../../lib/search/index';
import { isIndexable, splitSections, type Section } from '../../lib/search/sections';

export const QuestionSchema = z.object({
  repo: z.string(),
  question: z.string(),
  file: z.string(),
  heading: z.string(),
  line: z.number().int(),
  level: z.number().int().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** Questions from a JSONL file. */
export function readQuestions(file: string): Question[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => QuestionSchema.parse(JSON.parse(l)));
}

/** Every indexable file under `root` as `[relative path, text]`, sorted. */
export function readCorpus(root: string, under = ''): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (rel: string): void => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (isIndexable(r)) out.push([r, readFileSync(path.join(root, r), 'utf8')]);
    }
  };
  walk(under);
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

/** All sections of a corpus. */
export function corpusSections(files: Array<[string, string]>): Section[] {
  return files.flatMap(([f, t]) => splitSections(f, t));
}

type Ranked = Array<{ file: string; line: number; heading: string }>;
export type Searcher = (question: string) => Ranked | Promise<Ranked>;

/** Our index, as the product uses it. */
export function ourSearcher(index: RepoIndex): Searcher {
  return (q) => searchIndex(index, q, 6);
}

/** MiniSearch with its default options over heading and text: the reference. */
export function defaultSearcher(sections: readonly Section[]): Searcher {
  const mini = new MiniSearch<Section>({ fields: ['heading', 'text'] });
  mini.addAll(sections);
  const byId = new Map(sections.map((s) => [s.id, s]));
  return (q) => mini.search(q).slice(0, 6).flatMap((r) => byId.get(String(r.id)) ?? []);
}

export interface Quality {
  questions: number;
  hit1: number;
  hit6: number;
  misses: Array<{ question: string; expected: string; got: string[] }>;
}

/** hit@1 and hit@6: a hit is a result with the expected file and the same line or heading. */
export async function measure(questions: readonly Question[], search: Searcher): Promise<Quality> {
  let hit1 = 0;
  let hit6 = 0;
  const misses: Quality['misses'] = [];
  for (const q of questions) {
    const ranked = await search(q.question);
    const rank = ranked.findIndex((r) => r.file === q.file && (r.line === q.line || r.heading === q.heading));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 6) hit6++;
    else misses.push({ question: q.question, expected: `${q.file}#${q.line} ${q.heading}`, got: ranked.map((r) => `${r.file}#${r.line} ${r.heading}`) });
  }
  const n = questions.length || 1;
  return { questions: questions.length, hit1: hit1 / n, hit6: hit6 / n, misses };
}

/** Build our index and the default reference over the same sections and measure both. */
export async function compareOnCorpus(files: Array<[string, string]>, questions: readonly Question[]): Promise<{ ours: Quality; reference: Quality }> {
  const sections = corpusSections(files);
  return { ours: await measure(questions, ourSearcher(buildIndex(sections))), reference: await measure(questions, defaultSearcher(sections)) };
}
