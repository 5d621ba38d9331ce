// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App, initialSelection } from '../../entrypoints/sidepanel/app';
import { fakeBackground, fakeDeps, repo, scriptedProvider } from './fakes';

afterEach(cleanup);

describe('the side panel', () => {
  it('has the accessible names the end-to-end checks drive it by', async () => {
    const bg = fakeBackground();
    render(<App deps={fakeDeps(bg, { provider: scriptedProvider([]) }).deps} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Space' })).toBeTruthy();
    const repoBox = screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement;
    await waitFor(() => expect(repoBox.value).toBe('handbook'));
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search the repository' })).toBeTruthy();
  });

  it('starts in the space and repository named in its URL', async () => {
    const bg = fakeBackground();
    bg.state.repos.work = [repo('alpha'), repo('beta')];
    render(<App deps={fakeDeps(bg, { search: '?space=work&repo=beta' }).deps} />);
    const space = screen.getByRole('combobox', { name: 'Space' }) as HTMLSelectElement;
    const repoBox = screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement;
    expect(space.value).toBe('work');
    await waitFor(() => expect(bg.ofType('repos/list').some((m) => m.space === 'work')).toBe(true));
    // Two repositories, and with more than one the whole space ("All repositories").
    await waitFor(() => expect([...repoBox.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['alpha', 'beta', 'All repositories']));
    expect(repoBox.value).toBe('beta');
  });

  it('reads ?space= and ?repo= with defaults', () => {
    expect(initialSelection('')).toEqual({ space: 'default', repoId: '' });
    expect(initialSelection('?space=personal&repo=notes')).toEqual({ space: 'personal', repoId: 'notes' });
  });

  it('says when no provider is configured and links to Settings', async () => {
    const bg = fakeBackground();
    render(<App deps={fakeDeps(bg, { provider: null }).deps} />);
    const link = await screen.findByRole('button', { name: 'Open Settings' });
    link.click();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true'));
  });
});
