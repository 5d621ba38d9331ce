import { toErrorInfo, type ErrorCode } from '../errors';
import { repairToolPairs } from './history';
import { errorFromThrown, type ProviderErrorKind } from './providers/errors';
import { buildSystemPrompt } from './system-prompt';
import { runToolCall, toRequest, type ExecuteTool, type RequestApproval, type ToolCallRequest, type ToolResult } from './tool-runner';
import type { ChatMessage, ChatProvider, ToolDef } from './types';

export const DEFAULT_MAX_ROUNDS = 8;
const STOPPED_TOOL_CONTENT = 'The person stopped the answer; this tool was not run.';

export interface LoopError {
  code: ErrorCode;
  message: string;
  kind?: ProviderErrorKind;
  status?: number;
  retryAfterSeconds?: number;
}

/** What the panel hears while the loop runs. */
export type ChatEvent =
  | { type: 'round_started'; round: number }
  | { type: 'text'; delta: string }
  | { type: 'assistant_message'; message: ChatMessage }
  | { type: 'tool_started'; call: ToolCallRequest }
  | { type: 'approval_requested'; call: ToolCallRequest; preview: ToolResult }
  | { type: 'tool_finished'; call: ToolCallRequest; result: ToolResult; declined?: boolean }
  | { type: 'saved'; messages: ChatMessage[] }
  | { type: 'round_cap'; maxRounds: number; message: string }
  | { type: 'stopped' }
  | { type: 'error'; error: LoopError };

export interface ChatLoopOptions {
  provider: ChatProvider;
  /** The manifest's tools, as `tools/manifest` answered them. */
  tools: ToolDef[];
  /** Prior messages of the conversation (no system prompt). */
  history: ChatMessage[];
  /** The person's new message; omit it to retry from the history after an error. */
  userMessage?: string;
  executeTool: ExecuteTool;
  requestApproval: RequestApproval;
  onEvent?: (event: ChatEvent) => void;
  /** Persists messages (`conversations/append`); called for every turn as it completes. */
  appendMessages: (messages: ChatMessage[]) => Promise<void>;
  systemPrompt?: string;
  maxRounds?: number;
  signal?: AbortSignal;
}

export interface ChatLoopResult {
  status: 'done' | 'stopped' | 'error' | 'round_cap';
  /** Messages this run added (and saved), in order. */
  messages: ChatMessage[];
  rounds: number;
  error?: LoopError;
}

function loopError(err: unknown): LoopError {
  const info = toErrorInfo(err);
  const p = err as { kind?: ProviderErrorKind; status?: number; retryAfterSeconds?: number };
  return { ...info, ...(p.kind ? { kind: p.kind } : {}), ...(p.status ? { status: p.status } : {}), ...(p.retryAfterSeconds !== undefined ? { retryAfterSeconds: p.retryAfterSeconds } : {}) };
}

/**
 * The model ↔ tools loop for one question. Sends the system prompt first, the manifest's
 * tools and the history; streams the answer; runs every tool call of a turn through
 * `executeTool` (approval for the engrave gate) and sends only each result's `content` back
 * to the model, never `display`. Saves every message as it completes. Stops after
 * `maxRounds` model calls, on Stop (keeping what was said), or on a provider error (the
 * error says what to do; calling again without `userMessage` retries).
 */
export async function runChatLoop(opts: ChatLoopOptions): Promise<ChatLoopResult> {
  const maxRounds = opts.maxRounds ?? DEFAULT_MAX_ROUNDS;
  const emit = (event: ChatEvent) => opts.onEvent?.(event);
  const system: ChatMessage = { role: 'system', content: opts.systemPrompt ?? buildSystemPrompt() };
  const added: ChatMessage[] = [];
  let rounds = 0;
  const finish = (status: ChatLoopResult['status'], error?: LoopError): ChatLoopResult => {
    if (status === 'stopped') emit({ type: 'stopped' });
    if (error) emit({ type: 'error', error });
    return { status, messages: added, rounds, ...(error ? { error } : {}) };
  };
  const save = async (messages: ChatMessage[]) => {
    added.push(...messages);
    await opts.appendMessages(messages);
    emit({ type: 'saved', messages });
  };

  try {
    if (opts.userMessage !== undefined) await save([{ role: 'user', content: opts.userMessage }]);
    for (;;) {
      if (opts.signal?.aborted) return finish('stopped');
      rounds += 1;
      emit({ type: 'round_started', round: rounds });
      let streamed = '';
      let turn;
      try {
        turn = await opts.provider.chat({
          messages: [system, ...repairToolPairs([...opts.history, ...added])],
          tools: opts.tools,
          ...(opts.signal ? { signal: opts.signal } : {}),
          onDelta: (delta) => {
            streamed += delta;
            emit({ type: 'text', delta });
          },
        });
      } catch (err) {
        const error = errorFromThrown(err, opts.signal);
        if (error.kind !== 'aborted') return finish('error', loopError(error));
        // Keep what the person already saw.
        if (streamed) await save([{ role: 'assistant', content: streamed }]);
        return finish('stopped');
      }
      const message: ChatMessage = { role: 'assistant', content: turn.content };
      if (turn.toolCalls.length) message.tool_calls = turn.toolCalls;
      await save([message]);
      emit({ type: 'assistant_message', message });
      if (!turn.toolCalls.length) return finish('done');

      for (const [i, toolCall] of turn.toolCalls.entries()) {
        const call = toRequest(toolCall);
        if (opts.signal?.aborted) {
          // Every call needs an answer in the history, or the next request is refused.
          await save(turn.toolCalls.slice(i).map((c) => ({ role: 'tool' as const, tool_call_id: c.id, content: STOPPED_TOOL_CONTENT })));
          return finish('stopped');
        }
        emit({ type: 'tool_started', call });
        const outcome = await runToolCall(call, {
          executeTool: opts.executeTool,
          requestApproval: opts.requestApproval,
          ...(opts.signal ? { signal: opts.signal } : {}),
          onApproval: (preview) => emit({ type: 'approval_requested', call, preview }),
        });
        emit({ type: 'tool_finished', call, result: outcome.result, ...(outcome.declined ? { declined: true } : {}) });
        await save([{ role: 'tool', tool_call_id: call.id, content: outcome.result.content }]);
      }
      if (opts.signal?.aborted) return finish('stopped');
      if (rounds >= maxRounds) {
        const text = `PrimaChat stopped after ${maxRounds} rounds of tool calls without a final answer. Ask again, perhaps more narrowly.`;
        emit({ type: 'round_cap', maxRounds, message: text });
        return finish('round_cap');
      }
    }
  } catch (err) {
    // Only saving can land here (provider and tool failures are handled above).
    return finish('error', loopError(err));
  }
}
