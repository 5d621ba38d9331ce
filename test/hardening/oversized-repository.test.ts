/**
 * Issue 8, item 5: an oversized repository. Where the server announces the pack's size
 * (`Content-Length` on the git-upload-pack answer), the person is warned with that size before
 * the download, and a pack larger than the free storage is refused before a byte of it is
 * stored. A server that streams the pack (no length, as git's smart HTTP usually does) gives no
 * warning and is cloned as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgressEventSchema, type ProgressEvent } from '../../lib/messages/protocol';
import { LARGE_REPOSITORY_PHASE } from '../../lib/repos/large-repository';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground } from '../support/background';
import { SMALL_REPO } from '../support/repo-fixtures';
import { snapshotState } from './support/state-snapshot';

let announcing: GitServer;
let streaming: GitServer;
beforeAll(async () => {
  [announcing, streaming] = await Promise.all([startGitServer({ contentLength: true }), startGitServer()]);
});
afterAll(async () => {
  await announcing?.close();
  await streaming?.close();
});

const SPACE = 'big';
/** Every pack counts as large in these tests: the small fixture stands in for a 100 MB repository. */
const ANY_SIZE = 1;
const eventsOf = (events: ProgressEvent[], id: string) => events.filter((e) => e.repoId === id);
const warnings = (events: ProgressEvent[]) => events.filter((e) => e.phase === LARGE_REPOSITORY_PHASE);

