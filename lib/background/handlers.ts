import { PrimaChatError } from '../errors';
import type { ConversationStore } from '../conversations/store';
import type { HandlerMap } from '../messages/router';
import { publicSettings, type SettingsStore } from '../settings/store';
import type { Registry } from '../repos/registry';
import { executeTool } from '../tools/execute';
import { toolManifest } from '../tools/manifest';
import { engraveConversation } from '../tools/stone-engrave';
import type { ToolDeps } from '../tools/context';
import { splitSections } from '../search/sections';
import { resolveRepoPath } from '../repos/paths';
import type { RepoService } from './repo-service';
import { syncDue } from './sync-due';
import { exportSpace, importSpace } from './space-transfer';

/** Dependencies the background's handlers need, built by the entrypoint. */
export interface BackgroundDeps {
  repos: RepoService;
  registry: Registry;
  conversations: ConversationStore;
  settings: SettingsStore;
  /** Called after settings change (the entrypoint re-applies its provider network rules). */
  onSettingsChanged?: () => Promise<void>;
  now?: () => Date;
  /** Milliseconds since epoch for the sync schedule (tests give a fake clock). */
  clock?: () => number;
  /** False while the browser is offline: background syncs wait. */
  online?: () => boolean;
}

/**
 * The handler map of the background API: one handler per message type, each a thin call into
 * a service. Validation already happened in the router; errors thrown here become answers.
 */
export function createHandlers(deps: BackgroundDeps): HandlerMap {
  const now = deps.now ?? (() => new Date());
  const toolDeps: ToolDeps = {
    repos: deps.repos.tools(),
    conversations: deps.conversations,
    canaries: async () => (await deps.settings.load()).canaries,
    now,
  };
  const answerSettings = async () => ({ ok: true as const, settings: publicSettings(await deps.settings.load()) });

  return {
    'tools/manifest': () => ({ ok: true, tools: toolManifest() }),
    'tools/execute': (m) => executeTool(m.space, m.body, toolDeps),

    'repos/add': async (m) => ({ ok: true, repo: await deps.repos.add({ space: m.space, id: m.id, url: m.url, ref: m.ref, auth: m.auth }) }),
    'repos/list': async (m) => {
      const repos = await deps.repos.list(m.space);
      const sized = await Promise.all(repos.map(async (r) => ({ ...r, sizeBytes: await deps.repos.sizeOf(m.space, r.id).catch(() => undefined) })));
      return { ok: true, repos: sized };
    },
    'repos/sync': async (m) => ({ ok: true, ...(await deps.repos.sync(m.space, m.id)) }),
    'repos/remove': async (m) => {
      await deps.repos.remove(m.space, m.id);
      return { ok: true };
    },
    'repos/push': async (m) => ({ ok: true, commit: (await deps.repos.push(m.space, m.id)).commit }),
    'repos/cancel': (m) => ({ ok: true, cancelled: deps.repos.cancel(m.space, m.id) }),
    'repos/files': async (m) => ({ ok: true, files: await deps.repos.files(m.space, m.id) }),
    'repos/read': async (m) => {
      const file = resolveRepoPath(m.path);
      const tools = deps.repos.tools();
      if (!(await tools.get(m.space, m.id))) throw new PrimaChatError('not_found', `There is no repository "${m.id}" in this space.`);
      const markdown = await tools.readFile(m.space, m.id, file);
      const headings = splitSections(file, markdown)
        .filter((s) => s.level > 0)
        .map((s) => ({ heading: s.heading, line: s.line, level: s.level }));
      return { ok: true, file, markdown, headings };
    },
    'repos/schedule': async (m) => ({ ok: true, repo: await deps.repos.schedule(m.space, m.id, m.every) }),
    'repos/sync-due': async (m) => ({ ok: true, ...(await syncDue({ registry: deps.registry, repos: deps.repos, online: deps.online, now: deps.clock }, m.space)) }),
    'spaces/list': async () => ({ ok: true, spaces: await deps.registry.listSpaces() }),
    'spaces/export': async (m) => ({ ok: true, file: await exportSpace(deps.repos, m.space) }),
    'spaces/import': async (m) => ({ ok: true, ...(await importSpace(deps.repos, m.space, m.file)) }),

    'conversations/create': async (m) => {
      const repo = await deps.registry.getRepo(m.space, m.repoId);
      if (!repo) throw new PrimaChatError('not_found', `There is no repository "${m.repoId}" in this space. Add it first.`);
      return { ok: true, id: (await deps.conversations.create(m.space, m.repoId)).id };
    },
    'conversations/append': async (m) => {
      await deps.conversations.append(m.id, m.messages);
      return { ok: true };
    },
    'conversations/get': async (m) => ({ ok: true, conversation: await deps.conversations.get(m.id) }),
    'conversations/list': async (m) => ({ ok: true, conversations: await deps.conversations.list(m.space) }),
    'conversations/delete': async (m) => {
      await deps.conversations.delete(m.id);
      return { ok: true };
    },
    'conversations/rename': async (m) => {
      await deps.conversations.rename(m.id, m.title);
      return { ok: true };
    },
    'conversations/move': async (m) => {
      const conversation = await deps.conversations.get(m.id);
      // Only a ready repository of the conversation's own space: another space's answers like none.
      const repo = await deps.registry.getRepo(conversation.space, m.repoId);
      if (!repo || repo.status !== 'ready') throw new PrimaChatError('no_repository', `There is no repository "${m.repoId}" in this conversation's space.`);
      await deps.conversations.move(m.id, m.repoId);
      return { ok: true };
    },
    'conversations/truncate': async (m) => {
      await deps.conversations.truncate(m.id, m.keep);
      return { ok: true };
    },
    'conversations/engrave': async (m) => {
      const conversation = await deps.conversations.get(m.id);
      const result = await engraveConversation(
        { space: conversation.space, repoId: conversation.repoId, conversationId: m.id, confirm: m.confirm === true, approval: m.approval, title: m.title },
        toolDeps,
      );
      if (result.error) return { ok: false, error: result.error, ...(result.display ? { display: result.display } : {}) };
      return { ok: true, display: result.display ?? {} };
    },

    'settings/get': answerSettings,
    'settings/set': async (m) => {
      await deps.settings.set(m.settings);
      await deps.onSettingsChanged?.();
      return answerSettings();
    },
  };
}
