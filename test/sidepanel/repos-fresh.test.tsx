// @vitest-environment happy-dom
/**
 * The Repositories area keeps repositories fresh and setups portable: opening a space asks the
 * background to sync what is due, each repository's schedule can be chosen, the last sync's
 * changes and failure are said in words, and a space is exported and imported as a file.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { fakeBackground, fakeDeps, repo } from './fakes';

afterEach(cleanup);

function openRepos(bg: ReturnType<typeof fakeBackground>) {
  render(<App deps={fakeDeps(bg).deps} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Repositories' }));
}

describe('keeping repositories fresh', () => {
  it('opening the panel asks the background to sync what is due, and reads the list again when something synced', async () => {
    const bg = fakeBackground();
    bg.handlers['repos/sync-due'] = () => ({ ok: true, synced: [{ space: 'default', id: 'handbook', changed: 2 }], failed: [] });
    openRepos(bg);
    await waitFor(() => expect(bg.ofType('repos/sync-due')).toEqual([{ type: 'repos/sync-due', space: 'default' }]));
    await waitFor(() => expect(bg.ofType('repos/list').length).toBeGreaterThanOrEqual(2));
  });

  it('the schedule select sends repos/schedule with the choice', async () => {
    const bg = fakeBackground();
    bg.handlers['repos/schedule'] = (m) => {
      bg.state.repos.default = [repo('handbook', { schedule: m.every })];
      return { ok: true, repo: bg.state.repos.default[0] };
    };
    openRepos(bg);
    const item = await screen.findByRole('listitem', { name: 'handbook' });
    const select = within(item).getByRole('combobox', { name: 'Background sync' }) as HTMLSelectElement;
    expect(select.value).toBe('daily');
    fireEvent.change(select, { target: { value: 'hourly' } });
    await waitFor(() => expect(bg.ofType('repos/schedule')).toEqual([{ type: 'repos/schedule', space: 'default', id: 'handbook', every: 'hourly' }]));
    await waitFor(() => expect((within(screen.getByRole('listitem', { name: 'handbook' })).getByRole('combobox', { name: 'Background sync' }) as HTMLSelectElement).value).toBe('hourly'));
  });

  it('says how many files the last sync changed, and why the last try failed', async () => {
    const bg = fakeBackground();
    bg.state.repos.default = [
      repo('handbook', { lastChanged: { added: 1, modified: 2, removed: 0 } }),
      repo('docs', { lastSyncError: { code: 'sync_failed', message: 'git.example.org answered HTTP 500. Try again later.', at: '2026-01-02T00:00:00Z' } }),
    ];
    openRepos(bg);
    expect((await screen.findByRole('listitem', { name: 'handbook' })).textContent).toContain('The last sync changed 3 files.');
    expect(screen.getByRole('listitem', { name: 'docs' }).textContent).toContain('answered HTTP 500');
  });
});

describe('moving a setup', () => {
  it('Export asks for the space file and downloads it', async () => {
    const bg = fakeBackground();
    const file = { format: 'primachat-space', version: 1, space: 'default', repos: [{ id: 'handbook', url: 'http://127.0.0.1:9/handbook.git', ref: 'main', schedule: 'daily' }] };
    bg.handlers['spaces/export'] = () => ({ ok: true, file });
    const clicked: string[] = [];
    const orig = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { clicked.push(this.download); };
    try {
      openRepos(bg);
      fireEvent.click(await screen.findByRole('button', { name: 'Export space' }));
      await waitFor(() => expect(clicked).toEqual(['primachat-space-default.json']));
      expect(bg.ofType('spaces/export')).toEqual([{ type: 'spaces/export', space: 'default' }]);
    } finally {
      HTMLAnchorElement.prototype.click = orig;
    }
  });

  it('Import sends the parsed file, says how many were added, and names the ones that need a token', async () => {
    const bg = fakeBackground();
    bg.handlers['spaces/import'] = (m) => ({ ok: true, repos: [repo(m.file.repos[0].id)], failed: [{ id: 'private', error: { code: 'auth_failed', message: 'The server refused the credentials.' } }] });
    openRepos(bg);
    const input = (await screen.findByLabelText('Import a space file')) as HTMLInputElement;
    const file = { format: 'primachat-space', version: 1, space: 'work', repos: [{ id: 'public', url: 'https://example.org/p.git', ref: '', schedule: 'hourly' }, { id: 'private', url: 'https://example.org/q.git', ref: 'main', schedule: 'daily' }] };
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], 'space.json', { type: 'application/json' })] } });
    await waitFor(() => expect(bg.ofType('spaces/import')).toEqual([{ type: 'spaces/import', space: 'default', file }]));
    expect((await screen.findByText('Imported 1 repositories.')).textContent).toBeTruthy();
    expect((await screen.findByText(/Not imported: private/)).textContent).toMatch(/refused the credentials/);
  });

  it('a file that is not a space file is refused in the panel, and nothing is sent', async () => {
    const bg = fakeBackground();
    openRepos(bg);
    const input = (await screen.findByLabelText('Import a space file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['{"format":"other"}'], 'x.json')] } });
    expect((await screen.findByText(/not a PrimaChat space file/)).textContent).toBeTruthy();
    expect(bg.ofType('spaces/import')).toEqual([]);
  });
});
