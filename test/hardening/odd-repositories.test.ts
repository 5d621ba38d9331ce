/**
 * Issue 8, item 6: repositories that are not a tidy folder of markdown. Each is added through
 * repos/add and must end ready (or, for the empty one, a plain error) without a crash; the
 * files that cannot be indexed are counted in the answer's `skipped`. The large ones (a few MB,
 * 2,000 files) are in odd-repositories-large.test.ts; 100,000 files and 100 MB are not in the
 * suite (see RELIABILITY.md).
 */
import { describe, expect, it } from 'vitest';
import { createEmptyRepo, createRepoWithSubmodule } from './support/raw-repos';
import { useOddRig } from './support/odd-rig';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))]);
const LFS_POINTER = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 104857600\n';

const { rig, addRepo, tool, searchFiles } = useOddRig('odd-repositories');

describe('odd repositories through repos/add', () => {
  it('binary files: added, counted as skipped, readable without a crash; a binary file named .md is indexed without a crash', async () => {
    const url = await rig.server.createRepo('binary', { 'README.md': '# Binary assets\n\nLogos live in img.\n', 'img/logo.png': PNG, 'bin/tool': PNG.subarray(0, 512), 'notes/garbage.md': PNG });
    const r = await addRepo('binary', url);
    expect(r).toMatchObject({ ok: true, repo: { status: 'ready', files: 4, skipped: 2 } });
    // The count is kept with the repository, so the list shows it after a restart too.
    expect((await rig.bg.call({ type: 'repos/list', space: 'odd' })).repos.find((x: { id: string }) => x.id === r.repo.id)).toMatchObject({ skipped: 2 });
    expect(await searchFiles('binary', 'logos')).toContain('README.md');
    const read = await tool('binary', 'stone_read', { path: 'img/logo.png' });
    expect(read.content).toEqual(expect.any(String));
    expect(read.error?.code).not.toBe('internal');
  });

  it('a non-UTF-8 (Latin-1) text file: indexed with replacement characters, the rest of the file still found', async () => {
    const latin1 = Buffer.from('# Caf\u00e9 rules\n\nNa\u00efve r\u00e9sum\u00e9 of the espresso machine policy.\n', 'latin1');
    const url = await rig.server.createRepo('latin1', { 'README.md': '# Readme\n', 'docs/cafe.md': latin1 });
    expect(await addRepo('latin1', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2, skipped: 0 } });
    expect(await searchFiles('latin1', 'espresso machine policy')).toContain('docs/cafe.md');
    const read = await rig.bg.call({ type: 'repos/read', space: 'odd', id: 'latin1', path: 'docs/cafe.md' });
    expect(read.markdown).toContain('\ufffd');
  });

  it('a tree 60 folders deep: the deepest file is listed, found and read', async () => {
    const deep = `${Array.from({ length: 60 }, (_, i) => `d${i}`).join('/')}/bottom.md`;
    const url = await rig.server.createRepo('deep', { 'README.md': '# Top\n', [deep]: '# Bottom\n\nThe abyssal handbook page.\n' });
    expect(await addRepo('deep', url)).toMatchObject({ ok: true, repo: { status: 'ready', files: 2 } });
    expect(await searchFiles('deep', 'abyssal')).toEqual([deep]);
    expect((await tool('deep', 'stone_read', { path: deep })).error).toBeUndefined();
  });

  it('an empty repository (no commit): a plain error, nothing ready, and the space is still usable', async () => {
    const url = await createEmptyRepo(rig.server, 'empty');
    const r = await addRepo('empty', url);
    if (r.ok) {
      // Acceptable too: an empty, ready repository with nothing in it.
      expect(r.repo).toMatchObject({ files: 0, sections: 0 });
    } else {
      expect(r.error.code).toBe('not_found');
      expect(r.error.message).toMatch(/no branches yet/);
      const listed = (await rig.bg.call({ type: 'repos/list', space: 'odd' })).repos.find((x: { id: string }) => x.id === 'empty');
      expect(listed?.status ?? 'absent').not.toBe('ready');
    }
    expect(await rig.bg.call({ type: 'repos/list', space: 'odd' })).toMatchObject({ ok: true });
  });

  it('a default branch that is not main (trunk): cloned from trunk, and sync follows trunk', async () => {
    const url = await rig.server.createRepo('trunk', { 'README.md': '# Trunk\n\nOn the trunk branch.\n' }, { branch: 'trunk' });
    expect(await addRepo('trunk', url)).toMatchObject({ ok: true, repo: { status: 'ready', ref: 'trunk', files: 1 } });
    await rig.server.commit('trunk', { write: { 'more.md': '# More\n\nA second page on trunk.\n' } });
    expect(await rig.bg.call({ type: 'repos/sync', space: 'odd', id: 'trunk' })).toMatchObject({ ok: true, repo: { ref: 'trunk', files: 2 }, changed: { added: ['more.md'] } });
  });

  it('Git LFS pointer files: added without a crash; a pointer for a binary is skipped, a pointer named .md is indexed as its pointer text', async () => {
    const url = await rig.server.createRepo('lfs', {
      '.gitattributes': '*.mp4 filter=lfs diff=lfs merge=lfs -text\ndocs/manual.md filter=lfs diff=lfs merge=lfs -text\n',
      'README.md': '# Media\n\nVideos are in LFS.\n',
      'media/intro.mp4': LFS_POINTER,
      'docs/manual.md': LFS_POINTER,
    });
    const r = await addRepo('lfs', url);
    expect(r).toMatchObject({ ok: true, repo: { status: 'ready', files: 4, skipped: 2 } });
    // The count is kept with the repository, so the list shows it after a restart too.
    expect((await rig.bg.call({ type: 'repos/list', space: 'odd' })).repos.find((x: { id: string }) => x.id === r.repo.id)).toMatchObject({ skipped: 2 });
    const read = await rig.bg.call({ type: 'repos/read', space: 'odd', id: 'lfs', path: 'docs/manual.md' });
    expect(read.markdown).toBe(LFS_POINTER);
  });

  it('a submodule (gitlink): added; the submodule is neither a file nor readable, and reading it is not_found', async () => {
    const url = await createRepoWithSubmodule(rig.server, 'submodule', { 'README.md': '# Parent\n\nHas a vendored library.\n' }, 'vendor/lib', 'a'.repeat(40));
    const r = await addRepo('submodule', url);
    expect(r).toMatchObject({ ok: true, repo: { status: 'ready', files: 2 } }); // README.md and .gitmodules
    const files = (await rig.bg.call({ type: 'repos/files', space: 'odd', id: 'submodule' })).files.map((f: { path: string }) => f.path);
    expect(files).not.toContain('vendor/lib');
    expect((await tool('submodule', 'stone_read', { path: 'vendor/lib' })).error.code).toBe('not_found');
    expect((await tool('submodule', 'stone_read', { path: 'vendor/lib/README.md' })).error.code).toBe('not_found');
  });
});
