/**
 * Keeping repositories fresh: schedules (off, hourly, daily; default daily), the alarm that
 * drives them, back-off after failures, nothing while offline, never two syncs of one repository
 * at once. A fake clock and WXT's fake browser (alarms) over the real background and a loopback
 * git server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { SMALL_REPO } from '../support/repo-fixtures';
import { BACKOFF_BASE_MS, isSyncDue, nextSyncAt, SCHEDULE_PERIOD_MS } from '../../lib/repos/sync-schedule';
import { startSyncAlarm, SYNC_ALARM } from '../../lib/background/sync-alarm';
import { syncDue } from '../../lib/background/sync-due';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);

describe('when a repository is due', () => {
  const ready = { status: 'ready', clonedAt: T0, syncedAt: T0 };
  it('daily by default, hourly when asked, never when off or not ready', () => {
    expect(nextSyncAt(ready)).toBe(T0 + 24 * HOUR);
    expect(nextSyncAt({ ...ready, schedule: 'hourly' })).toBe(T0 + HOUR);
    expect(nextSyncAt({ ...ready, schedule: 'off' })).toBeNull();
    expect(nextSyncAt({ ...ready, status: 'failed' })).toBeNull();
    expect(isSyncDue(ready, T0 + 24 * HOUR - 1)).toBe(false);
    expect(isSyncDue(ready, T0 + 24 * HOUR)).toBe(true);
  });
  it('after failures it backs off exponentially from the last try, never beyond the schedule', () => {
    const failed = (n: number) => ({ ...ready, schedule: 'hourly' as const, syncFailures: n, lastSyncTry: T0 + 2 * HOUR });
    expect(nextSyncAt(failed(1))).toBe(T0 + 2 * HOUR + BACKOFF_BASE_MS);
    expect(nextSyncAt(failed(2))).toBe(T0 + 2 * HOUR + 2 * BACKOFF_BASE_MS);
    expect(nextSyncAt(failed(3))).toBe(T0 + 2 * HOUR + 4 * BACKOFF_BASE_MS);
    expect(nextSyncAt(failed(9))).toBe(T0 + 2 * HOUR + SCHEDULE_PERIOD_MS.hourly);
    expect(nextSyncAt({ ...failed(60), schedule: 'daily' })).toBe(T0 + 2 * HOUR + SCHEDULE_PERIOD_MS.daily);
  });
});

describe('background syncs on the alarm (fake clock, real git server)', () => {
  let server: GitServer;
  let bg: TestBackground;
  let clock = T0;
  let online = true;
  let round: Promise<unknown> = Promise.resolve();
  const list = async (space = 'default') => (await bg.call({ type: 'repos/list', space })).repos as Array<Record<string, any>>;
  const repo = async (id: string) => (await list()).find((r) => r.id === id)!;
  const packRequests = (name: string) => server.requests.filter((q) => q.method === 'POST' && q.url.startsWith(`/${name}.git/git-upload-pack`)).length;

  beforeAll(async () => {
    server = await startGitServer();
    bg = await startTestBackground({ clock: () => clock, online: () => online });
    await startSyncAlarm(fakeBrowser.alarms as never, () => (round = syncDue({ registry: bg.worker.registry, repos: bg.worker.repos, now: () => clock, online: () => online })));
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    online = true;
  });
  /** The alarm fires as the browser would fire it; then wait for the round it started. */
  const fire = async () => {
    round = Promise.resolve();
    await fakeBrowser.alarms.onAlarm.trigger({ name: SYNC_ALARM, scheduledTime: clock } as never);
    await round;
  };

  it('creates one alarm, and a daily repository is synced by it once a day has passed, with what changed', async () => {
    expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toMatchObject({ name: SYNC_ALARM, periodInMinutes: 15 });
    const url = await server.createRepo('daily', SMALL_REPO);
    expect(await bg.call({ type: 'repos/add', id: 'daily', url })).toMatchObject({ ok: true, repo: { schedule: 'daily' } });
    const first = (await repo('daily')).head;
    await server.commit('daily', { write: { 'news.md': '# News\n\nFresh.\n' } });
    clock += 23 * HOUR;
    await fire();
    expect((await repo('daily')).head).toBe(first);
    clock += 1 * HOUR;
    await fire();
    const after = await repo('daily');
    expect(after.head).not.toBe(first);
    expect(after.lastChanged).toEqual({ added: 1, modified: 0, removed: 0 });
    expect(after.syncedAt).toBe(new Date(clock).toISOString());
    expect((await bg.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'daily', arguments: { query: 'fresh news' } } })).content).toContain('news.md');
  });

  it('an hourly schedule set with repos/schedule syncs after an hour; off never syncs', async () => {
    const url = await server.createRepo('hourly', SMALL_REPO);
    await bg.call({ type: 'repos/add', id: 'hourly', url });
    expect(await bg.call({ type: 'repos/schedule', id: 'hourly', every: 'hourly' })).toMatchObject({ ok: true, repo: { schedule: 'hourly' } });
    expect(await bg.call({ type: 'repos/schedule', id: 'daily', every: 'off' })).toMatchObject({ ok: true, repo: { schedule: 'off' } });
    const [h, d] = [packRequests('hourly'), server.requests.filter((q) => q.url.startsWith('/daily.git/')).length];
    clock += HOUR;
    await fire();
    expect(packRequests('hourly') + server.requests.filter((q) => q.url.startsWith('/hourly.git/info/refs')).length).toBeGreaterThan(h);
    clock += 48 * HOUR;
    await fire();
    expect(server.requests.filter((q) => q.url.startsWith('/daily.git/')).length).toBe(d);
    expect(await bg.call({ type: 'repos/schedule', id: 'hourly', every: 'weekly' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await bg.call({ type: 'repos/schedule', id: 'absent', every: 'daily' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a failed sync is listed with its reason and backs off; the first success clears it', async () => {
    const refs = () => server.requests.filter((q) => q.url.startsWith('/hourly.git/info/refs')).length;
    clock += HOUR;
    server.failNext('http500');
    await fire();
    const failed = await repo('hourly');
    expect(failed.lastSyncError).toMatchObject({ code: 'sync_failed', at: new Date(clock).toISOString() });
    expect(failed.lastSyncError.message).toMatch(/HTTP 500/);
    expect(failed.status).toBe('ready');
    // Within the first back-off (5 minutes) the alarm leaves it alone.
    const before = refs();
    clock += BACKOFF_BASE_MS - 60_000;
    await fire();
    expect(refs()).toBe(before);
    clock += 60_000;
    await fire();
    expect(refs()).toBeGreaterThan(before);
    expect((await repo('hourly')).lastSyncError).toBeUndefined();
  });

  it('offline, nothing is synced and nothing is tried', async () => {
    online = false;
    const before = server.requests.length;
    clock += 30 * HOUR;
    expect(await bg.call({ type: 'repos/sync-due' })).toMatchObject({ ok: true, offline: true, synced: [] });
    await fire();
    expect(server.requests.length).toBe(before);
    online = true;
    expect((await bg.call({ type: 'repos/sync-due' })).synced.map((s: { id: string }) => s.id)).toEqual(['hourly']);
  });

  it('never two syncs of one repository at once: a round leaves a repository whose sync is running', async () => {
    await server.commit('hourly', { write: { 'stall.md': '# Stall\n' } });
    clock += 2 * HOUR;
    server.failNext('stall');
    const manual = bg.call({ type: 'repos/sync', id: 'hourly' });
    while (!bg.worker.repos.busy('default', 'hourly')) await new Promise((r) => setTimeout(r, 5));
    const before = packRequests('hourly');
    const round = await bg.call({ type: 'repos/sync-due' });
    expect(round.synced.map((s: { id: string }) => s.id)).not.toContain('hourly');
    expect(packRequests('hourly')).toBe(before);
    await bg.call({ type: 'repos/cancel', id: 'hourly' });
    expect((await manual).ok).toBe(false);
  });
});
