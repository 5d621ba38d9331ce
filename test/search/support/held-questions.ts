// The checks the round-12 to round-15 held-out question tests share (bench/questions/<handbook>.<suffix>.jsonl):
// 30 per handbook (or the round's own count: round 15 has 60 Japanese) with their own split and author, each at a heading line of its handbook as stored with
// that line's heading, none at a section any other question file asks, exactly the sampler's draw, and none
// among the dev questions the ranking trials fit on. Other files are compared by file and section line only;
// no other question's text is read or shown.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { questionLocations } from '../../../bench/support/held10-questions';
import { devQuestionsOf } from '../../../bench/support/rerank-items';
import { HANDBOOKS, sectionLocator } from '../../../bench/support/search-quality';
import type { Section } from '../../../lib/search/sections';
import { corpusSections, readCorpus } from '../quality-eval';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const QDIR = path.join(ROOT, 'bench/questions');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

interface HeldRow { question: string; file: string; heading: string; line: number; author: string }

export interface HeldRound<T extends HeldRow> {
  /** "12", "13": the round, in the test names. */
  round: string;
  split: string;
  author: string;
  /** The file suffix: "held-12". */
  suffix: string;
  schema: z.ZodType<T>;
  read: (dir: string, name: string) => T[];
  sample: (name: string, sections: readonly Section[]) => Section[];
  /** Splits a line of this round must not carry. */
  otherSplits: readonly string[];
  /** Other question files each handbook has at least (English, Japanese: no dev-more). */
  minOthers: { en: number; ja: number };
  /** Extra checks on one handbook's questions (wording counts). */
  extra?: (name: string, held: readonly T[]) => void;
  /** Questions per handbook, where not 30 (round 15: ja-react-dev 60). */
  counts?: Readonly<Record<string, number>>;
}

export function describeHeld<T extends HeldRow>(r: HeldRound<T>): void {
  const haveCorpora = existsSync(CORPORA);
  if (!haveCorpora) console.warn(`held${r.round}-questions: ${CORPORA} is absent, so the checks against the handbooks are skipped`);

  describe(`round-${r.round} held-out questions`, () => {
    it(`have their own split and author: a ${r.otherSplits.join(', ')} line does not pass as ${r.split}`, () => {
      const row = { question: 'q', file: 'a.md', heading: 'A', line: 1, split: r.split, author: r.author };
      expect(r.schema.safeParse(row).success).toBe(true);
      for (const split of r.otherSplits) expect(r.schema.safeParse({ ...row, split }).success, split).toBe(false);
      expect(r.schema.safeParse({ ...row, author: 'someone else' }).success).toBe(false);
      expect(r.schema.safeParse({ ...row, question: '' }).success).toBe(false);
      for (const h of HANDBOOKS) {
        const held = r.read(QDIR, h.name);
        const n = r.counts?.[h.name] ?? 30;
        expect(held.length, h.name).toBe(n);
        expect(new Set(held.map((q) => q.question)).size, `${h.name}: a question repeated`).toBe(n);
        r.extra?.(h.name, held);
      }
    });

    it.skipIf(!haveCorpora)(`are ${r.counts ? 'the round\'s count' : '30'} per handbook at heading lines with their heading, the sampler\'s draw, none at a section another question asks (needs ../shared/corpora)`, () => {
      for (const h of HANDBOOKS) expectAtOwnSections(h.name, r.read(QDIR, h.name), r.suffix, h.name === 'ja-react-dev' ? r.minOthers.ja : r.minOthers.en, r.sample);
    });

    it('are not among the dev questions the ranking trials fit on', () => {
      for (const h of HANDBOOKS) {
        const held = new Set(r.read(QDIR, h.name).map((q) => q.question));
        const dev = devQuestionsOf(ROOT, h.name);
        expect(dev.length, h.name).toBeGreaterThan(0);
        expect(dev.filter((q) => q.author === r.author || held.has(q.question)).length, h.name).toBe(0);
      }
    });
  });
}

/**
 * The brief's wording counts (rounds 13 and 14): short, search-box queries, English 2–4 words (10 of 30),
 * Japanese space-separated keywords with no sentence ending (5 of 30). An `extra` of describeHeld.
 */
export function expectShortQueries(name: string, held: readonly HeldRow[]): void {
  expectShortCounts({ en: 10, ja: 5 })(name, held);
}

/** The same count with the round's own numbers (round 15: English 10 of 30, Japanese 10 of 60). */
export function expectShortCounts(want: { en: number; ja: number }): (name: string, held: readonly HeldRow[]) => void {
  return (name, held) => {
    const short = name === 'ja-react-dev'
      ? held.filter((q) => /\s/.test(q.question) && !/[。？?か]$|です$|ます$|ません$|たい$/.test(q.question))
      : held.filter((q) => { const n = q.question.trim().split(/\s+/).length; return n >= 2 && n <= 4; });
    expect(short.length, `${name}: short queries`).toBe(name === 'ja-react-dev' ? want.ja : want.en);
  };
}

/**
 * One handbook's held-out questions (`<name>.<suffix>.jsonl`, read as `held`) each at a heading line of the
 * handbook as stored with that line's heading, none at a section another question file (at least `minOthers`
 * of them, the shared one included) asks, none twice, and in `sample`'s draw order. Needs ../shared/corpora.
 */
export function expectAtOwnSections(name: string, held: readonly HeldRow[], suffix: string, minOthers: number, sample: (name: string, sections: readonly Section[]) => Section[]): void {
  const shared = HANDBOOKS.find((h) => h.name === name)?.shared ?? '';
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const locate = sectionLocator(sections);
  const others = readdirSync(QDIR)
    .filter((f) => (f.startsWith(`${name}.`) || f.startsWith(`${name}-`)) && f.endsWith('.jsonl') && !f.endsWith(`.${suffix}.jsonl`))
    .map((f) => path.join(QDIR, f))
    .concat(path.join(CORPORA, shared));
  expect(others.length, name).toBeGreaterThanOrEqual(minOthers);
  const asked = new Set(others.filter((f) => existsSync(f)).flatMap(questionLocations).map((x) => `${x.file}:${locate(x.file, x.line) ?? x.line}`));
  const own = new Set<string>();
  for (const x of held) {
    const at = `${x.file}:${x.line}`;
    const line = readFileSync(path.join(CORPORA, name, x.file), 'utf8').split('\n')[x.line - 1] ?? '';
    expect(line, `${name} ${at}`).toMatch(/^#{1,6}\s/);
    expect(line.replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim(), `${name} ${at}`).toBe(x.heading);
    expect(locate(x.file, x.line), at).toBe(x.line);
    expect(asked.has(at), `${name} ${at} is asked by another question file`).toBe(false);
    expect(own.has(at), `${name} ${at} asked twice`).toBe(false);
    own.add(at);
  }
  expect(held.map((x) => `${x.file}:${x.line}`), name).toEqual(sample(name, sections).map((s) => `${s.file}:${s.line}`));
}
