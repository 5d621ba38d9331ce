// The round-13 held-out questions (bench/questions/<handbook>.held-13.jsonl): 30 per handbook, split
// "held13", each at a heading line of its handbook as stored with that line's heading, none at a
// section any other question file asks (dev, frozen, held10 or held12, ours or shared), exactly the
// sections sample-held12.ts's ROUND13 keeps, none among the dev questions the ranking trials fit on,
// and worded as the brief asks: 10 of 30 English ones 2–4 words, 5 of 30 Japanese ones keywords.
// Other files are compared by file and section line only; no other question's text is read or shown.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELD13_AUTHOR, Held13QuestionSchema, readHeld13, questionLocations } from '../../bench/support/held10-questions';
import { devQuestionsOf } from '../../bench/support/rerank-items';
import { sampleHeld13 } from '../../bench/support/sample-held12';
import { HANDBOOKS, sectionLocator } from '../../bench/support/search-quality';
import { corpusSections, readCorpus } from './quality-eval';

const ROOT = path.resolve(import.meta.dirname, '../..');
const QDIR = path.join(ROOT, 'bench/questions');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const HAVE_CORPORA = existsSync(CORPORA);
if (!HAVE_CORPORA) console.warn(`held13-questions: ${CORPORA} is absent, so the checks against the handbooks are skipped`);

describe('round-13 held-out questions', () => {
  it('have their own split and author: a dev, frozen, held10 or held12 line does not pass as held13', () => {
    const row = { question: 'q', file: 'a.md', heading: 'A', line: 1, split: 'held13', author: HELD13_AUTHOR };
    expect(Held13QuestionSchema.safeParse(row).success).toBe(true);
    for (const split of ['dev', 'frozen', 'held10', 'held12']) expect(Held13QuestionSchema.safeParse({ ...row, split }).success, split).toBe(false);
    expect(Held13QuestionSchema.safeParse({ ...row, author: 'someone else' }).success).toBe(false);
    expect(Held13QuestionSchema.safeParse({ ...row, question: '' }).success).toBe(false);
    for (const h of HANDBOOKS) {
      const held = readHeld13(QDIR, h.name);
      expect(held.length, h.name).toBe(30);
      expect(new Set(held.map((q) => q.question)).size, `${h.name}: a question repeated`).toBe(30);
      // Short, search-box queries: English 2–4 words; Japanese space-separated keywords with no sentence ending.
      const short = h.name === 'ja-react-dev'
        ? held.filter((q) => /\s/.test(q.question) && !/[。？?か]$|です$|ます$|ません$|たい$/.test(q.question))
        : held.filter((q) => { const n = q.question.trim().split(/\s+/).length; return n >= 2 && n <= 4; });
      expect(short.length, `${h.name}: short queries`).toBe(h.name === 'ja-react-dev' ? 5 : 10);
    }
  });

  it.skipIf(!HAVE_CORPORA)('are 30 per handbook at heading lines with their heading, the sampler\'s draw, none at a section another question asks (needs ../shared/corpora)', () => {
    for (const h of HANDBOOKS) {
      const held = readHeld13(QDIR, h.name);
      const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
      const locate = sectionLocator(sections);
      const others = readdirSync(QDIR)
        .filter((f) => (f.startsWith(`${h.name}.`) || f.startsWith(`${h.name}-`)) && f.endsWith('.jsonl') && !f.endsWith('.held-13.jsonl'))
        .map((f) => path.join(QDIR, f))
        .concat(path.join(CORPORA, h.shared));
      // Ours, dev-more (Japanese has none), dev-9, held-10, held-12 and the shared file at least.
      expect(others.length, h.name).toBeGreaterThanOrEqual(h.name === 'ja-react-dev' ? 5 : 6);
      const asked = new Set(others.filter((f) => existsSync(f)).flatMap(questionLocations).map((x) => `${x.file}:${locate(x.file, x.line) ?? x.line}`));
      const own = new Set<string>();
      for (const x of held) {
        const at = `${x.file}:${x.line}`;
        const line = readFileSync(path.join(CORPORA, h.name, x.file), 'utf8').split('\n')[x.line - 1] ?? '';
        expect(line, `${h.name} ${at}`).toMatch(/^#{1,6}\s/);
        expect(line.replace(/^#{1,6}\s+/, '').replace(/\s+#+\s*$/, '').trim(), `${h.name} ${at}`).toBe(x.heading);
        expect(locate(x.file, x.line), at).toBe(x.line);
        expect(asked.has(at), `${h.name} ${at} is asked by another question file`).toBe(false);
        expect(own.has(at), `${h.name} ${at} asked twice`).toBe(false);
        own.add(at);
      }
      expect(held.map((x) => `${x.file}:${x.line}`), h.name).toEqual(sampleHeld13(h.name, sections).map((s) => `${s.file}:${s.line}`));
    }
  });

  it('are not among the dev questions the ranking trials fit on', () => {
    for (const h of HANDBOOKS) {
      const held = new Set(readHeld13(QDIR, h.name).map((q) => q.question));
      const dev = devQuestionsOf(ROOT, h.name);
      expect(dev.length, h.name).toBeGreaterThan(0);
      expect(dev.filter((q) => q.author === HELD13_AUTHOR || held.has(q.question)).length, h.name).toBe(0);
    }
  });
});
