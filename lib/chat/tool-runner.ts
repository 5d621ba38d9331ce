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

/**
 * Sends one call to the background; the UI wraps it in the envelope with space, repoId,
 * conversationId, and top-level `confirm` and `approval` (the digest of the preview the person
 * approved). The UI must send a confirm for the same space, repository and conversation as the
 * call that answered the preview.
 */
export type ExecuteTool = (call: ToolCallRequest, opts: { confirm: boolean; approval?: string }) => Promise<ToolResult>;
/**
 * Shows the approval card for `preview.display`; resolves true on Approve, false on Decline,
 * and `'refresh'` when the person changed what the note is for (its repository): the runner then
 * asks the background for a fresh preview and shows that, writing nothing in between.
 */
export type RequestApproval = (call: ToolCallRequest, preview: ToolResult) => Promise<boolean | 'refresh'>;

export const DECLINED_CONTENT = 'The person declined; nothing was written.';
export const STOPPED_BEFORE_CHOICE_CONTENT = 'The person stopped the answer before approving; nothing was written.';
export const STALE_GAVE_UP_CONTENT = 'The note kept changing while the person was approving it, so nothing was written. Tell the person; they can engrave the conversation from the panel.';

/** How many fresh previews the person is shown for one call before the model is told it failed. */
export const MAX_APPROVAL_ASKS = 3;

// Only the digest is read here; the card parses the whole display before it can be approved.
const PreviewDigestSchema = z.object({ digest: z.string() });

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

async function safeExecute(execute: ExecuteTool, call: ToolCallRequest, opts: Parameters<ExecuteTool>[1]): Promise<ToolResult> {
  try {
    const parsed = ToolResultSchema.safeParse(await execute(call, opts));
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
 * `confirm: true` and `approval` set to the digest of the preview shown, Decline answers the
 * model that nothing was written. When the note changed in between (`approval_stale`), the
 * person is shown the fresh preview and asked again; the model hears nothing until they choose.
 * A throw or a malformed answer becomes a result whose content tells the model it failed,
 * never a broken loop.
 */
export async function runToolCall(
  call: ToolCallRequest,
  deps: { executeTool: ExecuteTool; requestApproval: RequestApproval; signal?: AbortSignal; onApproval?: (preview: ToolResult) => void },
): Promise<ToolOutcome> {
  let preview = await safeExecute(deps.executeTool, call, { confirm: false });
  if (preview.error?.code !== 'approval_required') return { result: preview };
  for (let asked = 1; ; asked++) {
    deps.onApproval?.(preview);
    const choice = await Promise.race([deps.requestApproval(call, preview).then((c) => (c === 'refresh' ? c : Boolean(c)), () => false), whenAborted(deps.signal)]);
    if (choice === 'aborted') return { result: { content: STOPPED_BEFORE_CHOICE_CONTENT }, stopped: true };
    if (choice === 'refresh') {
      // A new preview, no confirm: nothing can be written without the person's next Approve.
      preview = await safeExecute(deps.executeTool, call, { confirm: false });
      if (preview.error?.code !== 'approval_required') return { result: preview };
      asked--;
      continue;
    }
    if (!choice) return { result: { content: DECLINED_CONTENT }, declined: true };
    const digest = PreviewDigestSchema.safeParse(preview.display);
    const answer = await safeExecute(deps.executeTool, call, { confirm: true, ...(digest.success ? { approval: digest.data.digest } : {}) });
    if (answer.error?.code !== 'approval_stale') return { result: answer };
    if (asked >= MAX_APPROVAL_ASKS) return { result: { content: STALE_GAVE_UP_CONTENT, error: answer.error } };
    preview = answer;
  }
}
