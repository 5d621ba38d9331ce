import { ollamaOriginRules, type OriginRule } from '../chat/ollama-origin';
import type { Settings } from '../settings/store';

/** Rule ids this module owns; every apply replaces all of them. */
export const PROVIDER_RULE_IDS = [7001, 7002] as const;

type HeaderRule = {
  id: number;
  priority: number;
  action: { type: 'modifyHeaders'; requestHeaders: Array<{ header: string; operation: 'set' | 'remove'; value?: string }> };
  condition: { urlFilter: string; initiatorDomains: string[]; resourceTypes: Array<'xmlhttprequest'> };
};

export interface DnrApi {
  updateSessionRules(options: { removeRuleIds?: number[]; addRules?: Array<OriginRule | HeaderRule> }): Promise<void>;
}

/**
 * The requests that get the API key: those under the base URL's path, not the whole origin,
 * so a repository served from the provider's host (a git forge next to an AI gateway) never
 * receives the key in place of its own credentials. A path holding a urlFilter special
 * character (`*`, `^`, `|`) is cut before it, so the filter stays a plain prefix of the path.
 */
export function keyUrlFilter(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  const literal = path.split(/[*^|]/)[0] ?? '';
  return literal === path ? `|${url.origin}${path}/` : `|${url.origin}${literal}`;
}

/**
 * Network rules for the configured provider: the API key is added by the browser to this
 * extension's own requests under the provider's base URL, so the key stays in the background and is
 * never handed to the panel's page; and a local provider (Ollama) gets no `Origin` header it
 * would refuse. No provider, no rules.
 */
export function providerRules(provider: Settings['provider'], extensionId: string): Array<OriginRule | HeaderRule> {
  if (!provider) return [];
  const rules: Array<OriginRule | HeaderRule> = [...ollamaOriginRules(provider.baseUrl, extensionId)];
  if (provider.apiKey) {
    const header =
      provider.kind === 'anthropic' ? { header: 'x-api-key', operation: 'set' as const, value: provider.apiKey } : { header: 'authorization', operation: 'set' as const, value: `Bearer ${provider.apiKey}` };
    rules.push({
      id: PROVIDER_RULE_IDS[1],
      priority: 1,
      action: { type: 'modifyHeaders', requestHeaders: [header] },
      condition: { urlFilter: keyUrlFilter(provider.baseUrl), initiatorDomains: [extensionId], resourceTypes: ['xmlhttprequest'] },
    });
  }
  return rules;
}

/** Replace this extension's provider rules with those for the current settings. */
export async function applyProviderRules(dnr: DnrApi, provider: Settings['provider'], extensionId: string): Promise<void> {
  await dnr.updateSessionRules({ removeRuleIds: [...PROVIDER_RULE_IDS], addRules: providerRules(provider, extensionId) });
}