describe('a server that announces the pack size', () => {
  it('posts a "Large repository" event with the announced bytes before any download progress, then clones', async () => {
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: ANY_SIZE } });
    const url = await announcing.createRepo('announced', SMALL_REPO);
    const answer = await bg.call({ type: 'repos/add', space: SPACE, id: 'announced', url });
    expect(answer).toMatchObject({ ok: true, repo: { files: 4 } });

    const events = eventsOf(bg.progress, 'announced');
    const [warning] = warnings(events);
    expect(warning).toEqual({ space: SPACE, repoId: 'announced', phase: LARGE_REPOSITORY_PHASE, loaded: 0, total: expect.any(Number) });
    // The contract's exact shape: no extra fields.
    expect(ProgressEventSchema.strict().safeParse(warning).success).toBe(true);
    expect(warning!.total).toBeGreaterThan(100); // the pack's bytes, not a count of files
    const at = events.indexOf(warning!);
    const firstDownload = events.findIndex((e) => /receiving|counting|compressing|resolving/i.test(e.phase));
    expect(firstDownload).toBeGreaterThan(at);
    expect(events.slice(0, at).map((e) => e.phase)).toEqual(['Connecting']);
  });

  it('gives no warning for a pack below the threshold', async () => {
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: 100 * 1024 * 1024 } });
    const url = await announcing.createRepo('small-announced', SMALL_REPO);
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'small-announced', url })).toMatchObject({ ok: true });
    expect(warnings(bg.progress)).toEqual([]);
  });

  it('refuses a pack larger than the free storage before downloading it: quota, sizes in MB, nothing stored, not even a failed record', async () => {
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: ANY_SIZE, storageEstimate: async () => ({ quota: 5_000_000, usage: 4_999_900 }) } });
    // Another repository in the space (streamed, so never refused), which must stay as it was.
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'keep', url: await streaming.createRepo('keep', SMALL_REPO) })).toMatchObject({ ok: true });
    const url = await announcing.createRepo('too-big', SMALL_REPO);
    const before = await snapshotState(bg, [SPACE]);
    const answer = await bg.call({ type: 'repos/add', space: SPACE, id: 'too-big', url });
    expect(answer).toMatchObject({ ok: false, error: { code: 'quota' } });
    expect(answer.error.message).toMatch(/is \d+\.\d MB to download, but the browser has only 0\.0 MB of storage left .* Remove a repository or free disk space/);

    expect((await bg.call({ type: 'repos/list', space: SPACE })).repos.map((r: { id: string }) => r.id)).toEqual(['keep']);
    expect(await bg.call({ type: 'repos/files', space: SPACE, id: 'too-big' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(withoutSuperblocks(await snapshotState(bg, [SPACE]))).toEqual(withoutSuperblocks(before));
    expect(await bg.call({ type: 'tools/execute', space: SPACE, body: { name: 'stone_search', arguments: { query: 'leave' }, repoId: 'keep' } })).toMatchObject({ content: expect.stringContaining('keep/docs/leave.md § Leave') });
    // Refused at the announcement: no download progress, and no warning for a pack that will not come.
    expect(eventsOf(bg.progress, 'too-big').map((e) => e.phase)).toEqual(['Connecting']);
  });

  it('warns before a sync download too, and a sync refused for its size keeps the repository at its old head', async () => {
    let quota: number | undefined;
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: ANY_SIZE, storageEstimate: async () => (quota === undefined ? {} : { quota, usage: quota }) } });
    const url = await announcing.createRepo('synced', SMALL_REPO);
    const added = await bg.call({ type: 'repos/add', space: SPACE, id: 'synced', url });
    await announcing.commit('synced', { write: { 'docs/new.md': '# New\n\nFresh words.\n' } });

    quota = 1_000_000; // full: nothing left
    const refused = await bg.call({ type: 'repos/sync', space: SPACE, id: 'synced' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'quota' } });
    const listed = (await bg.call({ type: 'repos/list', space: SPACE })).repos[0];
    expect(listed).toMatchObject({ status: 'ready', head: added.repo.head, files: 4 });

    quota = undefined;
    const from = bg.progress.length;
    const synced = await bg.call({ type: 'repos/sync', space: SPACE, id: 'synced' });
    expect(synced).toMatchObject({ ok: true, changed: { added: ['docs/new.md'] } });
    const events = eventsOf(bg.progress.slice(from), 'synced');
    expect(events[0]).toMatchObject({ phase: LARGE_REPOSITORY_PHASE, loaded: 0 });
  });

  it('keeps a failed repository and its token when its retry is refused for its size, so a later retry still works', async () => {
    let quota: number | undefined;
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: ANY_SIZE, storageEstimate: async () => (quota === undefined ? {} : { quota, usage: quota }) } });
    const url = await announcing.createRepo('private', SMALL_REPO);
    announcing.setAuth('private', { username: 'me', token: 'tok-123' });
    announcing.failNext('http500');
    const auth = { username: 'me', token: 'tok-123' };
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'private', url, auth })).toMatchObject({ ok: false });

    quota = 1_000_000; // full: the retry is refused before its download
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'private', url })).toMatchObject({ ok: false, error: { code: 'quota' } });
    const listed = (await bg.call({ type: 'repos/list', space: SPACE })).repos.find((r: { id: string }) => r.id === 'private');
    expect(listed).toMatchObject({ status: 'failed', error: { code: 'quota' } });

    quota = undefined; // room again: the retry clones with the token kept from the first add
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'private', url })).toMatchObject({ ok: true, repo: { files: 4 } });
    announcing.setAuth('private', null);
  });
});

describe('a server that streams the pack without a length', () => {
  it('gives no warning and clones as before', async () => {
    const bg = await startTestBackground({ repoOptions: { largeRepositoryBytes: ANY_SIZE, storageEstimate: async () => ({ quota: 10, usage: 10 }) } });
    const url = await streaming.createRepo('streamed', SMALL_REPO);
    expect(await bg.call({ type: 'repos/add', space: SPACE, id: 'streamed', url })).toMatchObject({ ok: true, repo: { files: 4 } });
    expect(warnings(bg.progress)).toEqual([]);
  });
});

/**
 * The snapshot without LightningFS's superblock (the folder tree): the refused clone made and
 * removed its staging folder, which leaves the staging root's entry behind. Every file block,
 * index and registry record must be unchanged.
 */
function withoutSuperblocks(snapshot: unknown): unknown {
  const { api, databases } = snapshot as { api: unknown; databases: Record<string, Array<[unknown, unknown]>> };
  const kept: Record<string, unknown> = {};
  for (const [name, records] of Object.entries(databases)) kept[name] = records.filter(([key]) => key !== '!root');
  return { api, databases: kept };
}
