import { PrimaChatError } from '../errors';
import type { ClientPort } from '../indexing/helper-client';

/** The page the offscreen document loads (entrypoints/offscreen): it starts the indexing worker. */
export const OFFSCREEN_PAGE = 'offscreen.html';
/** What the offscreen page posts to the service worker, with the worker's port attached. */
export const HELPER_PORT_MESSAGE = 'primachat-index-helper';
/** How long to wait for the offscreen page to hand over its port before indexing alone. */
export const HELPER_CONNECT_MS = 10_000;

/** `chrome.offscreen`, as far as used. */
export interface OffscreenApi {
  createDocument(parameters: { url: string; reasons: Array<'WORKERS'>; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}

interface PortMessage {
  data: unknown;
  ports: readonly MessagePort[];
  source: { url?: string } | null;
}

/** The service worker's global, where the offscreen page's message arrives. */
export interface MessageScope {
  addEventListener(type: 'message', fn: (e: PortMessage) => void): void;
  removeEventListener(type: 'message', fn: (e: PortMessage) => void): void;
}

/**
 * Open the indexing helper: (re)create the offscreen document, whose page starts a dedicated
 * worker and posts one end of a MessageChannel to this service worker; resolve with that port.
 * Only a message from this extension's own offscreen page is taken (fail closed: anything else
 * is ignored); no port within HELPER_CONNECT_MS rejects, and the caller indexes alone. A
 * document left from an earlier service worker holds a port to a worker that is gone, so it is
 * closed first.
 */
export function offscreenHelperConnector(deps: { offscreen: OffscreenApi; scope: MessageScope; extensionId: string; timeoutMs?: number }): () => Promise<ClientPort> {
  const page = `chrome-extension://${deps.extensionId}/${OFFSCREEN_PAGE}`;
  return async () => {
    let onMessage: ((e: PortMessage) => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const port = new Promise<MessagePort>((resolve, reject) => {
      onMessage = (e) => {
        const type = (e.data as { type?: unknown } | null)?.type;
        if (type !== HELPER_PORT_MESSAGE || e.source?.url !== page || e.ports.length !== 1) return;
        resolve(e.ports[0] as MessagePort);
      };
      deps.scope.addEventListener('message', onMessage);
      timer = setTimeout(() => reject(new PrimaChatError('internal', 'The indexing helper did not start.')), deps.timeoutMs ?? HELPER_CONNECT_MS);
    });
    try {
      await deps.offscreen.closeDocument().catch(() => {});
      await deps.offscreen.createDocument({ url: OFFSCREEN_PAGE, reasons: ['WORKERS'], justification: 'Index repository files on a second thread while the service worker indexes the others.' });
      return (await port) as unknown as ClientPort;
    } finally {
      clearTimeout(timer);
      if (onMessage) deps.scope.removeEventListener('message', onMessage);
    }
  };
}
