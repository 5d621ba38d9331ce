/**
 * In real Chromium: the worker sets the alarm that keeps repositories fresh, the alarm survives
 * a worker stop (the browser wakes a new worker for it, which keeps the alarm's timing), and the
 * panel's `repos/sync-due` syncs a due repository from the loopback git server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { startGitServer, type GitServer } from '../support/git-server';
import { SMALL_REPO } from '../support/repo-fixtures';

let session: ExtensionSession;
let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  session = await launchExtension();
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

const alarm = async () => (await session.worker()).evaluate(() => (globalThis as any).chrome.alarms.get('primachat-sync'));

describe('background sync in Chromium', () => {
  it('the worker sets one sync alarm every 15 minutes, kept across a worker stop', async () => {
    await session.call({ type: 'repos/list' }); // the worker's stores are open, so the alarm is set
    const first = await alarm();
    expect(first).toMatchObject({ name: 'primachat-sync', periodInMinutes: 15 });
    await session.stopWorker();
    await session.call({ type: 'repos/list' });
    expect((await alarm()).scheduledTime).toBe(first.scheduledTime);
  });

  it('repos/sync-due syncs nothing that is not due, and a repository set to hourly is not due right after its add', async () => {
    const url = await server.createRepo('fresh', SMALL_REPO);
    expect(await session.call({ type: 'repos/add', id: 'fresh', url })).toMatchObject({ ok: true, repo: { schedule: 'daily' } });
    expect(await session.call({ type: 'repos/schedule', id: 'fresh', every: 'hourly' })).toMatchObject({ ok: true, repo: { schedule: 'hourly' } });
    const before = server.requests.length;
    expect(await session.call({ type: 'repos/sync-due' })).toMatchObject({ ok: true, synced: [], failed: [] });
    expect(server.requests.length).toBe(before);
  });
});
