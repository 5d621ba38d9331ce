// The index against a brute-force scorer: every section scored from its text with the same
// formulas (BM25+ per field, boosts, prefix and fuzzy weights, the file's evidence), no postings, no pruning.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levenshtein } from './support/levenshtein';
import { buildIndex, hitsOf, searchIndex, updateIndex, type RepoIndex } from '../../lib/search/index';
import { runQuery } from '../../lib/search/query';
import { bm25, FIELD_BOOST, FILE_EVIDENCE_WEIGHT, FIELDS, fuzzyWeight, maxEdits, PREFIX_MIN_LENGTH, prefixWeight } from '../../lib/search/scoring';
import { splitSections, type Section } from '../../lib/search/sections';
import { processTerm, splitWords, tokenize } from '../../lib/search/tokenize';

const VOCAB = ['leave', 'leaves', 'leaving', 'laptop', 'laptops', 'lapton', 'relocation', 'relocatoin', 'travel', 'traveling',
  'security', 'securty', 'badge', 'parking', 'park', 'garage', 'expense', 'onboarding', 'the', '在宅勤務', '休暇', 'café', 'cafe'];


/** Exact score of every matching section, and how far 8-bit impact quantization may move it. */
function bruteForce(sections: Section[], query: string): Map<string, { score: number; slack: number }> {
  const title = new Map<string, string | undefined>();
  for (const s of sections) if (!title.has(s.file)) title.set(s.file, s.level === 0 ? s.heading : undefined);
  const docs = sections.map((s) => {
    const t = title.get(s.file);
    const values = [s.heading, (s.level > 0 && t ? [t, ...s.path] : s.path).join(' '), s.text, s.file];
    return values.map((v) => {
      const words = splitWords(v);
      const tf = new Map<string, number>();
      for (const w of words) {
        const term = processTerm(w);
        if (term) tf.set(term, (tf.get(term) ?? 0) + 1);
      }
      return { len: new Set(words).size, tf };
    });
  });
  const n = docs.length;
  const avg = FIELDS.map((_, f) => docs.reduce((sum, d) => sum + d[f]!.len, 0) / n);
  const vocab = [...new Set(docs.flatMap((d) => d.flatMap((f) => [...f.tf.keys()])))];
  const df = (v: string, f: number) => docs.filter((d) => d[f]!.tf.has(v)).length;
  const impact = (d: number, v: string) =>
    FIELDS.reduce((sum, name, f) => { const tf = docs[d]![f]!.tf.get(v) ?? 0; return tf ? sum + FIELD_BOOST[name] * bm25(tf, df(v, f), n, docs[d]![f]!.len, avg[f]!) : sum; }, 0);
  const impacts = new Map(vocab.map((v) => [v, docs.map((_, d) => impact(d, v))]));
  const halfStep = (v: string) => { const xs = impacts.get(v)!.filter((x) => x > 0); return (Math.max(...xs) - Math.min(...xs)) / 510 + Math.max(...xs) * 1e-6; };
  const weight = (q: string, v: string): number => {
    if (v === q) return 1;
    if (q.length >= PREFIX_MIN_LENGTH && v.startsWith(q)) return prefixWeight(v.length, v.length - q.length);
    const e = levenshtein(q, v);
    return e > 0 && e <= maxEdits(q) ? fuzzyWeight(v.length, e) : 0;
  };
  const out = new Map<string, { score: number; slack: number }>();
  const occurrences = tokenize(query);
  // The file's evidence: per distinct query term, its best weighted impact in any section of the
  // file (repeats of a term in the query multiply it), summed, times the terms the file matches.
  const times = new Map<string, number>();
  for (const q of occurrences) times.set(q, (times.get(q) ?? 0) + 1);
  const fileEvidence = new Map<string, { score: number; slack: number }>();
  for (const file of new Set(sections.map((s) => s.file))) {
    let sum = 0;
    let slack = 0;
    let terms = 0;
    for (const [q, n] of times) {
      let best = 0;
      let bestSlack = 0;
      sections.forEach((s, d) => {
        if (s.file !== file) return;
        for (const v of vocab) {
          const w = weight(q, v);
          const x = impacts.get(v)![d]!;
          if (w && x) { best = Math.max(best, n * w * x); bestSlack = Math.max(bestSlack, n * w * halfStep(v)); }
        }
      });
      if (best > 0) { sum += best; slack += bestSlack; terms++; }
    }
    fileEvidence.set(file, { score: FILE_EVIDENCE_WEIGHT * sum * terms, slack: FILE_EVIDENCE_WEIGHT * slack * terms });
  }
  docs.forEach((_, d) => {
    let score = 0;
    let slack = 0;
    const matched = new Set<string>();
    for (const q of occurrences) {
      for (const v of vocab) {
        const w = weight(q, v);
        const x = impacts.get(v)![d]!;
        if (!w || !x) continue;
        score += w * x;
        slack += w * halfStep(v);
        matched.add(q);
      }
    }
    const file = fileEvidence.get(sections[d]!.file)!;
    if (matched.size) out.set(sections[d]!.id, { score: score * matched.size + file.score, slack: slack * matched.size + file.slack });
  });
  return out;
}

