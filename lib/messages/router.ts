import { z } from 'zod';
import { toErrorInfo, type ErrorCode } from '../errors';
import { MessageTypeSchema, RequestSchemas, type AnswerMap, type RequestOf, type RequestType } from './protocol';
import { isTrustedSender, type SenderLike } from './sender';
import { TOOL_ERROR_CONTENT } from '../tools/error-content';

export type Handler<T extends RequestType> = (request: RequestOf<T>, sender: SenderLike) => Promise<AnswerMap[T]> | AnswerMap[T];
export type HandlerMap = { [T in RequestType]?: Handler<T> };
export type Route = (message: unknown, sender: SenderLike | undefined) => Promise<unknown>;

/**
 * Build the background's message router: sender check (fail closed) → zod parse → handler map →
 * answer. It never throws and never leaves a caller hanging: every path resolves to an answer,
 * a handler's throw included. `tools/execute` keeps its own answer shape `{content, error}` on
 * every failure, so the model always has something it can act on.
 */
export function createRouter(options: { extensionId: string; handlers: HandlerMap; extensionOrigin?: string }): Route {
  const { extensionId, handlers, extensionOrigin } = options;
  return async (message, sender) => {
    if (!isTrustedSender(sender, extensionId, extensionOrigin)) {
      return fail('forbidden', 'Only PrimaChat’s own pages may talk to its background.');
    }
    const typed = MessageTypeSchema.safeParse(message);
    if (!typed.success || !Object.hasOwn(RequestSchemas, typed.data.type)) {
      return fail('bad_request', 'Unknown message: every message needs a "type" from the background API.');
    }
    const type = typed.data.type as RequestType;
    const isTool = type === 'tools/execute';
    const parsed = RequestSchemas[type].safeParse(message);
    if (!parsed.success) {
      const detail = `The "${type}" message is malformed: ${describe(parsed.error)}`;
      return isTool ? toolFail('bad_request', detail) : fail('bad_request', detail);
    }
    const handler = handlers[type] as Handler<RequestType> | undefined;
    if (!handler) {
      const detail = `"${type}" is not available in this version of PrimaChat yet.`;
      return isTool ? toolFail('not_implemented', detail) : fail('not_implemented', detail);
    }
    try {
      return await handler(parsed.data, sender as SenderLike);
    } catch (err) {
      const info = toErrorInfo(err);
      return isTool ? toolFail(info.code, info.message) : fail(info.code, info.message);
    }
  };
}

function fail(code: ErrorCode, message: string) {
  return { ok: false as const, error: { code, message } };
}

/** The model reads only the code's fixed instruction: a message may quote what it should not (see error-content.ts). */
function toolFail(code: ErrorCode, message: string) {
  return { content: TOOL_ERROR_CONTENT[code], error: { code, message } };
}

/** A short, readable summary of what failed validation (no echo of huge inputs). */
export function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'message'}: ${issue.message}`)
    .join('; ')
    .slice(0, 500);
}
