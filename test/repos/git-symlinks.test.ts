import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { newLightningFs } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitStore } from '../../lib/repos/git-store';
import { repoDir } from '../../lib/repos/paths';

let server: GitServer;
let store: ReturnType<typeof createGitStore>;
const dir = repoDir('default', 'links');

beforeAll(async () => {
  server = await startGitServer();
  const url = await server.createRepo(
    'links',
    { 'README.md': '# Root\n', 'docs/guide.md': '# Guide\n' },
    {
      symlinks: {
        'docs/passwd.md': '../../../../etc/passwd',
        'abs.md': '/etc/passwd',
        'docs/config.md': '../.git/config',
        'docs/readme-link.md': '../README.md',
        'alias': 'docs',
        'up': '..',
        'loop-a.md': 'loop-b.md',
        'loop-b.md': 'loop-a.md',
      },
    },
  );
  store = createGitStore({ fs: newLightningFs().fs });
  await store.clone({ dir, url });
});
afterAll(async () => server.close());

describe('symlinks in a repository', () => {
  it('lists a symlink as a link (mode 120000), not as the file it points to', async () => {
    const files = await store.listFiles(dir);
    expect(files.find((f) => f.path === 'docs/passwd.md')?.mode).toBe('120000');
  });

  it('refuses a symlink that climbs out of the repository (path_escape, not the file behind it)', async () => {
    await expect(store.readFile(dir, 'docs/passwd.md')).rejects.toMatchObject({ code: 'path_escape' });
  });

  it('refuses a symlink with an absolute target', async () => {
    await expect(store.readFile(dir, 'abs.md')).rejects.toMatchObject({ code: 'path_escape' });
  });

  it('refuses a symlink into .git internals', async () => {
    await expect(store.readFile(dir, 'docs/config.md')).rejects.toMatchObject({ code: 'path_escape' });
  });

  it('refuses to climb out through a folder link (up/../x)', async () => {
    await expect(store.readFile(dir, 'up/README.md')).rejects.toMatchObject({ code: 'path_escape' });
  });

  it('follows a symlink that stays inside the repository, file or folder', async () => {
    expect(await store.readFile(dir, 'docs/readme-link.md')).toMatchObject({ path: 'README.md', text: '# Root\n' });
    expect(await store.readFile(dir, 'alias/guide.md')).toMatchObject({ path: 'docs/guide.md', text: '# Guide\n' });
  });

  it('stops on a symlink loop instead of hanging', async () => {
    await expect(store.readFile(dir, 'loop-a.md')).rejects.toMatchObject({ code: 'not_found' });
  });
});
