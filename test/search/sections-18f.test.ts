import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../lib/search/sections';
import { corpusSections, readCorpus, readQuestions } from './quality-eval';

const SHARED = path.resolve(import.meta.dirname, '../..', '../shared');
const HANDBOOK = path.join(SHARED, 'corpora/18f-handbook');
const present = existsSync(HANDBOOK);
if (!present) console.warn(`Skipping 18F handbook checks: ${HANDBOOK} is absent (needs ../shared next to the project).`);

describe.skipIf(!present)('splitSections on the 18F handbook', () => {
  const files = present ? readCorpus(HANDBOOK) : [];
  const sections = corpusSections(files);

  it('splits all 251 files into a plausible number of sections with unique ids', () => {
    expect(files).toHaveLength(251);
    expect(sections.length).toBeGreaterThan(1500);
    expect(sections.length).toBeLessThan(4000);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  });

  it('puts every heading at the line where the file has it', () => {
    const texts = new Map(files);
    for (const s of sections.filter((x) => x.level > 0)) {
      const line = texts.get(s.file)?.split(/\r?\n/)[s.line - 1] ?? '';
      // ATX headings start with #; setext headings are followed by their underline.
      const next = texts.get(s.file)?.split(/\r?\n/)[s.line] ?? '';
      expect(/^ {0,3}#{1,6}(\s|$)/.test(line) || /^ {0,3}(=+|-+)\s*$/.test(next), `${s.id}: ${line}`).toBe(true);
    }
  });

  it('matches the file, heading, line and level of every answer in questions-18f.jsonl', () => {
    const byId = new Map(sections.map((s) => [s.id, s]));
    for (const q of readQuestions(path.join(SHARED, 'corpora/questions-18f.jsonl'))) {
      expect(byId.get(`${q.file}#${q.line}`), q.question).toMatchObject({ heading: q.heading, level: q.level });
    }
  });

  it('spot check: leave.md nests Use or Lose under Annual leave under Types of leave', () => {
    const s = sections.find((x) => x.id === 'pages/travel-and-leave/leave.md#72');
    expect(s).toMatchObject({ heading: 'Use or Lose', level: 4, path: ['Types of leave', 'Annual leave'] });
    expect(s?.text).toContain('forfeit');
  });

  it('spot check: the pre-heading section takes the front-matter title and Liquid tags leave no residue', () => {
    const s = sections.find((x) => x.file === 'pages/general-information-and-resources/employee-resources-policies/transit-benefit.md' && x.level === 0);
    expect(s).toMatchObject({ heading: 'Transit Benefit', line: 11 });
    expect(sections.map((x) => x.text).join('\n')).not.toMatch(/\{%|%\}/);
  });

  it('spot check: a heading with a link and a {#custom-id} becomes plain text', () => {
    const incidents = sections.find((x) => x.id === 'pages/general-information-and-resources/tech-policies/security-incidents.md#52');
    expect(incidents?.heading).toBe('Reporting Phishing');
    expect(incidents?.headingRaw).toMatch(/^Reporting \[Phishing\]\(https:/);
    const setUp = sections.find((x) => x.id === 'pages/about-us/tts-consulting/engagements/index.md#33');
    expect(setUp).toMatchObject({ heading: 'Set up', headingRaw: 'Set up {#set-up-phase-of-engagements}' });
  });

  it('does not take "#alumni Slack channel" lines for headings', () => {
    const file = 'pages/training-and-development/details-professional-development.md';
    expect(sections.some((x) => x.file === file && x.line === 29)).toBe(false);
    const text = new Map(files).get(file) ?? '';
    expect(splitSections(file, text).map((x) => x.text).join('\n')).toContain('#alumni Slack channel');
  });
});
