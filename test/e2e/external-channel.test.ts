/**
 * Threat row "A web page or another extension calls the background": the defence is that the
 * extension offers no channel from outside at all (no `externally_connectable`, no content
 * scripts, no pages exposed to the web, no `onMessageExternal`/`onConnectExternal` listener),
 * and the sender check (test/hardening/forged-senders.test.ts) behind it. Checked on what ships:
 * the built manifest, every built script, and the listeners the running worker and panel hold in
 * Chromium. Reading `wxt.config.ts` would miss a listener in code or a key a module adds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, launchExtension, type ExtensionSession } from '../support/chromium';

const EXTERNAL_EVENTS = /\bon(?:Message|Connect)External\b/;

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string, at = ''): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesBelow(dir, path.join(at, e.name)) : [path.join(at, e.name)],
  );
}

describe('threat: a web page or another extension calls the background (the built extension)', () => {
  let dir: string;
  let manifest: Record<string, unknown>;
  let session: ExtensionSession;

  beforeAll(async () => {
    dir = ensureBuilt();
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    session = await launchExtension({ extensionDir: dir });
  });
  afterAll(async () => session?.close());

  it('the built manifest declares no externally_connectable, no content scripts and no web-accessible pages', () => {
    // Sanity: this is the real manifest, not an empty object that would pass everything below.
    expect(manifest).toMatchObject({ manifest_version: 3, name: 'PrimaChat', background: { service_worker: 'background.js' } });
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('content_scripts');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    // Nor under another spelling a module might add (e.g. a nested or vendor key).
    expect(JSON.stringify(manifest)).not.toMatch(/externally_connectable|content_scripts|web_accessible_resources|matches/);
  });

  it('no built script registers onMessageExternal or onConnectExternal', () => {
    const scripts = filesBelow(dir).filter((f) => /\.(?:m?js|html)$/.test(f));
    // Sanity: the scan reads the real worker and panel code (it finds the listeners they do use).
    expect(scripts).toEqual(expect.arrayContaining(['background.js', 'sidepanel.html']));
    const background = readFileSync(path.join(dir, 'background.js'), 'utf8');
    expect(background).toMatch(/\bonMessage\b/);
    expect(background).toMatch(/\bonConnect\b/);
    const offending = scripts.filter((f) => EXTERNAL_EVENTS.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the running worker and side panel hold no external message or connect listener', async () => {
    const listeners = () => {
      const rt = (globalThis as any).chrome.runtime;
      return {
        message: rt.onMessage.hasListeners() as boolean,
        messageExternal: rt.onMessageExternal.hasListeners() as boolean,
        connectExternal: rt.onConnectExternal.hasListeners() as boolean,
      };
    };
    // Wake the worker and wait until it has registered its listeners (it answers a message).
    expect(await session.call({ type: 'spaces/list' })).toMatchObject({ ok: true });
    const worker = await session.worker();
    // The worker's own onMessage is there (so hasListeners reports what it should) ...
    expect(await worker.evaluate(listeners)).toEqual({ message: true, messageExternal: false, connectExternal: false });
    // ... and no page of the extension listens from outside either.
    expect(await session.page.evaluate(listeners)).toMatchObject({ messageExternal: false, connectExternal: false });
  });
});
