// The file's front-matter title is a field of every section (format 3): a file that starts with
// a heading right after its front matter has no level-0 section, and its title used to be lost.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { createIndexStore } from '../../lib/search/index-store';
import { splitSections } from '../../lib/search/sections';

const LEAVE = '---\ntitle: Parental leave policy\n---\n## Who qualifies\n\nTwelve weeks paid after a birth or an adoption.\n\n## How to apply\n\nTell your supervisor a month ahead.\n';
const OTHER = '# Travel\n\nBook trains through the portal.\n';
const sections = () => [...splitSections('pages/leave.md', LEAVE), ...splitSections('pages/travel.md', OTHER)];

describe('front-matter title as a field', () => {
  it('gives every section of a titled file its title, and none to an untitled file', () => {
    const s = sections();
    expect(s.filter((x) => x.file === 'pages/leave.md').map((x) => [x.level, x.title])).toEqual([[2, 'Parental leave policy'], [2, 'Parental leave policy']]);
    expect(s.filter((x) => x.file === 'pages/travel.md').every((x) => x.title === undefined)).toBe(true);
  });

  it('finds sections by their file title, also after a save and a load', async () => {
    const built = buildIndex(sections());
    const hits = await searchIndex(built, 'parental', 6);
    expect(hits.map((h) => h.heading).sort()).toEqual(['How to apply', 'Who qualifies']);
    const store = await createIndexStore(new IDBFactory());
    await store.save('k', built, 'c1');
    const loaded = await store.load('k', 'c1');
    expect(loaded).not.toBeNull();
    for (const q of ['parental', 'parental leave apply', 'trains']) expect(await searchIndex(loaded!, q, 6)).toEqual(await searchIndex(built, q, 6));
    store.close();
  });
});
