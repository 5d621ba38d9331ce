import '../../lib/zod-jitless';
import '../../lib/background/buffer-global';
import LightningFS from '@isomorphic-git/lightning-fs';
import { createHandlers } from '../../lib/background/handlers';
import { applyProviderRules } from '../../lib/background/provider-rules';
import { createProgressHub } from '../../lib/background/progress-hub';
import { createRepoService } from '../../lib/background/repo-service';
import { createConversationStore } from '../../lib/conversations/store';
import { createRouter, type Route } from '../../lib/messages/router';
import { createGitStore } from '../../lib/repos/git-store';
import { createRegistry } from '../../lib/repos/registry';
import { createIndexStore } from '../../lib/search/index-store';
import { createIndexHelper } from '../../lib/indexing/helper-client';
import { offscreenHelperConnector } from '../../lib/background/offscreen-helper';
import { GIT_FS_NAME } from '../../lib/repos/paths';
import { createSettingsStore } from '../../lib/settings/store';
import { openIdbKv } from '../../lib/storage/kv';
import { setDictionaryReader } from '../../lib/search/cjk/analyser';
import { extensionDictionaryReader } from '../../lib/search/cjk/extension-dictionary';

export default defineBackground(() => {
  const extensionId = browser.runtime.id;
  // The Japanese dictionary loads on the first CJK repository or query, not at start.
  setDictionaryReader(extensionDictionaryReader(self.location.origin));
  const progress = createProgressHub(extensionId);
  // A second thread for indexing: a worker in an offscreen document, started on demand.
  const helper = createIndexHelper(offscreenHelperConnector({ offscreen: browser.offscreen, scope: self as never, extensionId }), {
    close: () => browser.offscreen.closeDocument(),
  });

  // Open the stores once per worker start; every message waits for this (it is fast: nothing is
  // rebuilt, indexes load lazily on first use).
  const ready: Promise<Route> = (async () => {
    const kv = await openIdbKv(indexedDB, 'primachat');
    const settings = createSettingsStore(kv);
    const registry = createRegistry(kv);
    const hasHostPermission = (url: string) => browser.permissions.contains({ origins: [`${new URL(url).origin}/*`] });
    const repos = createRepoService({
      registry,
      git: createGitStore({ fs: new LightningFS(GIT_FS_NAME) as never, mayFollow: hasHostPermission }),
      indexes: await createIndexStore(indexedDB),
      hasHostPermission,
      author: async () => (await settings.load()).author,
      progress: progress.post,
      helper,
    });
    await repos.recover();
    const applyRules = async () => applyProviderRules(browser.declarativeNetRequest, (await settings.load()).provider, extensionId);
    await applyRules().catch((err) => console.warn('PrimaChat: provider network rules not applied', err));
    const handlers = createHandlers({ repos, registry, conversations: createConversationStore(kv), settings, onSettingsChanged: applyRules });
    return createRouter({ extensionId, handlers });
  })();

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    ready
      .then((route) => route(message, sender))
      .catch((err) => ({ ok: false, error: { code: 'internal', message: `PrimaChat could not open its storage: ${String(err)}` } }))
      .then(sendResponse);
    return true; // answer asynchronously
  });
  browser.runtime.onConnect.addListener(progress.connect);

  browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-side-panel' && tab?.windowId !== undefined) {
      browser.sidePanel.open({ windowId: tab.windowId }).catch(() => {});
    }
  });
});
