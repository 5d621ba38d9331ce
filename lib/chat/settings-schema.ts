import { z } from 'zod';

export const ProviderKindSchema = z.enum(['openai-compatible', 'anthropic']);
export type ProviderKind = z.infer<typeof ProviderKindSchema>;

/**
 * The `provider` setting. The contract fixes `{kind: "openai-compatible", baseUrl, model,
 * apiKey?}`; `anthropic` is an addition. Only http(s) base URLs: anything else could not be
 * a chat endpoint, and a `javascript:` or `file:` URL must never reach `fetch`.
 */
export const ProviderSettingsSchema = z.object({
  kind: ProviderKindSchema,
  baseUrl: z.url({ protocol: /^https?$/, error: 'The base URL must start with http:// or https://.' }),
  model: z.string().trim().min(1, 'Choose a model.'),
  apiKey: z.string().min(1).max(4096).optional(),
  /** Which preset the person chose in Settings (display only). */
  preset: z.string().max(64).optional(),
});
export type ProviderSettings = z.infer<typeof ProviderSettingsSchema>;

/** What `settings/get` may show of the provider: everything but the key. */
export type PublicProviderSettings = Omit<ProviderSettings, 'apiKey'> & { apiKeySet: boolean };

/**
 * Drop the API key from provider settings before they leave the background; the page learns
 * only whether a key is set.
 */
export function publicProviderSettings(settings: ProviderSettings): PublicProviderSettings {
  const { apiKey, ...rest } = settings;
  return { ...rest, apiKeySet: Boolean(apiKey) };
}
