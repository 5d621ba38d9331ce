import type { AssistantTurn, ChatProvider, ChatRequest } from '../../lib/chat/types';
import { createClient } from '../../lib/messages/client';
import type { ProgressEvent, Repo } from '../../lib/messages/protocol';
import type { PanelDeps } from '../../entrypoints/sidepanel/deps';
import { installMessages } from '../../entrypoints/sidepanel/ui/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A locale's messages.json, as the browser would load it for the panel. */
export function localeMessages(lang: string): Record<string, { message: string }> {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/_locales/${lang}/messages.json`), 'utf8'));
}
// The panel's strings in English, as in an English browser (the contract's names are the English UI's).
installMessages(localeMessages('en'));

type Msg = { type: string } & Record<string, any>;
type Handler = (m: Msg) => unknown;

export function repo(id: string, extra: Partial<Repo> = {}): Repo {
  return { id, url: `http://127.0.0.1:1/${id}.git`, ref: 'main', head: 'abcdef1234567890', files: 2, sections: 5, clonedAt: '2026-01-01T00:00:00Z', syncedAt: '2026-01-02T00:00:00Z', ...extra };
}

/**
 * An in-memory background: answers the messages the panel sends from plain state, records
 * every message, and lets a test replace any handler.
 */
export function fakeBackground() {
  const sent: Msg[] = [];
  const files: Record<string, string> = {
    'README.md': '# Handbook\n\nWelcome.\n',
    'pages/holidays.md': '# Holidays\n\nIntro.\n\n## Carry-over\n\nUp to five days.\n\n## Sick leave\n\nTell your lead.\n',
  };
  const state = { repos: { default: [repo('handbook')] } as Record<string, Repo[]>, conversations: [] as Array<{ id: string; repoId: string; title: string; createdAt: string; messages: unknown[] }> };
  const handlers: Record<string, Handler> = {
    'spaces/list': () => ({ ok: true, spaces: Object.keys(state.repos) }),
    'repos/list': (m) => ({ ok: true, repos: state.repos[m.space ?? 'default'] ?? [] }),
    'repos/files': () => ({ ok: true, files: Object.keys(files).map((path) => ({ path, indexed: true })) }),
    'repos/read': (m) => {
      const markdown = files[m.path];
      if (markdown === undefined) return { ok: false, error: { code: 'not_found', message: `No file ${m.path}.` } };
      const headings = markdown.split('\n').flatMap((l, i) => (/^#+ /.test(l) ? [{ heading: l.replace(/^#+ /, ''), line: i + 1, level: l.indexOf(' ') }] : []));
      return { ok: true, file: m.path, markdown, headings };
    },
    'tools/manifest': () => ({ ok: true, tools: [] }),
    'settings/get': () => ({ ok: true, settings: { canaries: [] } }),
    'conversations/list': () => ({ ok: true, conversations: state.conversations.map(({ messages: _m, ...c }) => c) }),
    'conversations/create': (m) => {
      const c = { id: `c${state.conversations.length + 1}`, repoId: m.repoId, title: 'Question', createdAt: '2026-01-03T00:00:00Z', messages: [] };
      state.conversations.push(c);
      return { ok: true, id: c.id };
    },
    'conversations/append': (m) => {
      state.conversations.find((c) => c.id === m.id)?.messages.push(...m.messages);
      return { ok: true };
    },
    'conversations/get': (m) => {
      const c = state.conversations.find((x) => x.id === m.id);
      return c ? { ok: true, conversation: { ...c, space: 'default' } } : { ok: false, error: { code: 'not_found', message: 'No such conversation.' } };
    },
  };
  const client = createClient(async (message) => {
    const m = structuredClone(message) as Msg;
    sent.push(m);
    const handler = handlers[m.type];
    return handler ? handler(m) : { ok: false, error: { code: 'not_implemented', message: `${m.type} is not there.` } };
  });
  return { client, sent, handlers, state, files, ofType: (type: string) => sent.filter((m) => m.type === type) };
}

/** A provider that answers with the scripted turns in order and records each request. */
export function scriptedProvider(turns: AssistantTurn[]): ChatProvider & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    kind: 'openai-compatible',
    requests,
    async chat(request) {
      requests.push(request);
      const turn = turns.shift() ?? { content: 'No more script.', toolCalls: [], finishReason: 'stop' };
      if (turn.content) request.onDelta?.(turn.content);
      return turn;
    },
    async listModels() { return ['m1']; },
    async testConnection() { return { ok: true, models: ['m1', 'm2'] }; },
  };
}

/** Panel dependencies around a fake background; records permission requests and holds the progress listener. */
export function fakeDeps(bg: ReturnType<typeof fakeBackground>, opts: { provider?: ChatProvider | null; grant?: boolean; search?: string } = {}) {
  const permissionRequests: string[][] = [];
  let progress: ((e: ProgressEvent) => void) | null = null;
  const deps: PanelDeps = {
    client: bg.client,
    search: opts.search ?? '',
    requestOrigins: (origins) => {
      permissionRequests.push(origins);
      bg.sent.push({ type: '(permissions.request)', origins });
      return Promise.resolve(opts.grant ?? true);
    },
    connectProgress: (fn) => { progress = fn; return () => { progress = null; }; },
    loadProvider: async () => opts.provider ?? null,
    makeProvider: () => scriptedProvider([]),
  };
  return { deps, permissionRequests, emitProgress: (e: ProgressEvent) => progress?.(e) };
}
