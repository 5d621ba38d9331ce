import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ProviderSettings } from '../../lib/chat/settings-schema';
import type { ChatProvider } from '../../lib/chat/types';
import type { Client } from '../../lib/messages/client';
import type { ProgressEvent } from '../../lib/messages/protocol';
import { hostPattern } from '../../lib/platform/host-pattern';

/**
 * Everything the panel does outside itself, injected so tests hand in in-memory fakes: the
 * background client, the host-permission prompt, the progress port, and the model provider.
 */
export interface PanelDeps {
  client: Client;
  /**
   * Ask for host permission (`browser.permissions.request`). Must be called synchronously
   * inside a click handler, before any await, or the browser refuses for lack of a gesture.
   */
  requestOrigins(origins: string[]): Promise<boolean>;
  /** Listen on the background's `progress` port; returns a function that disconnects. */
  connectProgress(onEvent: (event: ProgressEvent) => void): () => void;
  /** The configured provider, ready to chat; null when none is configured. */
  loadProvider(): Promise<ChatProvider | null>;
  /** A provider for settings being edited (Test connection, model list). */
  makeProvider(settings: ProviderSettings): ChatProvider;
  /** The panel URL's query string (`?space=…&repo=…`). */
  search: string;
}

export const DepsContext = createContext<PanelDeps | null>(null);

/** The injected dependencies; throws when a component is rendered outside `<App>`. */
export function useDeps(): PanelDeps {
  const deps = useContext(DepsContext);
  if (!deps) throw new Error('Panel components must be rendered inside <App deps={…}>.');
  return deps;
}

// Exactly the manifest's host_permissions ([::1] is not among them, so it is asked for).
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The origin pattern to request for `url`, or null when none is needed: 127.0.0.1 and localhost
 * are granted in the manifest, and an unparsable URL is left for the form's own validation. Any
 * other host, a LAN server over plain http included (`http://192.168.1.20/*`: host patterns carry no port), is asked for
 * at the click: without it the provider's Origin rule and key rule do not apply.
 */
export function originToRequest(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return LOCAL_HOSTS.has(u.hostname) ? null : hostPattern(u);
  } catch {
    return null;
  }
}
