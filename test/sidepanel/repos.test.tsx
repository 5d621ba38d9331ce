// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { deriveRepoId } from '../../entrypoints/sidepanel/repos/derive-id';
import { formatAgo } from '../../entrypoints/sidepanel/repos/format';
import type { Repo } from '../../lib/messages/protocol';
import { fakeBackground, fakeDeps, repo } from './fakes';

afterEach(cleanup);

function openRepos(bg: ReturnType<typeof fakeBackground>, opts: { grant?: boolean } = {}) {
  const fake = fakeDeps(bg, opts);
  render(<App deps={fake.deps} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Repositories' }));
  const form = screen.getByRole('form', { name: 'Add a repository' });
  return { ...fake, form };
}

function fill(form: HTMLElement, url: string) {
  fireEvent.input(within(form).getByRole('textbox', { name: 'URL' }), { target: { value: url } });
}

describe('add-repository form', () => {
  it('derives the id from the URL and sends repos/add', async () => {
    const bg = fakeBackground();
    bg.handlers['repos/add'] = (m) => {
      bg.state.repos.default!.push(repo(m.id, { url: m.url }));
      return { ok: true, repo: repo(m.id, { url: m.url }) };
    };
    const { form, permissionRequests } = openRepos(bg);
    fill(form, 'http://127.0.0.1:8123/18F/Handbook.git');
    expect((within(form).getByRole('textbox', { name: 'Id' }) as HTMLInputElement).value).toBe('handbook');
    fireEvent.input(within(form).getByRole('textbox', { name: 'Id' }), { target: { value: 'hb' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bg.ofType('repos/add')).toEqual([{ type: 'repos/add', space: 'default', id: 'hb', url: 'http://127.0.0.1:8123/18F/Handbook.git' }]));
    expect(permissionRequests).toEqual([]); // loopback needs no prompt
    await screen.findByRole('listitem', { name: 'hb' });
  });

  it('asks for host permission before sending repos/add for a remote origin, and sends the token', async () => {
    const bg = fakeBackground();
    bg.handlers['repos/add'] = (m) => ({ ok: true, repo: repo(m.id) });
    const { form } = openRepos(bg);
    fill(form, 'https://git.example.org/team/docs');
    fireEvent.input(within(form).getByLabelText('Token'), { target: { value: 'tok123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bg.ofType('repos/add')).toHaveLength(1));
    const order = bg.sent.map((m) => m.type).filter((t) => t === 'repos/add' || t === '(permissions.request)');
    expect(order).toEqual(['(permissions.request)', 'repos/add']);
    expect(bg.ofType('(permissions.request)')[0]!.origins).toEqual(['https://git.example.org/*']);
    expect(bg.ofType('repos/add')[0]!.auth).toEqual({ token: 'tok123' });
  });

  it('sends nothing when the permission is refused, and says so', async () => {
    const bg = fakeBackground();
    const { form } = openRepos(bg, { grant: false });
    fill(form, 'https://git.example.org/team/docs');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('not allowed to reach https://git.example.org');
    expect(bg.ofType('repos/add')).toEqual([]);
  });

  it('shows the background error in plain words', async () => {
    const bg = fakeBackground();
    bg.handlers['repos/add'] = () => ({ ok: false, error: { code: 'auth_failed', message: 'The server refused the token. Check it and try again.' } });
    const { form } = openRepos(bg);
    fill(form, 'http://localhost:9/private.git');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The server refused the token. Check it and try again. ');
  });

  it('shows progress from the port while adding, and Cancel sends repos/cancel', async () => {
    const bg = fakeBackground();
    let finish!: (v: unknown) => void;
    bg.handlers['repos/add'] = () => new Promise((resolve) => { finish = resolve; });
    const { form, emitProgress } = openRepos(bg);
    fill(form, 'http://127.0.0.1:1/big.git');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bg.ofType('repos/add')).toHaveLength(1));
    emitProgress({ space: 'default', repoId: 'big', phase: 'Receiving objects', loaded: 40, total: 100 });
    emitProgress({ space: 'other', repoId: 'big', phase: 'wrong space', loaded: 1, total: 2 });
    const bar = (await screen.findByRole('progressbar')) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
    expect(screen.getByText(/big: Receiving objects 40 \/ 100/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bg.ofType('repos/cancel')).toEqual([{ type: 'repos/cancel', space: 'default', id: 'big' }]);
    finish({ ok: false, error: { code: 'cancelled', message: 'Cancelled; nothing was kept.' } });
    await within(form).findByText('Cancelled; nothing was kept.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('repository list', () => {
  it('syncs, pushes, and removes only after confirmation', async () => {
    const bg = fakeBackground();
    bg.state.repos.default = [repo('handbook', { sizeBytes: 2048, skipped: 3 })];
    bg.handlers['repos/sync'] = () => ({ ok: true, repo: repo('handbook'), changed: { added: ['a.md'], modified: ['b.md', 'c.md'], removed: [] } });
    bg.handlers['repos/push'] = () => ({ ok: true, commit: '0123456789abcdef0123' });
    bg.handlers['repos/remove'] = () => { bg.state.repos.default = []; return { ok: true }; };
    openRepos(bg);
    const item = await screen.findByRole('listitem', { name: 'handbook' });
    expect(item.textContent).toContain('abcdef1');
    expect(item.textContent).toContain('2.0 KB');
    expect(item.textContent).toContain('3 skipped');
    fireEvent.click(within(item).getByRole('button', { name: 'Sync' }));
    await within(item).findByText('Synced: 1 added, 2 modified, 0 removed.');
    fireEvent.click(within(item).getByRole('button', { name: 'Push' }));
    await within(item).findByText('Pushed commit 0123456789ab.');
    fireEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(bg.ofType('repos/remove')).toEqual([]);
    fireEvent.click(within(item).getByRole('button', { name: 'Remove handbook' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'handbook' })).toBeNull());
    expect(bg.ofType('repos/remove')).toEqual([{ type: 'repos/remove', space: 'default', id: 'handbook' }]);
  });

  it('lists a failed repository with its error and Retry', async () => {
    const bg = fakeBackground();
    bg.state.repos.default = [repo('docs', { status: 'failed', error: { code: 'network', message: 'The connection dropped. Retry.' } })];
    bg.handlers['repos/add'] = (m) => ({ ok: true, repo: repo(m.id) });
    openRepos(bg);
    const item = await screen.findByRole('listitem', { name: 'docs' });
    expect(within(item).getByRole('alert').textContent).toContain('The connection dropped.');
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bg.ofType('repos/add')).toMatchObject([{ id: 'docs', url: 'http://127.0.0.1:1/docs.git', ref: 'main' }]));
  });
});

describe('repository words', () => {
  it('says when each repository last synced, a failed sync with its next step, and what to add when there is none', async () => {
    const bg = fakeBackground();
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    bg.state.repos.default = [
      repo('fresh', { syncedAt: minutesAgo(3) }),
      { ...repo('stale', { syncedAt: minutesAgo(600) }), lastSyncError: { code: 'network', message: 'The server did not answer.', at: minutesAgo(120) } } as Repo,
    ];
    openRepos(bg);
    expect((await screen.findByRole('listitem', { name: 'fresh' })).textContent).toContain('Synced 3 minutes ago');
    expect(screen.getByRole('listitem', { name: 'stale' }).textContent).toContain('Last sync failed 2 hours ago: The server did not answer. Press Sync to try again.');
    cleanup();
    const empty = fakeBackground();
    empty.state.repos.default = [];
    openRepos(empty);
    expect((await screen.findByText(/No repositories in “default” yet/)).closest('.empty')?.textContent).toContain('https://github.com/18F/handbook.git');
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-01-02T12:00:00Z');
  it.each([
    ['2026-01-02T11:59:50Z', 'now'],
    ['2026-01-02T11:57:00Z', '3 minutes ago'],
    ['2026-01-02T09:00:00Z', '3 hours ago'],
    ['2026-01-01T12:00:00Z', 'yesterday'],
    ['2025-11-01T00:00:00Z', '2 months ago'],
    ['not a date', 'not a date'],
  ])('%s is "%s" in English', (iso, words) => expect(formatAgo(iso, now, 'en')).toBe(words));
  it('speaks the locale it is given', () => expect(formatAgo('2026-01-02T11:57:00Z', now, 'ja')).toBe('3 分前'));
});

describe('deriveRepoId', () => {
  it.each([
    ['https://github.com/18F/handbook.git', 'handbook'],
    ['https://gitlab.com/a/My Docs/', 'my-docs'],
    ['https://x.org/_weird', 'weird'],
    ['not a url', ''],
  ])('%s → %s', (url, id) => expect(deriveRepoId(url)).toBe(id));
});
