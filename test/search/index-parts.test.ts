import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatCollected, portableCollected } from '../../lib/search/index-collect';
import { buildIndex, collectSections, indexFromParts } from '../../lib/search/index';
import { serializeIndex } from '../../lib/search/index-serialize';
import { splitSections, type Section } from '../../lib/search/sections';
import { readCorpus } from './quality-eval';

// Two threads each collect half of a repository's files; the index built from the two parts
// must be the index one thread builds from all the files, byte for byte.

const HANDBOOK = path.resolve(import.meta.dirname, '../..', '../shared/corpora/18f-handbook');
const JA = path.resolve(import.meta.dirname, 'fixtures/ja');

/** Each part is a list of files, each file its sections. */
const bytes = (parts: readonly Section[][][]): string => JSON.stringify(serializeIndex(indexFromParts(parts.map((files) => portableCollected(collectSections(files.flat()))))));
const whole = (files: readonly Section[][]): string => JSON.stringify(serializeIndex(buildIndex(files.flat())));

describe('an index built from parts', () => {
  it.skipIf(!existsSync(HANDBOOK))('is the index of all the files, for the 18F handbook cut at several places', () => {
    const files = [...readCorpus(HANDBOOK), ...readCorpus(JA)].map(([f, t]) => splitSections(f, t));
    const expected = whole(files);
    for (const cut of [0, 1, Math.floor(files.length / 3), Math.floor(files.length / 2), files.length - 1, files.length]) {
      expect(bytes([files.slice(0, cut), files.slice(cut)])).toBe(expected);
    }
    expect(bytes([files.slice(0, 50), files.slice(50, 120), files.slice(120)])).toBe(expected);
  });

  it('is the index of all the files, for random files split anywhere (fast-check)', () => {
    const word = fc.constantFrom('leave', 'laptop', 'the', 'travel', 'Travel', 'security', '休暇', 'relocating', 'a', 'running', 'x1');
    const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    const file = fc.tuple(fc.array(line, { maxLength: 3 }), fc.array(line, { maxLength: 4 })).map(([heads, body]) => heads.map((h, i) => `${'#'.repeat(1 + (i % 3))} ${h}\n\n${body.join('\n')}\n`).join('\n') || body.join('\n'));
    fc.assert(
      fc.property(fc.array(file, { minLength: 0, maxLength: 8 }), fc.nat(), (texts, at) => {
        const files = texts.map((t, i) => splitSections(`doc-${i}.md`, t));
        const cut = texts.length === 0 ? 0 : at % (texts.length + 1);
        expect(bytes([files.slice(0, cut), files.slice(cut)])).toBe(whole(files));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps terms in order of first use when joining', () => {
    const a = collectSections(splitSections('a.md', 'alpha beta'));
    const b = collectSections(splitSections('b.md', 'gamma alpha delta'));
    const joined = concatCollected(a, b);
    expect(joined.terms).toEqual([...a.terms, ...b.terms.filter((t) => !a.terms.includes(t))]);
    expect(joined.sections.map((s) => s.file)).toEqual(['a.md', 'b.md']);
  });
});
