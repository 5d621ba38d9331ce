import { useEffect, useRef, useState } from 'preact/hooks';
import { PrimaChatError } from '../../../lib/errors';
import { runChatLoop, type ChatEvent, type LoopError } from '../../../lib/chat/loop';
import { buildSystemPrompt } from '../../../lib/chat/system-prompt';
import type { ExecuteTool, RequestApproval, ToolResult } from '../../../lib/chat/tool-runner';
import type { ChatMessage, ToolDef } from '../../../lib/chat/types';
import type { ChatMessage as StoredMessage } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';
import { t } from '../ui/i18n';
import { useApproval } from './use-approval';

export interface ToolActivity { result: ToolResult; declined?: boolean }

/**
 * The chat of one space: the conversation's messages, the streaming answer, tool activity,
 * the approval card, Stop and Retry. The model loop is `runChatLoop` (one call site, `run`);
 * tool calls go to the background as `tools/execute` envelopes with the space, repoId and
 * conversationId the run started with (never whatever the panel shows by then), and
 * `confirm: true` with the preview's digest only after the person's Approve click. Leaving the
 * conversation (another one, New conversation, another repository or space) while a card
 * waits declines it: the model is told so, nothing is written, and the run stops.
 */
export function useChat(space: string, repoId: string, scope: 'repo' | 'space' = 'repo') {
  const { client, loadProvider } = useDeps();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState('');
  const [running, setRunning] = useState(false);
  // From Send until the run has ended, including the awaits before `running` (provider,
  // conversation, manifest): a second Send, Retry or Enter then starts nothing. `running`, true
  // only within it, stays the answer's own state (Stop, the "answer finished" announcement).
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [activity, setActivity] = useState<Record<string, ToolActivity>>({});
  const [error, setError] = useState<LoopError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [noProvider, setNoProvider] = useState(false);
  const approval = useApproval();
  const conv = useRef<{ id: string | null; repoId: string; messages: ChatMessage[] }>({ id: null, repoId, messages: [] });
  const abort = useRef<AbortController | null>(null);
  // Set when the person left while a card waited: the run stops once the decline is recorded
  // (aborting at once would race the decline and tell the model "stopped" instead).
  const stopAfterDecline = useRef(false);
  // The running answer's target; a note's repository changed on the approval card moves it too.
  const activeTarget = useRef<{ repoId: string } | null>(null);

  const load = (id: string | null, forRepo: string, msgs: ChatMessage[]) => {
    conv.current = { id, repoId: forRepo, messages: msgs };
    setMessages(msgs); setActivity({}); setError(null); setNotice(null); setStreaming('');
  };
  /** Leave what is shown: a waiting card is declined (then the run stops), else a run is stopped. */
  const leave = () => {
    if (approval.waiting()) {
      stopAfterDecline.current = abort.current !== null;
      approval.decline();
    } else abort.current?.abort();
  };
  // A conversation belongs to one repository: choosing another one starts afresh (once a run
  // of the old one has stopped).
  useEffect(() => {
    if (conv.current.repoId === repoId) return;
    if (running) leave();
    else load(null, repoId, []);
  }, [repoId, running]);
  useEffect(() => void loadProvider().then((p) => setNoProvider(!p)), [loadProvider]);
  // Another space unmounts this chat: whatever waits is declined.
  useEffect(() => () => leave(), []);

  const requestApproval: RequestApproval = (_call, preview) => approval.ask(preview.display);

  /** One run (or redo) at a time: a second start while one is in flight is refused at once. */
  const once = async (work: () => Promise<boolean>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try { return await work(); } finally { inFlight.current = false; setBusy(false); }
  };
  const run = (userMessage?: string) => once(() => runOnce(userMessage));

  /**
   * Drop the conversation's tail from its last question on (`keepUpTo` says how much of it stays),
   * in the background first, then here, and run again: `text` as the new question, or none to
   * answer the kept one.
   */
  const redo = (keepUpTo: (lastQuestion: number) => number, text?: string) => once(async () => {
    if (!conv.current.id) return false;
    const at = conv.current.messages.findLastIndex((m) => m.role === 'user');
    if (at < 0) return false;
    const keep = keepUpTo(at);
    const a = await client.send({ type: 'conversations/truncate', id: conv.current.id, keep });
    if (!a.ok) { setError({ code: a.error.code, message: t('editFailed', a.error.message) } as LoopError); return false; }
    load(conv.current.id, conv.current.repoId, conv.current.messages.slice(0, keep));
    return runOnce(text);
  });

  const runOnce = async (userMessage?: string): Promise<boolean> => {
    setError(null); setNotice(null);
    const provider = await loadProvider();
    setNoProvider(!provider);
    if (!provider) return false;
    if (!repoId) { setError({ code: 'no_repository', message: t('noRepository') }); return false; }
    if (!conv.current.id || conv.current.repoId !== repoId) {
      const created = await client.send({ type: 'conversations/create', space, repoId });
      if (!created.ok) { setError(created.error as LoopError); return false; }
      load(created.id, repoId, []);
    }
    // The run's own conversation: every envelope, confirm and save of this run goes to it, so
    // an Approve click can only confirm the note previewed for it.
    const target = { repoId: conv.current.repoId, conversationId: conv.current.id!, scope };
    activeTarget.current = target;
    const shown = () => conv.current.id === target.conversationId;
    const controller = new AbortController();
    const executeTool: ExecuteTool = (call, { confirm, approval: digest }) => client.send({
      type: 'tools/execute', space,
      body: {
        name: call.name, arguments: call.arguments, repoId: target.repoId, conversationId: target.conversationId,
        ...(target.scope === 'space' ? { scope: 'space' as const } : {}),
        ...(confirm ? { confirm: true, ...(digest ? { approval: digest } : {}) } : {}),
      },
    });
    const appendMessages = async (msgs: ChatMessage[]) => {
      const a = await client.send({ type: 'conversations/append', id: target.conversationId, messages: msgs.filter((m) => m.role !== 'system') as StoredMessage[] });
      if (!a.ok) throw new PrimaChatError('internal', a.error.message);
    };
    const onEvent = (e: ChatEvent) => {
      if (e.type === 'tool_finished' && stopAfterDecline.current) {
        stopAfterDecline.current = false;
        controller.abort();
      }
      if (!shown()) return;
      if (e.type === 'text') setStreaming((s) => s + e.delta);
      else if (e.type === 'round_started') setStreaming('');
      else if (e.type === 'saved') {
        conv.current.messages = [...conv.current.messages, ...e.messages];
        setMessages(conv.current.messages);
        if (e.messages.some((m) => m.role === 'assistant')) setStreaming('');
      } else if (e.type === 'tool_finished') setActivity((a) => ({ ...a, [e.call.id]: { result: e.result, ...(e.declined ? { declined: true } : {}) } }));
      else if (e.type === 'round_cap') setNotice(e.message);
    };
    const manifest = await client.send({ type: 'tools/manifest' });
    abort.current = controller;
    stopAfterDecline.current = false;
    setRunning(true);
    try {
      const result = await runChatLoop({
        provider, tools: (manifest.ok ? manifest.tools : []) as ToolDef[], history: conv.current.messages,
        ...(userMessage !== undefined ? { userMessage } : {}),
        executeTool, requestApproval, onEvent, appendMessages, signal: controller.signal,
        systemPrompt: buildSystemPrompt({ repoId: target.repoId, ...(scope === 'space' ? { wholeSpace: true } : {}), today: new Date().toISOString().slice(0, 10) }),
      });
      if (result.error && shown()) setError(result.error);
      return true;
    } finally {
      abort.current = null;
      activeTarget.current = null;
      approval.clear();
      setRunning(false);
      if (shown()) setStreaming('');
    }
  };

  return {
    conversationId: conv.current.id, conversationRepoId: conv.current.repoId,
    messages, streaming, running, busy, activity, error, notice, noProvider, approval, setNotice, setError,
    send: (text: string) => run(text),
    retry: () => run(),
    /** Answer the last question again: its answer (and the tool calls behind it) is dropped first. */
    retryLast: () => redo((at) => at + 1),
    /** Replace the last question with `text` and answer that: both are dropped first. */
    editLast: (text: string) => redo((at) => at, text),
    stop: () => abort.current?.abort(),
    newConversation: () => { leave(); load(null, repoId, []); },
    /**
     * The waiting note is to be written to `to` instead: the conversation moves there in the
     * background, and the card shows a fresh preview for it (nothing is written until Approve).
     * Answers the repository now named, for the panel's Repository state.
     */
    retarget: async (to: string): Promise<string | null> => {
      if (!approval.waiting() || !conv.current.id) return null;
      const a = await client.send({ type: 'conversations/move', id: conv.current.id, repoId: to });
      if (!a.ok) { setError({ code: a.error.code, message: a.error.message } as LoopError); return null; }
      conv.current.repoId = to;
      if (activeTarget.current) activeTarget.current.repoId = to;
      approval.refresh();
      return to;
    },
    open: async (id: string) => {
      leave();
      const a = await client.send({ type: 'conversations/get', id });
      if (!a.ok) return setError(a.error as LoopError);
      load(a.conversation.id, a.conversation.repoId, a.conversation.messages as ChatMessage[]);
      return a.conversation.repoId;
    },
  };
}

export type ChatState = ReturnType<typeof useChat>;
