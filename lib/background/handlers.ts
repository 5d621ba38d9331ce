import type { HandlerMap } from '../messages/router';
import { toolManifest } from '../tools/manifest';

/** Dependencies the background's handlers need, built by the entrypoint. */
export interface BackgroundDeps {
  extensionId: string;
}

/**
 * The handler map of the background API. Each message type maps to one handler; anything not
 * listed answers `not_implemented` through the router.
 */
export function createHandlers(_deps: BackgroundDeps): HandlerMap {
  return {
    'tools/manifest': () => ({ ok: true, tools: toolManifest() }),
  };
}
