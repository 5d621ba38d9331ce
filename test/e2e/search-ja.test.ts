import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { startGitServer, type GitServer } from '../support/git-server';

// A Japanese handbook in the built extension: the service worker fetches the IPADIC files it
// ships, so an inflected question (使えますか) meets a dictionary-form heading (使う). Without
// the dictionary its words (使え, ます, か) match neither section.

describe('Japanese search in Chromium (the dictionary loads in the worker)', () => {
  let server: GitServer;
  let session: ExtensionSession;
  let work: string;
  let url: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'e2e-ja-'));
    await writeFile(path.join(work, 'rooms.md'), '# 会議室\n\n## 会議室を使う\n\n空いていれば誰でも使う。\n\n## 会議室を予約する\n\n前日までに予約する。\n');
    await writeFile(path.join(work, 'README.md'), '# ハンドブック\n\nここから始めます。\n');
    server = await startGitServer();
    url = await server.importFolder('ja', work);
    session = await launchExtension();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close().catch(() => {});
    await rm(work, { recursive: true, force: true });
  });

  it('finds the dictionary-form section for an inflected question through stone_search', async () => {
    const logs: string[] = [];
    session.context.on('console', (m) => logs.push(m.text()));
    const added = await session.call<any>({ type: 'repos/add', id: 'ja', url });
    expect(added.ok, JSON.stringify(added.error)).toBe(true);
    const got = await session.call<any>({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'ja', arguments: { query: '使えますか' } } });
    expect(got.display.sections[0]).toMatchObject({ file: 'rooms.md', heading: '会議室を使う' });
    expect(logs.filter((t) => t.includes('dictionary'))).toEqual([]);
  });
});
