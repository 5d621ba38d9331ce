import { portableCollected } from '../search/index-collect';
import { collectFiles, type ReadListed } from './collect-files';
import { HelperRequestSchema, transferables, type HelperJob, type HelperReply } from './helper-protocol';

/** The end of a MessagePort the helper listens on. */
export interface ServerPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
  start?(): void;
}

/**
 * Serve collect jobs on `port` (in the indexing helper's worker): read each job's files with a
 * reader opened for that job (`openReader`, given the job's copy of the object store), split and
 * collect them, report progress, answer with the rows (buffers transferred). Jobs run one after
 * another; a cancelled job stops at its next file. Malformed requests are ignored.
 */
export function serveIndexJobs(port: ServerPort, openReader: (job: HelperJob) => ReadListed): void {
  const running = new Map<number, AbortController>();
  let queue: Promise<void> = Promise.resolve();
  const reply = (m: HelperReply, transfer: Transferable[] = []): void => port.postMessage(m, transfer);
  port.addEventListener('message', (e) => {
    const parsed = HelperRequestSchema.safeParse(e.data);
    if (!parsed.success) return;
    const req = parsed.data;
    if (req.type === 'cancel') {
      running.get(req.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(req.id, controller);
    queue = queue.then(async () => {
      try {
        const result = await collectFiles(openReader(req.job), req.job, (done) => reply({ type: 'progress', id: req.id, done }), controller.signal, 10);
        const portable = { collected: portableCollected(result.collected), tooLarge: result.tooLarge };
        reply({ type: 'done', id: req.id, result: portable }, transferables(portable));
      } catch (err) {
        reply({ type: 'failed', id: req.id, message: err instanceof Error ? err.message : String(err) });
      } finally {
        running.delete(req.id);
      }
    });
  });
  port.start?.();
}
