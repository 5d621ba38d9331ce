/**
 * Issue 8, item 6, the large cases: a file of a few MB and 2,000 files, added through repos/add,
 * ready without a crash and searchable, and a file too large to index (skipped, counted, still
 * readable; 100 MB). 100,000 files take minutes: they are in `npm run bench` (see RELIABILITY.md).
 */
import { describe, expect, it } from 'vitest';
import { MAX_INDEXED_FILE_CHARS } from '../../lib/background/repo-service';
import { startTestBackground } from '../support/background';
import { useOddRig } from './support/odd-rig';


const { rig, addRepo, tool, searchFiles } = useOddRig('odd-repositories-large');

describe('large repositories through repos/add', () => {
  it('a 2 MB markdown file of 400 sections: indexed, its last section found, and stone_read sends at most 24,000 characters of it, heading list included', async () => {
    const chapters = Array.from({ length: 400 }, (_, i) => `## Chapter ${i}\n\n${`Paragraph ${i} of the long policy. `.repeat(150)}\n`);
    const big = `# The long policy\n\n${chapters.join('\n')}\n## Final word\n\nThe quokka clause ends the policy.\n`;
    expect(big.length).toBeGreaterThan(2_000_000);
    const url = await rig.server.createRepo('big', { 'README.md': '# Big\n', 'policy.md': big });
    expect(await addRepo('big', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2 } });
    expect(await searchFiles('big', 'quokka clause')).toContain('policy.md');
    const read = await tool('big', 'stone_read', { path: 'policy.md' });
    const fenced = fencedBody(read.content);
    expect(fenced.length).toBeLessThanOrEqual(24_000 + 200); // + the cut notice and the list's title
    expect(fenced).toMatch(/… and \d+ more headings/);
    expect(fenced).toContain('Chapter 0 (Line');
  });

  it('a 9 MB markdown file (over the 8 Mi-character limit): listed, counted as skipped, not indexed, still readable', async () => {
    const huge = `# Data dump\n\n${'row ventifact 12345 of the export\n'.repeat(9 * 1024 * 1024 / 34)}`;
    expect(huge.length).toBeGreaterThan(MAX_INDEXED_FILE_CHARS);
    const url = await rig.server.createRepo('dump', { 'README.md': '# Dump\n\nThe export lives in dump.md.\n', 'dump.md': huge });
    expect(await addRepo('dump', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2, skipped: 1, sections: 1 } });
    expect(await searchFiles('dump', 'ventifact')).toEqual([]);
    expect(await searchFiles('dump', 'export lives')).toEqual(['README.md']);
    const read = await rig.bg.call({ type: 'repos/read', space: 'odd', id: 'dump', path: 'dump.md' });
    expect(read).toMatchObject({ ok: true, file: 'dump.md' });
    expect(read.markdown.length).toBe(huge.length);
  });

  it('a 100 MB markdown file: the add finishes without a crash, the file is listed and counted as skipped, the rest searchable', async () => {
    const line = 'Row 0123456789 of the exported ledger, with its amount and its date.\n';
    const chapter = `## Ledger part\n\n${line.repeat(Math.ceil(1024 * 1024 / line.length))}`;
    const huge = `# Ledger\n\n${chapter.repeat(100)}`;
    expect(huge.length).toBeGreaterThan(100 * 1024 * 1024);
    const url = await rig.server.createRepo('ledger', { 'README.md': '# Ledger\n\nThe quarterly wombat ledger is in ledger.md.\n', 'ledger.md': huge });
    expect(await addRepo('ledger', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2, skipped: 1, sections: 1 } });
    expect(await searchFiles('ledger', 'wombat ledger')).toEqual(['README.md']);
    const listed = (await rig.bg.call({ type: 'repos/list', space: 'odd' })).repos.find((r: { id: string }) => r.id === 'ledger');
    expect(listed).toMatchObject({ files: 2, skipped: 1 });
  });

  it('a file that grows past the limit leaves the index at the next sync, and comes back when it shrinks', async () => {
    const bg = await startTestBackground({ repoOptions: { maxIndexedFileChars: 200 } });
    const url = await rig.server.createRepo('grows', { 'README.md': '# Grows\n\nSmall quokka page.\n' });
    const search = async () => ((await bg.call({ type: 'tools/execute', space: 'odd', body: { name: 'stone_search', arguments: { query: 'quokka' }, repoId: 'grows' } })).display?.sections ?? []).length;
    expect(await bg.call({ type: 'repos/add', space: 'odd', id: 'grows', url })).toMatchObject({ ok: true, repo: { skipped: 0 } });
    expect(await search()).toBe(1);
    await rig.server.commit('grows', { write: { 'README.md': `# Grows\n\nBig quokka page.\n${'filler words here\n'.repeat(20)}` } });
    expect(await bg.call({ type: 'repos/sync', space: 'odd', id: 'grows' })).toMatchObject({ ok: true, changed: { modified: ['README.md'] } });
    expect(await search()).toBe(0);
    await rig.server.commit('grows', { write: { 'README.md': '# Grows\n\nSmall quokka page again.\n' } });
    expect(await bg.call({ type: 'repos/sync', space: 'odd', id: 'grows' })).toMatchObject({ ok: true });
    expect(await search()).toBe(1);
  });

  it('2,000 small files: all listed and indexed, a file in the middle found', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 2_000; i++) files[`pages/${String(i % 40).padStart(2, '0')}/page-${i}.md`] = `# Page ${i}\n\nTopic token${i} of the handbook.\n`;
    const url = await rig.server.createRepo('many', files);
    expect(await addRepo('many', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2_000, skipped: 0 } });
    expect(await searchFiles('many', 'token1234')).toContain('pages/34/page-1234.md');
  });
});

/** The text between the two fence lines of a tool result. */
function fencedBody(content: string): string {
  const lines = content.split('\n');
  const open = lines.findIndex((l) => /^<untrusted-data id=/.test(l));
  const close = lines.findLastIndex((l) => /^<\/untrusted-data id=/.test(l));
  return lines.slice(open + 1, close).join('\n');
}
