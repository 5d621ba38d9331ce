import 'fake-indexeddb/auto';
import '../../lib/background/buffer-global';
import { createHandlers } from '../../lib/background/handlers';
import { createRepoService, type RepoServiceDeps } from '../../lib/background/repo-service';
import type { IndexHelper } from '../../lib/indexing/helper-client';
import { createConversationStore } from '../../lib/conversations/store';
import type { ProgressEvent } from '../../lib/messages/protocol';
import { createRouter } from '../../lib/messages/router';
import { createGitStore } from '../../lib/repos/git-store';
import { createRegistry } from '../../lib/repos/registry';
import { createIndexStore } from '../../lib/search/index-store';
import { createSettingsStore } from '../../lib/settings/store';
import { openIdbKv } from '../../lib/storage/kv';
import './repo-fixtures'; // fake-indexeddb and the navigator LightningFS needs

export const TEST_EXTENSION_ID = 'aaaabbbbccccddddeeeeffffgggghhhh';
export const OWN_PAGE = { id: TEST_EXTENSION_ID, url: `chrome-extension://${TEST_EXTENSION_ID}/sidepanel.html` };

let n = 0;

/**
 * The whole background (router, handlers and real services) in Node: fake-indexeddb for
 * IndexedDB, LightningFS over it, and the network of the test (a loopback git server). Calls go
 * through the router exactly as a side panel's messages do. `restart()` opens a fresh worker
 * over the same storage, as after the browser stopped the service worker.
 */
export async function startTestBackground(
  options: {
    allowOrigin?: (origin: string) => boolean;
    now?: () => Date;
    /** The clock of repository records and sync schedules (ms since epoch; default Date.now). */
    clock?: () => number;
    /** Whether the browser is online, for background syncs (default: always). */
    online?: () => boolean;
    gitIdleTimeoutMs?: number;
    /** The large-repository threshold, the free-storage estimate (default: none, so nothing is refused) and the indexed-file limit. */
    repoOptions?: Pick<RepoServiceDeps, 'largeRepositoryBytes' | 'storageEstimate' | 'maxIndexedFileChars' | 'parallel'>;
    /** An indexing helper, given the name of the worker's LightningFS (its own instance over the same storage, like the offscreen worker's). */
    indexHelper?: (fsName: string) => IndexHelper;
  } = {},
) {
  const names = { kv: `bg-kv-${process.pid}-${n}`, idx: `bg-idx-${process.pid}-${n}`, fs: `bg-fs-${process.pid}-${n++}` };
  const progress: ProgressEvent[] = [];
  const allow = options.allowOrigin ?? ((origin) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin));

  async function boot() {
    const kv = await openIdbKv(indexedDB, names.kv);
    const settings = createSettingsStore(kv);
    const registry = createRegistry(kv);
    const LightningFS = (await import('@isomorphic-git/lightning-fs')).default;
    const repos = createRepoService({
      registry,
      git: createGitStore({ fs: new LightningFS(names.fs) as never, idleTimeoutMs: options.gitIdleTimeoutMs, mayFollow: async (url) => allow(new URL(url).origin) }),
      indexes: await createIndexStore(indexedDB, names.idx),
      hasHostPermission: async (url) => allow(new URL(url).origin),
      author: async () => (await settings.load()).author,
      progress: (e) => progress.push(e),
      storageEstimate: async () => ({}),
      ...(options.clock ? { now: options.clock } : {}),
      helper: options.indexHelper?.(names.fs),
      ...options.repoOptions,
    });
    await repos.recover();
    const conversations = createConversationStore(kv);
    const route = createRouter({ extensionId: TEST_EXTENSION_ID, handlers: createHandlers({ repos, registry, conversations, settings, now: options.now, clock: options.clock, online: options.online }) });
    return { route, repos, registry, conversations, settings };
  }

  let worker = await boot();
  return {
    progress,
    fsName: names.fs,
    /** The IndexedDB database of the search indexes (to inspect or age what a worker left). */
    indexDbName: names.idx,
    get worker() {
      return worker;
    },
    call: <T = any>(message: unknown, sender: unknown = OWN_PAGE): Promise<T> => worker.route(message, sender as never) as Promise<T>,
    async restart() {
      worker = await boot();
    },
  };
}

export type TestBackground = Awaited<ReturnType<typeof startTestBackground>>;
