// Sampling for the round-9 dev questions (bench/questions/<handbook>.dev-9.jsonl): prints the sampled
// sections (heading path and the start of the body) so questions can be written by reading them.
// Run: npx vite-node bench/support/sample-dev9.ts -- <handbook> [count]. Two strata of equal size,
// drawn by mulberry32 (seed 20261202 + handbook index): any section with a heading and > 250
// characters of body; and sections of long pages (files of ≥ 10 sections) with > 600 characters,
// where a general heading or a long FAQ-like body is likely. Sections already asked by any question
// file (ours or shared, dev or frozen) are left out by file and line only: no question text is read.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import type { Section } from '../../lib/search/sections';
import { prng } from './prng';
import { HANDBOOKS, readBenchQuestions, sectionLocator } from './search-quality';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

// The round's own file and every held-out round's (held-10, held-12 … and any later one), written after
// the draw: left out so the draw stays as it was.
const NOT_AT_DRAW = /\.(?:dev-9|held-\d+)\.jsonl$/;

function askedKeys(name: string, sections: readonly Section[]): Set<string> {
  const locate = sectionLocator(sections);
  const shared = HANDBOOKS.find((h) => h.name === name)?.shared ?? '';
  const files = readdirSync(path.join(ROOT, 'bench/questions')).filter((f) => (f.startsWith(`${name}.`) || f.startsWith(`${name}-`)) && !NOT_AT_DRAW.test(f));
  const qs = [...files.map((f) => path.join(ROOT, 'bench/questions', f)), path.join(CORPORA, shared)]
    .filter((f) => f.endsWith('.jsonl') && existsSync(f))
    .flatMap((f) => readBenchQuestions(f, 'dev', 'any'));
  return new Set(qs.map((q) => `${q.file}#${locate(q.file, q.line) ?? q.line}`));
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** How many sections are drawn per handbook (more than the 40 asked, so that some can be skipped). */
export const DRAWS = 46;

/** The sampled sections of one handbook, `count` in all, half from each stratum, in draw order. */
export function sampleDev9(name: string, count: number): Section[] {
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const asked = askedKeys(name, sections);
  const perFile = new Map<string, number>();
  for (const s of sections) perFile.set(s.file, (perFile.get(s.file) ?? 0) + 1);
  const minLevel = name === 'ja-react-dev' ? 2 : 1;
  const eligible = sections.filter((s) => s.level >= minLevel && s.text.trim().length > 250 && !asked.has(`${s.file}#${s.line}`));
  const long = eligible.filter((s) => (perFile.get(s.file) ?? 0) >= 10 && s.text.trim().length > 600);
  const rand = prng(20261202 + HANDBOOKS.findIndex((h) => h.name === name));
  const out: Section[] = [];
  const seen = new Set<string>();
  const take = (pool: Section[], n: number): void => {
    for (const s of shuffle(pool, rand)) {
      if (out.length >= n) return;
      if (!seen.has(s.id)) (seen.add(s.id), out.push(s));
    }
  };
  take(long, Math.ceil(count / 2));
  take(eligible, count);
  return out;
}

if (process.argv.includes('--print')) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const name = args[0] ?? '18f-handbook';
  const count = Number(args[1] ?? DRAWS);
  sampleDev9(name, count).forEach((s, i) => {
    const body = s.text.replace(/\s+/g, ' ').trim();
    console.log(`### ${i + 1} ${s.file}:${s.line} L${s.level} [${[s.title, ...s.path].filter(Boolean).join(' > ')}] ${s.heading} (${body.length} chars)`);
    console.log(body.slice(0, 700));
  });
}
