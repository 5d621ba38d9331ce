// The round-9 dev questions (bench/questions/<handbook>.dev-9.jsonl): the benchmark reads them as
// dev only, each points at a heading line of its handbook as stored, and none asks a section a
// frozen question asks (so tuning on them cannot read a frozen answer). Needs ../shared/corpora.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDBOOKS, questionGroups, readBenchQuestions, readExtraDev, sectionLocator, type BenchQuestion } from '../../bench/support/search-quality';
import { corpusSections, readCorpus } from './quality-eval';

const ROOT = path.resolve(import.meta.dirname, '../..');
const QDIR = path.join(ROOT, 'bench/questions');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const q = (split: 'dev' | 'frozen'): BenchQuestion => ({ question: 'q', file: 'a.md', heading: 'A', line: 1, split, author: 't' });

describe('round-9 dev questions', () => {
  it('are a dev row of their own, and a line marked frozen in them still counts as dev', () => {
    const file = path.join(QDIR, '18f-handbook.dev-9.jsonl');
    expect(readBenchQuestions(file, 'dev').every((x) => x.split === 'dev')).toBe(true);
    const groups = questionGroups([q('dev'), q('frozen')], [q('frozen')], [], [q('dev')]);
    expect(groups.map(([label, qs]) => [label, qs.length])).toEqual([['dev (own)', 1], ['dev (9)', 1], ['frozen (own)', 1], ['frozen (shared)', 1]]);
  });

  it.skipIf(!existsSync(CORPORA))('hold 40 per handbook, each at a heading line, none at a frozen question\'s section (needs ../shared/corpora)', () => {
    for (const h of HANDBOOKS) {
      const { ninth } = readExtraDev(QDIR, h.name);
      expect(ninth.length, h.name).toBe(40);
      const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
      const locate = sectionLocator(sections);
      const frozen = [
        ...readBenchQuestions(path.join(QDIR, `${h.name}.jsonl`)).filter((x) => x.split === 'frozen'),
        ...readBenchQuestions(path.join(CORPORA, h.shared), 'frozen', 'shared'),
      ].map((x) => `${x.file}#${locate(x.file, x.line)}`);
      for (const x of ninth) {
        const line = readFileSync(path.join(CORPORA, h.name, x.file), 'utf8').split('\n')[x.line - 1] ?? '';
        expect(line, `${h.name} ${x.file}:${x.line}`).toMatch(/^#{1,6}\s/);
        expect(locate(x.file, x.line), `${x.file}:${x.line}`).toBe(x.line);
        expect(frozen, `${x.file}:${x.line}`).not.toContain(`${x.file}#${x.line}`);
      }
    }
  });
});
