import type { AnswerMap, RequestInput, RequestType } from './protocol';

type SendMessage = (message: unknown) => Promise<unknown>;

/**
 * The side panel's typed client of the background API. `send` is injected so tests (and the
 * end-to-end harness) can hand in their own transport; in the panel it is
 * `browser.runtime.sendMessage`.
 */
export function createClient(sendMessage: SendMessage) {
  return {
    async send<T extends RequestType>(message: RequestInput<T> & { type: T }): Promise<AnswerMap[T]> {
      const answer = await sendMessage(message);
      if (answer === undefined) {
        // The worker was restarting or no listener answered: report it like any other failure.
        return { ok: false, error: { code: 'internal', message: 'The background did not answer. Try again.' } } as AnswerMap[T];
      }
      return answer as AnswerMap[T];
    },
  };
}

export type Client = ReturnType<typeof createClient>;
