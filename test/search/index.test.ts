import { describe, expect, it } from 'vitest';
import { buildIndex, INDEX_FORMAT_VERSION, searchIndex, updateIndex } from '../../lib/search/index';
import { runQuery } from '../../lib/search/query';
import { loadIndex, serializeIndex } from '../../lib/search/index-serialize';
import { splitSections } from '../../lib/search/sections';

const FILES: Record<string, string> = {
  'leave.md': '---\ntitle: Leave\n---\n\nAll about time off.\n\n## Annual leave\n\nYou earn annual leave every pay period.\n\n## Jury duty\n\nCourt leave covers jury duty; bring the summons.\n',
  'equipment.md': '# Equipment\n\n## Lost laptop\n\nIf your laptop is stolen, call the help desk and file a police report.\n',
  'ja/kyuka.md': '## 在宅勤務\n\n在宅勤務は週に3日まで認められています。\n',
};
const sectionsOf = (files: Record<string, string>) => Object.entries(files).flatMap(([f, t]) => splitSections(f, t));

describe('buildIndex and searchIndex', () => {
  it('ranks the section that answers the question first, with its file, heading and line', async () => {
    const [hit] = await searchIndex(buildIndex(sectionsOf(FILES)), 'I got a jury summons', 6);
    expect(hit).toMatchObject({ file: 'leave.md', heading: 'Jury duty', line: 11, level: 2, id: 'leave.md#11' });
  });

  it('answers Japanese questions', async () => {
    expect((await searchIndex(buildIndex(sectionsOf(FILES)), '在宅勤務は何日まで？', 6))[0]?.file).toBe('ja/kyuka.md');
  });

  it('gives one result per section and respects the limit', async () => {
    const index = buildIndex(sectionsOf(FILES));
    const hits = await searchIndex(index, 'leave laptop jury annual', 2);
    expect(hits).toHaveLength(2);
    const all = await searchIndex(index, 'leave laptop jury annual', 12);
    expect(new Set(all.map((h) => h.id)).size).toBe(all.length);
  });

  it('finds nothing for a query of stop words or an empty query', async () => {
    const index = buildIndex(sectionsOf(FILES));
    expect(await searchIndex(index, '', 6)).toEqual([]);
    expect(await searchIndex(index, 'what is the', 6)).toEqual([]);
  });

  it('cuts a snippet of about 300 characters around the best match', async () => {
    const long = `${'Filler words about nothing in particular. '.repeat(30)}The parking garage closes at nine. ${'More filler text here. '.repeat(30)}`;
    const index = buildIndex(splitSections('p.md', `## Building\n\n${long}\n`));
    const [hit] = await searchIndex(index, 'when does the parking garage close', 6);
    expect(hit?.snippet).toContain('The parking garage closes at nine.');
    expect(hit?.snippet.length).toBeLessThanOrEqual(302);
    expect(hit?.snippet.startsWith('…')).toBe(true);
    expect(hit?.text).toBe(long.trim());
  });

  it('ignores a second section with an id it already holds instead of throwing', async () => {
    const s = sectionsOf(FILES);
    expect(buildIndex([...s, ...s]).sections.size).toBe(s.length);
  });
});

describe('updateIndex', () => {
  it('re-indexes only the changed file and forgets removed files', async () => {
    const index = buildIndex(sectionsOf(FILES));
    const before = await searchIndex(index, 'laptop stolen', 6);
    updateIndex(index, {
      removedFiles: ['ja/kyuka.md'],
      changed: [{ file: 'leave.md', text: '## Sabbatical\n\nA sabbatical is unpaid time away.\n' }],
    });
    expect((await searchIndex(index, 'jury duty summons', 6)).map((h) => h.file)).not.toContain('leave.md');
    expect((await searchIndex(index, 'sabbatical', 6))[0]).toMatchObject({ file: 'leave.md', heading: 'Sabbatical', line: 1 });
    expect(await searchIndex(index, '在宅勤務', 6)).toEqual([]);
    expect((await searchIndex(index, 'laptop stolen', 6)).map(({ score, ...h }) => h)).toEqual(before.map(({ score, ...h }) => h));
    expect(index.sections.size).toBe(3);
    expect([...index.byFile.keys()].sort()).toEqual(['equipment.md', 'leave.md']);
  });

  it('leaves the scores of terms the update does not touch exactly as they were, however many updates run', async () => {
    const index = buildIndex(sectionsOf({ ...FILES, 'travel.md': '# Travel\n\nBook trains early; receipts go to finance.\n' }));
    // The first stage's scores (the rerank's features also weigh the index's section count, which the update changes).
    const firstStage = () => runQuery(index.data.postings, index.scratch, 'laptop stolen receipts', 6).map((r) => ({ ...r, file: index.data.docs.files[index.data.docs.fileOf[r.doc]!] }));
    const before = firstStage().map(({ doc, ...r }) => r);
    const hitsBefore = (await searchIndex(index, 'laptop stolen receipts', 6)).map((h) => h.id);
    for (let i = 0; i < 20; i++) {
      updateIndex(index, { removedFiles: [], changed: [{ file: 'leave.md', text: `## Leave ${i}\n\nAnnual leave note ${i}.\n` }] });
    }
    expect(firstStage().map(({ doc, ...r }) => r)).toEqual(before);
    expect((await searchIndex(index, 'laptop stolen receipts', 6)).map((h) => h.id)).toEqual(hitsBefore);
    expect((await searchIndex(index, 'leave note', 6))[0]).toMatchObject({ file: 'leave.md', heading: 'Leave 19' });
  });

  it('adds new files and skips files it does not index', async () => {
    const index = buildIndex(sectionsOf(FILES));
    updateIndex(index, { removedFiles: [], changed: [{ file: 'new.md', text: '# Parking\n\nGarage rules.' }, { file: 'logo.png', text: '# Parking' }] });
    expect((await searchIndex(index, 'parking', 6)).map((h) => h.file)).toEqual(['new.md']);
  });
});

describe('serializeIndex and loadIndex', () => {
  it('round-trips: the loaded index answers exactly like the built one', async () => {
    const built = buildIndex(sectionsOf(FILES));
    const data = serializeIndex(built);
    expect(data.formatVersion).toBe(INDEX_FORMAT_VERSION);
    // Section text is stored apart from the index (see index-store); here it comes from the built one.
    const loaded = loadIndex(structuredClone(data), built.texts);
    for (const q of ['jury duty', 'laptop stolen', '在宅勤務', 'annual leave']) expect(await searchIndex(loaded, q, 6)).toEqual(await searchIndex(built, q, 6));
    updateIndex(loaded, { removedFiles: ['equipment.md'], changed: [] });
    expect(await searchIndex(loaded, 'laptop', 6)).toEqual([]);
  });

  it('refuses an index of another format version', async () => {
    const data = { ...serializeIndex(buildIndex(sectionsOf(FILES))), formatVersion: INDEX_FORMAT_VERSION - 1 };
    expect(() => loadIndex(data)).toThrow(/format/);
  });
});
