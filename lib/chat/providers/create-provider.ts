import type { ProviderSettings } from '../settings-schema';
import type { ChatProvider, FetchLike } from '../types';
import { createAnthropicProvider } from './anthropic';
import { createOpenAICompatibleProvider } from './openai-compatible';

/**
 * Build the provider the settings describe, with `fetch` injected (the panel passes the
 * global one bound to `globalThis`; tests pass whatever they like).
 */
export function createProvider(settings: ProviderSettings, fetch: FetchLike): ChatProvider {
  const common = { baseUrl: settings.baseUrl, model: settings.model, fetch, ...(settings.apiKey ? { apiKey: settings.apiKey } : {}) };
  return settings.kind === 'anthropic' ? createAnthropicProvider(common) : createOpenAICompatibleProvider(common);
}
