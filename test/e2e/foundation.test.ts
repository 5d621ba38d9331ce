import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from '../support/chromium';

describe('the built extension in Chromium', () => {
  let session: ExtensionSession;
  let page: http.Server;
  let pageUrl: string;

  beforeAll(async () => {
    session = await launchExtension();
    page = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>evil</title><p>hello</p>');
    });
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await session?.close();
    await new Promise((r) => page?.close(r));
  });

  it('loads with the PrimaChat manifest', async () => {
    const manifest = await session.page.evaluate(() => (globalThis as any).chrome.runtime.getManifest());
    expect(manifest.name).toBe('PrimaChat');
    expect(manifest.permissions).toEqual(expect.arrayContaining(['storage', 'unlimitedStorage', 'sidePanel']));
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
    // The policy itself, parsed: test/e2e/csp.test.ts.
    expect(manifest.content_security_policy?.extension_pages).toMatch(/^default-src 'none';/);
    expect(manifest.content_scripts ?? []).toEqual([]);
  });

  it('opens the side panel page', async () => {
    await expect(session.page.title()).resolves.toBe('PrimaChat');
    await session.page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('answers the manifest through the background API', async () => {
    const answer = await session.call({ type: 'tools/manifest' });
    expect(answer.ok).toBe(true);
    expect(answer.tools.map((t: any) => t.function.name)).toEqual(['stone_search', 'stone_read', 'stone_engrave']);
  });

  it('answers bad_request to a malformed message', async () => {
    await expect(session.call({ type: 'repos/add', id: '../x' })).resolves.toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('refuses a web page on 127.0.0.1 that tries to reach the background', async () => {
    const tab = await session.context.newPage();
    await tab.goto(pageUrl);
    const result = await tab.evaluate(async (id) => {
      const rt = (globalThis as any).chrome?.runtime;
      if (!rt?.sendMessage) return 'no runtime API';
      try {
        const answer = await rt.sendMessage(id, { type: 'tools/manifest' });
        return JSON.stringify(answer ?? null);
      } catch (err) {
        return `rejected: ${(err as Error).message}`;
      }
    }, session.extensionId);
    // Without externally_connectable a page gets no channel at all; if it ever did, the sender
    // check would still answer forbidden, never the manifest.
    expect(result).not.toContain('stone_search');
    expect(result).toMatch(/no runtime API|rejected|forbidden/);
    await tab.close();
  });
});
