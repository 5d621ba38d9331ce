import { z } from 'zod';
import type { ProviderError } from './providers/errors';

/**
 * The chat's internal message shape is OpenAI's chat-completions shape: it is what the
 * background stores (`conversations/append`) and what OpenAI-compatible providers take as is.
 * Other providers (Anthropic) convert to and from it at their edge.
 */
export const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

export const ChatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  // Assistant messages that only call tools carry an empty or null content.
  content: z.string().nullable(),
  tool_calls: z.array(ToolCallSchema).optional(),
  tool_call_id: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A tool definition in OpenAI shape, as the manifest answers it. */
export const ToolDefSchema = z.object({
  type: z.literal('function'),
  function: z.object({
    name: z.string(),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ToolDef = z.infer<typeof ToolDefSchema>;

/** Why the model stopped: normalised across providers. */
export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'other';

/** One assistant turn as assembled from the stream. */
export interface AssistantTurn {
  content: string;
  toolCalls: ToolCall[];
  finishReason: FinishReason;
}

export interface ChatRequest {
  /** Full message list, system prompt first. */
  messages: ChatMessage[];
  tools: ToolDef[];
  signal?: AbortSignal;
  /** Called with each piece of assistant text as it streams in. */
  onDelta?: (text: string) => void;
  /** Cap on the answer's length (used by Test connection's tiny chat). */
  maxTokens?: number;
}

export type ConnectionResult = { ok: true; models: string[] } | { ok: false; error: ProviderError };

/** What every provider kind offers the chat loop and the Settings screen. */
export interface ChatProvider {
  readonly kind: 'openai-compatible' | 'anthropic';
  chat(request: ChatRequest): Promise<AssistantTurn>;
  listModels(signal?: AbortSignal): Promise<string[]>;
  testConnection(signal?: AbortSignal): Promise<ConnectionResult>;
}

/** The `fetch` a provider is handed; the global one in the panel, any in tests. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
