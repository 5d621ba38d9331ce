import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { corpusSections, readCorpus } from '../search/quality-eval';
import { handbookDir } from '../support/repo-fixtures';
import { useHandbookRig } from './support/handbook-rig';

const handbook = handbookDir();
if (!handbook) console.warn('Skipping the indexing-helper e2e: ../shared/corpora/18f-handbook is absent.');

describe.skipIf(!handbook)('indexing on a second thread in Chromium', () => {
  const rig = useHandbookRig(handbook!);

  it('indexes the 18F handbook with the offscreen helper and ranks exactly as one thread’s index does', async () => {
    const s = rig.session;
    const added = await s.call<any>({ type: 'repos/add', id: 'handbook', url: rig.url });
    expect(added.ok, JSON.stringify(added.error)).toBe(true);
    // The helper ran in the extension's offscreen document (it is closed after a minute without work).
    const worker = await s.worker();
    const documents = await worker.evaluate(() => (globalThis as any).chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] }).then((cs: any[]) => cs.map((c) => c.documentUrl)));
    expect(documents).toEqual([`chrome-extension://${s.extensionId}/offscreen.html`]);

    const alone = buildIndex(corpusSections(readCorpus(handbook!)));
    expect(added.repo.sections).toBe(alone.sections.size);
    for (const query of ['leave', 'travel expense', 'security incident report', 'how do I get a laptop', 'onboarding checklist']) {
      const expected = (await searchIndex(alone, query, 6)).map((h) => h.id);
      const got = await s.call<any>({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'handbook', arguments: { query } } });
      expect(got.display.sections.map((x: { file: string; line: number }) => `${x.file}#${x.line}`), query).toEqual(expected);
    }
  });
});
