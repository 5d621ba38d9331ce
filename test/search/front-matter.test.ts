// The front matter's describing words (format 5): GitBook's `description:`, Jekyll's
// `keywords:` and the like are a field of every section of the page, as its title is.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { frontMatterAbout, frontMatterTitle, frontMatterValue } from '../../lib/search/front-matter';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { createIndexStore } from '../../lib/search/index-store';
import { splitSections } from '../../lib/search/sections';

describe('front-matter values', () => {
  it('reads plain, quoted, folded and literal values, lists and TOML', () => {
    expect(frontMatterValue('title: Leave\ndescription: "How to ask for leave"', 'description')).toBe('How to ask for leave');
    expect(frontMatterValue("description: 'single quoted'", 'description')).toBe('single quoted');
    expect(frontMatterValue('description: >-\n  After an escalation, we\n  hold a retrospective.\nother: x', 'description')).toBe('After an escalation, we hold a retrospective.');
    expect(frontMatterValue('description: |\n  line one\n  line two\n', 'description')).toBe('line one line two');
    expect(frontMatterValue('keywords: parental, maternity', 'keywords')).toBe('parental, maternity');
    expect(frontMatterValue('tags:\n  - travel\n  - "per diem"\n', 'tags')).toBe('travel per diem');
    expect(frontMatterValue('tags: [travel, lodging]', 'tags')).toBe('travel lodging');
    expect(frontMatterValue('description = "TOML page"', 'description')).toBe('TOML page');
    expect(frontMatterTitle('title: >\n  A folded\n  title\n')).toBe('A folded title');
  });

  it('finds no value for an absent key, an empty one, or a key nested under another', () => {
    expect(frontMatterValue('title: x', 'description')).toBeUndefined();
    expect(frontMatterValue('description:\n', 'description')).toBeUndefined();
    expect(frontMatterValue('seo:\n  description: nested\n', 'description')).toBeUndefined();
  });

  it('joins the describing keys and leaves navigation and redirects out', () => {
    const fm = 'title: Travel\ndescription: Booking trips\nkeywords: per diem, lodging\nredirect_from:\n  - /old-travel/\nquestions:\n  - travel\n';
    expect(frontMatterAbout(fm)).toBe('Booking trips per diem, lodging');
    expect(frontMatterAbout('title: Only a title')).toBeUndefined();
  });
});

const PAGE = '---\ndescription: >-\n  After hitting an unanticipated issue or approval escalation,\n  we complete a mini-retrospective.\n---\n\n# Process\n\nFill in the template.\n\n## Who takes part\n\nEveryone involved.\n';
const OTHER = '# Holidays\n\nThe office closes between the holidays.\n';

describe('the description as a field', () => {
  it('gives every section of the page its description', () => {
    const s = splitSections('ops/retro.md', PAGE);
    expect(s.map((x) => [x.heading, x.line, x.about])).toEqual([
      ['Process', 7, 'After hitting an unanticipated issue or approval escalation, we complete a mini-retrospective.'],
      ['Who takes part', 11, 'After hitting an unanticipated issue or approval escalation, we complete a mini-retrospective.'],
    ]);
    expect(splitSections('ops/holidays.md', OTHER)[0]!.about).toBeUndefined();
  });

  it('finds the page by words only its description has, also after a save and a load', async () => {
    const built = buildIndex([...splitSections('ops/retro.md', PAGE), ...splitSections('ops/holidays.md', OTHER)]);
    const hits = await searchIndex(built, 'what to do after an escalation', 6);
    expect(hits.map((h) => h.heading).sort()).toEqual(['Process', 'Who takes part']);
    const store = await createIndexStore(new IDBFactory());
    await store.save('k', built, 'c1');
    const loaded = await store.load('k', 'c1');
    for (const q of ['escalation retrospective', 'holidays']) expect(await searchIndex(loaded!, q, 6)).toEqual(await searchIndex(built, q, 6));
    store.close();
  });
});
