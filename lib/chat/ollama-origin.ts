import { isLocalNetworkHost } from '../net/local-network';

/**
 * Ollama answers 403 to any request whose Origin is not in `OLLAMA_ORIGINS`, and a fetch from
 * an extension page carries `Origin: chrome-extension://<id>`. That holds wherever Ollama runs:
 * on this computer, or on a home server (`OLLAMA_HOST=0.0.0.0`, reached at
 * `http://192.168.1.20:11434`). Rather than asking the person to reconfigure Ollama, the
 * extension removes the Origin header on its own requests to the configured provider when it is
 * on loopback or the local network, and only there (with host permission the extension's fetch
 * needs no CORS answer). A provider on the internet keeps what the browser sends. Needs the
 * `declarativeNetRequestWithHostAccess` permission, so the rule acts only on an origin the
 * extension holds host permission for (loopback from the manifest; a LAN host once the person
 * allowed it at Save).
 */

/** The subset of a declarativeNetRequest rule we build (matches chrome.declarativeNetRequest.Rule). */
export interface OriginRule {
  id: number;
  priority: number;
  action: { type: 'modifyHeaders'; requestHeaders: Array<{ header: string; operation: 'remove' }> };
  condition: { urlFilter: string; initiatorDomains: string[]; resourceTypes: Array<'xmlhttprequest'> };
}

/** The part of `chrome.declarativeNetRequest` we use, injected so tests hand in a fake. */
export interface SessionRulesApi {
  updateSessionRules(options: { removeRuleIds?: number[]; addRules?: OriginRule[] }): Promise<void>;
}

/** Rule ids reserved for this purpose; every apply replaces all of them. */
export const OLLAMA_ORIGIN_RULE_IDS = [7001] as const;

/**
 * The session rules that strip `Origin` from this extension's requests to `baseUrl`'s origin,
 * when that origin is on loopback or the local network (lib/chat/local-network.ts) over
 * http(s); none for any other host, so a remote provider always sees what the browser sends.
 */
export function ollamaOriginRules(baseUrl: string, extensionId: string): OriginRule[] {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  if (!isLocalNetworkHost(url.hostname)) return [];
  // The initiator domain of this extension's requests: Chrome's id, or the UUID host of Firefox's moz-extension pages.
  if (!/^([a-p]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.test(extensionId)) return [];
  return [
    {
      id: OLLAMA_ORIGIN_RULE_IDS[0],
      priority: 1,
      action: { type: 'modifyHeaders', requestHeaders: [{ header: 'origin', operation: 'remove' }] },
      // `|` anchors at the start and the trailing `/` ends the host:port, so
      // `http://localhost:11434.evil.example/` or another port never matches.
      condition: { urlFilter: `|${url.origin}/`, initiatorDomains: [extensionId], resourceTypes: ['xmlhttprequest'] },
    },
  ];
}

/**
 * Replace the extension's Origin rules with those for `baseUrl` (removing them when the
 * provider is not local). Call at start-up and whenever the provider setting changes.
 */
export async function applyOllamaOriginRules(dnr: SessionRulesApi, baseUrl: string, extensionId: string): Promise<OriginRule[]> {
  const addRules = ollamaOriginRules(baseUrl, extensionId);
  await dnr.updateSessionRules({ removeRuleIds: [...OLLAMA_ORIGIN_RULE_IDS], addRules });
  return addRules;
}
