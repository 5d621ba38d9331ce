import { PrimaChatError } from '../errors';
import type { CollectResult } from './collect-files';
import { checkCollected, HelperReplySchema, type HelperJob, type HelperRequest } from './helper-protocol';

/** The service worker's end of the port to the helper. */
export interface ClientPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
  removeEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
  start?(): void;
}

/** A second thread that reads, splits and collects files (see helper-server.ts). */
export interface IndexHelper {
  /** Start the helper now (while a clone downloads), so it is ready when the files are. */
  warm(): void;
  /** Collect `job`'s files there; `onFiles` hears how many are done. Rejects when the helper cannot. */
  collect(job: HelperJob, onFiles: (done: number) => void, signal?: AbortSignal): Promise<CollectResult>;
}

/** A helper silent this long (no progress) is taken for lost; the caller collects the files itself. */
export const HELPER_SILENCE_MS = 30_000;
/** With no job for this long, the helper is closed (its thread and memory given back); the next job opens it again. */
export const HELPER_IDLE_MS = 60_000;

export interface IndexHelperOptions {
  silenceMs?: number;
  idleMs?: number;
  /** Close the helper (the offscreen document) after `idleMs` without a job. */
  close?: () => Promise<void>;
}

/**
 * The client of the indexing helper. `connect` opens the helper and gives its port (once; again
 * after a failure or after it was closed for idleness). Every reply is checked before use; a
 * helper that fails, falls silent or answers nonsense rejects the job, and the caller does the
 * work itself.
 */
export function createIndexHelper(connect: () => Promise<ClientPort>, options: IndexHelperOptions = {}): IndexHelper {
  const silenceMs = options.silenceMs ?? HELPER_SILENCE_MS;
  let port: Promise<ClientPort> | undefined;
  let nextId = 0;
  let active = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const open = (): Promise<ClientPort> => {
    clearTimeout(idle);
    port ??= connect().then((p) => {
      p.start?.();
      return p;
    });
    port.catch(() => {
      port = undefined;
    });
    return port;
  };
  const settled = (): void => {
    if (--active > 0 || !options.close) return;
    const close = options.close;
    idle = setTimeout(() => {
      port = undefined;
      close().catch(() => {});
    }, options.idleMs ?? HELPER_IDLE_MS);
  };
  return {
    warm() {
      open().catch(() => {});
    },
    async collect(job, onFiles, signal) {
      signal?.throwIfAborted();
      active++;
      try {
        return await run(await open(), job, onFiles, signal);
      } catch (err) {
        // A helper that failed may be broken: the next job opens a fresh one.
        if (!signal?.aborted) port = undefined;
        throw err;
      } finally {
        settled();
      }
    },
  };

  function run(p: ClientPort, job: HelperJob, onFiles: (done: number) => void, signal?: AbortSignal): Promise<CollectResult> {
    const id = ++nextId;
    return new Promise<CollectResult>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (err: unknown, result?: CollectResult): void => {
        clearTimeout(timer);
        p.removeEventListener('message', onMessage);
        signal?.removeEventListener('abort', onAbort);
        if (err === undefined) resolve(result as CollectResult);
        else reject(err);
      };
      const quiet = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          p.postMessage({ type: 'cancel', id } satisfies HelperRequest);
          finish(new PrimaChatError('internal', `The indexing helper sent nothing for ${silenceMs / 1000} s.`));
        }, silenceMs);
      };
      const onAbort = (): void => {
        p.postMessage({ type: 'cancel', id } satisfies HelperRequest);
        finish(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      const onMessage = (e: { data: unknown }): void => {
        const parsed = HelperReplySchema.safeParse(e.data);
        if (!parsed.success || parsed.data.id !== id) return;
        const m = parsed.data;
        if (m.type === 'progress') {
          quiet();
          onFiles(m.done);
        } else if (m.type === 'failed') {
          finish(new PrimaChatError('internal', `The indexing helper failed: ${m.message}`));
        } else {
          const collected = checkCollected(m.result.collected);
          if (collected === null) finish(new PrimaChatError('internal', 'The indexing helper answered with malformed rows.'));
          else finish(undefined, { collected, tooLarge: m.result.tooLarge });
        }
      };
      p.addEventListener('message', onMessage);
      signal?.addEventListener('abort', onAbort, { once: true });
      quiet();
      // The object store's copy is this job's own: moved, not copied (each buffer once).
      p.postMessage({ type: 'collect', id, job } as HelperRequest, [...new Set(job.objects.map((o) => o.data.buffer as ArrayBuffer))]);
    });
  }
}