const words = (min: number, max: number) => fc.array(fc.constantFrom(...VOCAB), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const corpus = fc.array(fc.record({ file: fc.constantFrom('a.md', 'b.md', 'dir/c.md', 'd.md'), heading: words(1, 3), text: words(0, 25), level: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 25 })
  .map((raw) => raw.map((r, i): Section => ({ id: `${r.file}#${i + 1}`, file: r.file, heading: r.heading, headingRaw: r.heading, level: r.level, line: i + 1, path: r.level > 1 ? ['Parent'] : [], text: r.text })));

// The first stage (what the learned rerank reorders, rerank.ts): the brute force is its spec.
const firstStage = (index: RepoIndex, query: string, k: number) => hitsOf(index, runQuery(index.data.postings, index.scratch, query, k));

describe('ranking against a brute-force scorer', () => {
  it('returns the top k with the brute-force scores (within 8-bit quantization), best first', async () => {
    await fc.assert(
      fc.asyncProperty(corpus, words(1, 4), fc.integer({ min: 1, max: 8 }), async (sections, query, k) => {
        const hits = await firstStage(buildIndex(sections), query, k);
        const exact = bruteForce(sections, query);
        expect(hits.length).toBe(Math.min(k, exact.size));
        for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
        for (const h of hits) {
          const e = exact.get(h.id)!;
          expect(e, h.id).toBeDefined();
          expect(Math.abs(h.score - e.score)).toBeLessThanOrEqual(e.slack + 1e-9);
        }
        // No section left out is surely better than the weakest one returned.
        const returned = new Set(hits.map((h) => h.id));
        const weakest = Math.min(...hits.map((h) => exact.get(h.id)!.score + exact.get(h.id)!.slack));
        for (const [id, e] of exact) if (!returned.has(id)) expect(e.score - e.slack).toBeLessThanOrEqual(weakest + 1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it('after updates, finds exactly the sections a fresh build finds, with their text', async () => {
    const file = fc.record({ name: fc.constantFrom('a.md', 'b.md', 'c.md', 'd.md'), body: fc.array(fc.tuple(words(1, 2), words(0, 12)), { maxLength: 4 }) })
      .map(({ name, body }) => ({ file: name, text: body.map(([h, t]) => `## ${h}\n\n${t}\n`).join('\n') }));
    await fc.assert(
      fc.asyncProperty(fc.array(file, { maxLength: 4 }), fc.array(fc.record({ remove: fc.array(fc.constantFrom('a.md', 'b.md', 'c.md', 'd.md'), { maxLength: 2 }), changed: fc.array(file, { maxLength: 2 }) }), { maxLength: 3 }), words(1, 3),
        async (initial, updates, query) => {
          const files = new Map(initial.map((f) => [f.file, f.text]));
          const index = buildIndex([...files].flatMap(([f, t]) => splitSections(f, t)));
          for (const u of updates) {
            updateIndex(index, { removedFiles: u.remove, changed: u.changed });
            for (const f of u.remove) files.delete(f);
            for (const c of u.changed) files.set(c.file, c.text);
          }
          const fresh = buildIndex([...files].flatMap(([f, t]) => splitSections(f, t)));
          const strip = (hits: Awaited<ReturnType<typeof searchIndex>>) => hits.map(({ score, snippet, ...h }) => h).sort((a, b) => a.id.localeCompare(b.id));
          expect(strip(await searchIndex(index, query, 1000))).toEqual(strip(await searchIndex(fresh, query, 1000)));
          expect(index.sections.size).toBe(fresh.sections.size);
          expect([...index.byFile.keys()].sort()).toEqual([...fresh.byFile.keys()].sort());
        }),
      { numRuns: 100 },
    );
  });
});
