import { useEffect, useRef, useState } from 'preact/hooks';
import { PrimaChatError } from '../../../lib/errors';
import { runChatLoop, type ChatEvent, type LoopError } from '../../../lib/chat/loop';
import { buildSystemPrompt } from '../../../lib/chat/system-prompt';
import type { ExecuteTool, RequestApproval, ToolResult } from '../../../lib/chat/tool-runner';
import type { ChatMessage, ToolDef } from '../../../lib/chat/types';
import type { ChatMessage as StoredMessage } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';
import { useApproval } from './use-approval';

export interface ToolActivity { result: ToolResult; declined?: boolean }

/**
 * The chat of one space: the conversation's messages, the streaming answer, tool activity,
 * the approval card, Stop and Retry. The model loop is `runChatLoop` (one call site, `run`);
 * tool calls go to the background as `tools/execute` envelopes with the conversation's space,
 * repoId and conversationId, and `confirm: true` only after the person's Approve click.
 */
export function useChat(space: string, repoId: string) {
  const { client, loadProvider } = useDeps();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState('');
  const [running, setRunning] = useState(false);
  const [activity, setActivity] = useState<Record<string, ToolActivity>>({});
  const [error, setError] = useState<LoopError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [noProvider, setNoProvider] = useState(false);
  const approval = useApproval();
  const conv = useRef<{ id: string | null; repoId: string; messages: ChatMessage[] }>({ id: null, repoId, messages: [] });
  const abort = useRef<AbortController | null>(null);

  const load = (id: string | null, forRepo: string, msgs: ChatMessage[]) => {
    conv.current = { id, repoId: forRepo, messages: msgs };
    setMessages(msgs); setActivity({}); setError(null); setNotice(null); setStreaming('');
  };
  // A conversation belongs to one repository: choosing another one starts afresh.
  useEffect(() => { if (!running && conv.current.repoId !== repoId) load(null, repoId, []); }, [repoId]);
  useEffect(() => void loadProvider().then((p) => setNoProvider(!p)), [loadProvider]);

  const executeTool: ExecuteTool = (call, { confirm }) => client.send({
    type: 'tools/execute', space,
    body: { name: call.name, arguments: call.arguments, repoId: conv.current.repoId, ...(conv.current.id ? { conversationId: conv.current.id } : {}), ...(confirm ? { confirm: true } : {}) },
  });
  const requestApproval: RequestApproval = (_call, preview) => approval.ask(preview.display);
  const appendMessages = async (msgs: ChatMessage[]) => {
    const id = conv.current.id;
    if (!id) throw new PrimaChatError('no_conversation', 'The conversation was not created. Start a new conversation.');
    const a = await client.send({ type: 'conversations/append', id, messages: msgs.filter((m) => m.role !== 'system') as StoredMessage[] });
    if (!a.ok) throw new PrimaChatError('internal', a.error.message);
  };
  const onEvent = (e: ChatEvent) => {
    if (e.type === 'text') setStreaming((s) => s + e.delta);
    else if (e.type === 'round_started') setStreaming('');
    else if (e.type === 'saved') {
      conv.current.messages = [...conv.current.messages, ...e.messages];
      setMessages(conv.current.messages);
      if (e.messages.some((m) => m.role === 'assistant')) setStreaming('');
    } else if (e.type === 'tool_finished') setActivity((a) => ({ ...a, [e.call.id]: { result: e.result, ...(e.declined ? { declined: true } : {}) } }));
    else if (e.type === 'round_cap') setNotice(e.message);
  };

  const run = async (userMessage?: string): Promise<boolean> => {
    setError(null); setNotice(null);
    const provider = await loadProvider();
    setNoProvider(!provider);
    if (!provider) return false;
    if (!repoId) { setError({ code: 'no_repository', message: 'Add a repository (Repositories tab) or choose one, then ask again.' }); return false; }
    if (!conv.current.id || conv.current.repoId !== repoId) {
      const created = await client.send({ type: 'conversations/create', space, repoId });
      if (!created.ok) { setError(created.error as LoopError); return false; }
      load(created.id, repoId, []);
    }
    const manifest = await client.send({ type: 'tools/manifest' });
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      const result = await runChatLoop({
        provider, tools: (manifest.ok ? manifest.tools : []) as ToolDef[], history: conv.current.messages,
        ...(userMessage !== undefined ? { userMessage } : {}),
        executeTool, requestApproval, onEvent, appendMessages, signal: controller.signal,
        systemPrompt: buildSystemPrompt({ repoId, today: new Date().toISOString().slice(0, 10) }),
      });
      if (result.error) setError(result.error);
      return true;
    } finally {
      abort.current = null;
      approval.clear();
      setRunning(false);
      setStreaming('');
    }
  };

  return {
    conversationId: conv.current.id, conversationRepoId: conv.current.repoId,
    messages, streaming, running, activity, error, notice, noProvider, approval, setNotice, setError,
    send: (text: string) => run(text),
    retry: () => run(),
    stop: () => abort.current?.abort(),
    newConversation: () => { abort.current?.abort(); load(null, repoId, []); },
    open: async (id: string) => {
      const a = await client.send({ type: 'conversations/get', id });
      if (!a.ok) return setError(a.error as LoopError);
      load(a.conversation.id, a.conversation.repoId, a.conversation.messages as ChatMessage[]);
      return a.conversation.repoId;
    },
  };
}

export type ChatState = ReturnType<typeof useChat>;
