// A section under a general heading is found through its page: the file's evidence (its best
// impact per query term, over all its sections) adds to each of its sections' scores. That is the
// first stage (runQuery); the learned rerank then reorders its best candidates by what it was
// fitted on (scripts/train-rerank.ts), and on this three-page toy the round-12 refit (λ chosen
// 0.001 leaving a handbook out) puts the dashboard first, so the first stage is what is pinned here.
import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { splitSections } from '../../lib/search/sections';
import { runQuery } from '../../lib/search/query';
import { columnAt } from '../../lib/search/index-data';

const OFFICE = '# Washington office\n\nThe office building is on F Street, with the main entrance in the middle.\n\n## Public transit\n\nTake the Metro red line to Farragut North and walk four blocks.\n';
const TEAM = '# Ridership dashboards\n\nOne dashboard shows Metro ridership per line and per stop.\n';
const FILLER = '# Parking\n\nThe garage is under the building next door.\n';

describe('file evidence', () => {
  const index = buildIndex([...splitSections('dc.md', OFFICE), ...splitSections('team.md', TEAM), ...splitSections('parking.md', FILLER)]);

  it('ranks the section of the page that holds the other query words above a stronger match elsewhere', async () => {
    const { docs } = index.data;
    const ranked = runQuery(index.data.postings, index.scratch, 'which metro stop is closest to the office building', 6);
    const headings = ranked.map((r) => columnAt(docs.heading, r.doc));
    expect(headings).toContain('Public transit');
    expect(headings.indexOf('Public transit')).toBeLessThan(headings.indexOf('Ridership dashboards'));
  });

  it('adds nothing to a section that matches no query term', async () => {
    const hits = await searchIndex(index, 'metro office', 6);
    expect(hits.map((h) => h.heading)).not.toContain('Parking');
  });
});
