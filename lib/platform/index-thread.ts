/**
 * The indexing helper's thread, per browser. Chrome's service worker cannot start a Worker, so an
 * offscreen document starts it and hands over a port (lib/background/offscreen-helper.ts).
 * Firefox has no offscreen documents, but its background is an event page, which can start a
 * dedicated Worker itself: this connector does that and keeps one end of a MessageChannel.
 */
import type { ClientPort } from '../indexing/helper-client';

/** A dedicated worker, as far as used. */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  terminate(): void;
}

/**
 * Start the indexing worker (`createWorker`) and give the helper client a port to it; `close`
 * ends the worker (the client calls it after a minute without work).
 */
export function workerHelperConnector(createWorker: () => WorkerLike | Promise<WorkerLike>): { connect: () => Promise<ClientPort>; close: () => Promise<void> } {
  let worker: WorkerLike | undefined;
  return {
    connect: async () => {
      worker?.terminate();
      worker = await createWorker();
      const { port1, port2 } = new MessageChannel();
      // The worker's side (entrypoints/offscreen/index-worker.ts) takes the first port it is sent.
      worker.postMessage({ type: 'port' }, [port1]);
      return port2 as unknown as ClientPort;
    },
    close: async () => {
      worker?.terminate();
      worker = undefined;
    },
  };
}
