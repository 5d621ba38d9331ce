import { z } from 'zod';
import { toErrorInfo } from '../errors';
import type { ToolCall } from './types';

/** A tool call as the panel hands it to the background (arguments as the model sent them). */
export interface ToolCallRequest {
  id: string;
  name: string;
  arguments: string;
}

// The background's `tools/execute` answer; validated because it crosses a boundary.
export const ToolResultSchema = z.object({
  content: z.string(),
  display: z.unknown().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ToolResult = z.infer<typeof ToolResultSchema>;

/** Sends one call to the background; the UI wraps it in the envelope with space, repoId, conversationId and top-level `confirm`. */
export type ExecuteTool = (call: ToolCallRequest, opts: { confirm: boolean }) => Promise<ToolResult>;
/** Shows the approval card for `preview.display`; resolves true on Approve, false on Decline. */
export type RequestApproval = (call: ToolCallRequest, preview: ToolResult) => Promise<boolean>;

export const DECLINED_CONTENT = 'The person declined; nothing was written.';
export const STOPPED_BEFORE_CHOICE_CONTENT = 'The person stopped the answer before approving; nothing was written.';

export interface ToolOutcome {
  result: ToolResult;
  declined?: boolean;
  /** The person pressed Stop while the approval card was open. */
  stopped?: boolean;
}

/** The wire shape the background takes (`arguments` as the model's JSON string). */
export function toRequest(call: ToolCall): ToolCallRequest {
  return { id: call.id, name: call.function.name, arguments: call.function.arguments };
}

async function safeExecute(execute: ExecuteTool, call: ToolCallRequest, confirm: boolean): Promise<ToolResult> {
  try {
    const parsed = ToolResultSchema.safeParse(await execute(call, { confirm }));
    if (parsed.success) return parsed.data;
    return {
      content: `The tool ${call.name} gave no usable answer. Tell the person it failed.`,
      error: { code: 'internal', message: 'The background answered a tool call in an unexpected shape.' },
    };
  } catch (err) {
    const error = toErrorInfo(err);
    return { content: `The tool ${call.name} failed: ${error.message} Tell the person; do not retry it more than once.`, error };
  }
}

function whenAborted(signal: AbortSignal | undefined): Promise<'aborted'> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
}

/**
 * Run one tool call through the background. When the background answers
 * `approval_required` (the engrave gate), ask the person; Approve re-sends with
 * `confirm: true`, Decline answers the model that nothing was written. A throw or a malformed
 * answer becomes a result whose content tells the model it failed, never a broken loop.
 */
export async function runToolCall(
  call: ToolCallRequest,
  deps: { executeTool: ExecuteTool; requestApproval: RequestApproval; signal?: AbortSignal; onApproval?: (preview: ToolResult) => void },
): Promise<ToolOutcome> {
  const first = await safeExecute(deps.executeTool, call, false);
  if (first.error?.code !== 'approval_required') return { result: first };
  deps.onApproval?.(first);
  const choice = await Promise.race([deps.requestApproval(call, first).then(Boolean, () => false), whenAborted(deps.signal)]);
  if (choice === 'aborted') return { result: { content: STOPPED_BEFORE_CHOICE_CONTENT }, stopped: true };
  if (!choice) return { result: { content: DECLINED_CONTENT }, declined: true };
  return { result: await safeExecute(deps.executeTool, call, true) };
}
