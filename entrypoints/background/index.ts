import '../../lib/zod-jitless';
import '../../lib/background/buffer-global';
import LightningFS from '@isomorphic-git/lightning-fs';
import { createHandlers } from '../../lib/background/handlers';
import { applyProviderRules } from '../../lib/background/provider-rules';
import { createProgressHub } from '../../lib/background/progress-hub';
import { createRepoService } from '../../lib/background/repo-service';
import { startSyncAlarm } from '../../lib/background/sync-alarm';
import { syncDue } from '../../lib/background/sync-due';
import { createConversationStore } from '../../lib/conversations/store';
import { createRouter, type Route } from '../../lib/messages/router';
import { createGitStore } from '../../lib/repos/git-store';
import { createRegistry } from '../../lib/repos/registry';
import { createIndexStore } from '../../lib/search/index-store';
import { createIndexHelper } from '../../lib/indexing/helper-client';
import { offscreenHelperConnector } from '../../lib/background/offscreen-helper';
import { extensionIdentity } from '../../lib/platform/extension-origin';
import { hostPattern } from '../../lib/platform/host-pattern';
import { workerHelperConnector } from '../../lib/platform/index-thread';
import { wireSidePanel } from '../../lib/platform/side-panel';
import { ensurePersistentStorage } from '../../lib/platform/storage-persistence';
import { GIT_FS_NAME } from '../../lib/repos/paths';
import { createSettingsStore } from '../../lib/settings/store';
import { openIdbKv } from '../../lib/storage/kv';
import { installInjectionModel } from '../../lib/untrusted/classifier/installed';
import { shippedInjectionModel } from '../../lib/untrusted/classifier/shipped';
import { setDictionaryReader } from '../../lib/search/cjk/analyser';
import { extensionDictionaryReader } from '../../lib/search/cjk/extension-dictionary';

export default defineBackground(() => {
  // The learned second opinion on injection markers; without it the scan runs on its rules.
  try {
    installInjectionModel(shippedInjectionModel());
  } catch (err) {
    console.warn('PrimaChat: injection classifier not loaded; markers come from the rules alone', err);
  }
  const identity = extensionIdentity(browser.runtime);
  const extensionId = identity.id;
  // The Japanese dictionary loads on the first CJK repository or query, not at start.
  setDictionaryReader(extensionDictionaryReader(identity.origin));
  const progress = createProgressHub(extensionId, undefined, identity.origin);
  // A second thread for indexing, started on demand: in Chrome a worker in an offscreen
  // document (its service worker cannot start one), in Firefox a worker of the event page.
  // (A build-time branch: each browser's bundle holds only its own.)
  const thread = import.meta.env.FIREFOX
    ? workerHelperConnector(async () => new (await import('../offscreen/index-worker?worker')).default())
    : {
        connect: offscreenHelperConnector({ offscreen: browser.offscreen, scope: self as never, extensionId }),
        close: () => browser.offscreen.closeDocument(),
      };
  const helper = createIndexHelper(thread.connect, { close: thread.close });
  void ensurePersistentStorage(navigator.storage).then((kept) => kept || console.warn('PrimaChat: the browser may evict its storage under pressure'));

  // Open the stores once per worker start; every message waits for this (it is fast: nothing is
  // rebuilt, indexes load lazily on first use).
  const ready: Promise<Route> = (async () => {
    const kv = await openIdbKv(indexedDB, 'primachat');
    const settings = createSettingsStore(kv);
    const registry = createRegistry(kv);
    const hasHostPermission = (url: string) => browser.permissions.contains({ origins: [hostPattern(url)] });
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
    // Rules name the extension's own requests by their initiator: the host of its pages.
    const applyRules = async () => applyProviderRules(browser.declarativeNetRequest, (await settings.load()).provider, identity.host);
    await applyRules().catch((err) => console.warn('PrimaChat: provider network rules not applied', err));
    const online = () => navigator.onLine;
    const handlers = createHandlers({ repos, registry, conversations: createConversationStore(kv), settings, onSettingsChanged: applyRules, online });
    // Repositories stay fresh on their schedules, also with no panel open (the alarm wakes the worker).
    await startSyncAlarm(browser.alarms, () => syncDue({ registry, repos, online })).catch((err) => console.warn('PrimaChat: sync alarm not set', err));
    return createRouter({ extensionId, extensionOrigin: identity.origin, handlers });
  })();

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    ready
      .then((route) => route(message, sender))
      .catch((err) => ({ ok: false, error: { code: 'internal', message: `PrimaChat could not open its storage: ${String(err)}` } }))
      .then(sendResponse);
    return true; // answer asynchronously
  });
  browser.runtime.onConnect.addListener(progress.connect);

  wireSidePanel(browser as never);
  // Firefox: loaded as a temporary add-on (about:debugging, or a test's WebDriver BiDi install),
  // PrimaChat opens its page in a tab so it can be tried at once; the sidebar is a click away.
  if (import.meta.env.FIREFOX) {
    browser.runtime.onInstalled.addListener((details) => {
      if ((details as { temporary?: boolean }).temporary) void browser.tabs.create({ url: browser.runtime.getURL('/sidepanel.html') });
    });
  }
});
