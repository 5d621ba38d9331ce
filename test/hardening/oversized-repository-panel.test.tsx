// @vitest-environment happy-dom
/**
 * Issue 8, item 5, in the side panel: the large-repository warning shows the announced size in
 * human units, stays on show while the download it announced goes on, and Cancel stays there.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { LARGE_REPOSITORY_PHASE } from '../../lib/repos/large-repository';
import { fakeBackground, fakeDeps } from '../sidepanel/fakes';

afterEach(cleanup);

const GB_1_2 = Math.round(1.2 * 1024 ** 3);

async function addingBig() {
  const bg = fakeBackground();
  bg.handlers['repos/add'] = () => new Promise(() => {}); // the add is still running
  const fake = fakeDeps(bg);
  render(<App deps={fake.deps} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Repositories' }));
  const form = screen.getByRole('form', { name: 'Add a repository' });
  fireEvent.input(within(form).getByRole('textbox', { name: 'URL' }), { target: { value: 'http://127.0.0.1:1/big.git' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(bg.ofType('repos/add')).toHaveLength(1));
  return { bg, emit: fake.emitProgress };
}

describe('large repository warning in the panel', () => {
  it('shows "Large repository: 1.2 GB to download" with Cancel, and keeps it while the pack downloads', async () => {
    const { bg, emit } = await addingBig();
    emit({ space: 'default', repoId: 'big', phase: 'Connecting', loaded: 0 });
    emit({ space: 'default', repoId: 'big', phase: LARGE_REPOSITORY_PHASE, loaded: 0, total: GB_1_2 });
    const group = await screen.findByRole('group', { name: 'Progress of big' });
    expect((await within(group).findByRole('status')).textContent).toBe('Large repository: 1.2 GB to download');
    // The byte count is not shown as work done.
    expect(within(group).queryByText(/1288490189/)).toBeNull();

    emit({ space: 'default', repoId: 'big', phase: 'Receiving objects', loaded: 40, total: 100 });
    await within(group).findByText(/big: Receiving objects 40 \/ 100/);
    expect(within(group).getByRole('status').textContent).toBe('Large repository: 1.2 GB to download');
    fireEvent.click(within(group).getByRole('button', { name: 'Cancel' }));
    expect(bg.ofType('repos/cancel')).toEqual([{ type: 'repos/cancel', space: 'default', id: 'big' }]);
  });

  it('shows no warning without an announced size, and a new add drops an old warning', async () => {
    const { emit } = await addingBig();
    emit({ space: 'default', repoId: 'big', phase: LARGE_REPOSITORY_PHASE, loaded: 0, total: GB_1_2 });
    const group = await screen.findByRole('group', { name: 'Progress of big' });
    await within(group).findByRole('status');
    emit({ space: 'default', repoId: 'big', phase: 'Connecting', loaded: 0 });
    emit({ space: 'default', repoId: 'big', phase: 'Receiving objects', loaded: 1, total: 2 });
    await within(group).findByText(/big: Receiving objects 1 \/ 2/);
    expect(within(group).queryByRole('status')).toBeNull();
  });
});
