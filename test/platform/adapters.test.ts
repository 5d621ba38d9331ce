/**
 * The browser adapters of lib/platform, each on both browsers' shapes: the panel beside the page
 * (Chrome's sidePanel, Firefox's sidebarAction), who the extension is (chrome-extension:// id,
 * moz-extension:// UUID with a gecko id), host patterns without ports, storage persistence, and
 * the sender check with a Firefox origin.
 */
import { describe, expect, it } from 'vitest';
import { wireSidePanel, OPEN_PANEL_COMMAND, type SidePanelBrowser } from '../../lib/platform/side-panel';
import { chromeIdentity, extensionIdentity } from '../../lib/platform/extension-origin';
import { hostPattern } from '../../lib/platform/host-pattern';
import { ensurePersistentStorage } from '../../lib/platform/storage-persistence';
import { isTrustedSender } from '../../lib/messages/sender';
import { ollamaOriginRules } from '../../lib/chat/ollama-origin';

/** A browser of the given kind whose events a test can fire, recording what was opened. */
function fakeBrowser(kind: 'chrome' | 'firefox') {
  const calls: string[] = [];
  let onClick: (() => void) | undefined;
  let onCommand: ((c: string, tab?: { windowId?: number }) => void) | undefined;
  const b: SidePanelBrowser = {
    action: { onClicked: { addListener: (cb) => void (onClick = cb) } },
    commands: { onCommand: { addListener: (cb) => void (onCommand = cb) } },
    ...(kind === 'chrome'
      ? {
          sidePanel: {
            setPanelBehavior: async (o) => void calls.push(`behavior ${o.openPanelOnActionClick}`),
            open: async (o) => void calls.push(`sidePanel.open ${o.windowId}`),
          },
        }
      : { sidebarAction: { open: async () => void calls.push('sidebarAction.open') } }),
  };
  return { b, calls, click: () => onClick?.(), command: (c: string, tab?: { windowId?: number }) => onCommand?.(c, tab) };
}

describe('the panel beside the page', () => {
  it('Chrome: the toolbar button opens the side panel by itself; the command opens it in its window', async () => {
    const f = fakeBrowser('chrome');
    expect(wireSidePanel(f.b)).toBe('side-panel');
    f.command(OPEN_PANEL_COMMAND, { windowId: 7 });
    f.command('something-else', { windowId: 7 });
    await Promise.resolve();
    expect(f.calls).toEqual(['behavior true', 'sidePanel.open 7']);
  });
  it('Firefox: the toolbar button and the command open the sidebar (from the user action itself)', async () => {
    const f = fakeBrowser('firefox');
    expect(wireSidePanel(f.b)).toBe('sidebar');
    f.click();
    f.command(OPEN_PANEL_COMMAND, { windowId: 3 });
    await Promise.resolve();
    expect(f.calls).toEqual(['sidebarAction.open', 'sidebarAction.open']);
  });
});

describe('who the extension is', () => {
  const UUID = '6f1c4b0e-2d3a-4c5b-9e8f-7a6b5c4d3e2f';
  it('Chrome: id and page host are the same; Firefox: a gecko id and a moz-extension UUID host', () => {
    const id = 'abcdefghijklmnopabcdefghijklmnop';
    expect(extensionIdentity({ id, getURL: (p) => `chrome-extension://${id}${p}` })).toEqual(chromeIdentity(id));
    expect(extensionIdentity({ id: 'primachat@primachat.app', getURL: (p) => `moz-extension://${UUID}${p}` })).toEqual({ id: 'primachat@primachat.app', origin: `moz-extension://${UUID}`, host: UUID });
  });
  it('the sender check takes this add-on’s moz-extension pages only, in Firefox as in Chrome', () => {
    const own = `moz-extension://${UUID}`;
    const page = { id: 'primachat@primachat.app', url: `${own}/sidepanel.html` };
    expect(isTrustedSender(page, 'primachat@primachat.app', own)).toBe(true);
    expect(isTrustedSender({ ...page, url: 'moz-extension://00000000-0000-4000-8000-000000000000/sidepanel.html' }, 'primachat@primachat.app', own)).toBe(false);
    expect(isTrustedSender({ ...page, id: 'other@addon' }, 'primachat@primachat.app', own)).toBe(false);
    expect(isTrustedSender({ ...page, tab: { url: 'https://evil.example/', id: 1 } }, 'primachat@primachat.app', own)).toBe(false);
    expect(isTrustedSender({ ...page, url: `chrome-extension://${UUID}/sidepanel.html` }, 'primachat@primachat.app', own)).toBe(false);
    expect(isTrustedSender(page, 'primachat@primachat.app', 'https://evil.example')).toBe(false);
  });
  it('network rules name the initiator by the page host in both browsers', () => {
    expect(ollamaOriginRules('http://127.0.0.1:11434/v1', UUID)[0]?.condition.initiatorDomains).toEqual([UUID]);
    expect(ollamaOriginRules('http://127.0.0.1:11434/v1', 'abcdefghijklmnopabcdefghijklmnop')).toHaveLength(1);
    expect(ollamaOriginRules('http://127.0.0.1:11434/v1', 'primachat@primachat.app')).toEqual([]);
  });
});

describe('host patterns and storage', () => {
  it('a host pattern carries no port (Firefox matches none with one)', () => {
    expect(hostPattern('http://127.0.0.1:8787/handbook.git')).toBe('http://127.0.0.1/*');
    expect(hostPattern('https://git.example.com/x.git')).toBe('https://git.example.com/*');
    expect(hostPattern('http://[::1]:11434/v1')).toBe('http://[::1]/*');
  });
  it('persistent storage is asked for once, and a refusal or a missing API answers false', async () => {
    let asked = 0;
    expect(await ensurePersistentStorage({ persisted: async () => false, persist: async () => (asked++, true) })).toBe(true);
    expect(await ensurePersistentStorage({ persisted: async () => true, persist: async () => (asked++, true) })).toBe(true);
    expect(asked).toBe(1);
    expect(await ensurePersistentStorage({ persisted: async () => false, persist: async () => false })).toBe(false);
    expect(await ensurePersistentStorage(undefined)).toBe(false);
    expect(await ensurePersistentStorage({ persist: async () => { throw new Error('denied'); } })).toBe(false);
  });
});
