import type { ProgressEvent } from '../messages/protocol';
import { isTrustedSender, type SenderLike } from '../messages/sender';

interface PortLike {
  name: string;
  sender?: SenderLike;
  postMessage(message: unknown): void;
  disconnect(): void;
  onDisconnect: { addListener(fn: () => void): void };
}

/**
 * The `progress` port: panels connect with `runtime.connect({name: "progress"})` and receive
 * every progress event of long work. Ports from anything but this extension's pages are
 * disconnected at once (the same fail-closed sender check as messages).
 */
export function createProgressHub(extensionId: string) {
  const ports = new Set<PortLike>();
  return {
    connect(port: PortLike) {
      if (port.name !== 'progress') return;
      if (!isTrustedSender(port.sender, extensionId)) {
        port.disconnect();
        return;
      }
      ports.add(port);
      port.onDisconnect.addListener(() => ports.delete(port));
    },
    post(event: ProgressEvent) {
      for (const port of ports) {
        try {
          port.postMessage(event);
        } catch {
          ports.delete(port);
        }
      }
    },
  };
}
