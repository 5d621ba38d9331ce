import { z } from 'zod';
import { ProviderSettingsSchema, publicProviderSettings, type PublicProviderSettings } from '../chat/settings-schema';
import type { SettingsPatch } from '../messages/protocol';
import type { KeyValueStore } from '../storage/kv';

export const SETTINGS_FORMAT = 1;
const KEY = 'settings';

export const SettingsSchema = z.object({
  v: z.literal(SETTINGS_FORMAT),
  canaries: z.array(z.string()).default([]),
  provider: ProviderSettingsSchema.nullable().default(null),
  author: z.object({ name: z.string(), email: z.string() }).default({ name: 'PrimaChat', email: 'primachat@localhost' }),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** What the panel may see: the API key never leaves the background; `apiKeySet` says one is set. */
export type PublicSettings = Omit<Settings, 'v' | 'provider'> & { provider: PublicProviderSettings | null };

/**
 * Settings, persisted with a format version. `set` merges a partial object; an empty `apiKey`
 * string clears the key, an absent one keeps it (the panel never has the key to send back).
 */
export function createSettingsStore(kv: KeyValueStore) {
  async function load(): Promise<Settings> {
    const parsed = SettingsSchema.safeParse((await kv.get(KEY)) ?? { v: SETTINGS_FORMAT });
    return parsed.success ? parsed.data : SettingsSchema.parse({ v: SETTINGS_FORMAT });
  }
  return {
    load,
    async set(patch: SettingsPatch): Promise<Settings> {
      const current = await load();
      const next: Settings = { ...current, v: SETTINGS_FORMAT };
      if (patch.canaries) next.canaries = [...new Set(patch.canaries.map((c) => c.trim()).filter(Boolean))];
      if (patch.author) next.author = patch.author;
      if (patch.provider === null) next.provider = null;
      else if (patch.provider) {
        const keep = patch.provider.apiKey === undefined && current.provider?.baseUrl === patch.provider.baseUrl ? current.provider?.apiKey : undefined;
        const apiKey = patch.provider.apiKey === '' ? undefined : (patch.provider.apiKey ?? keep);
        next.provider = { ...patch.provider, apiKey };
        if (apiKey === undefined) delete next.provider.apiKey;
      }
      await kv.set(KEY, next);
      return next;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** Strip the API key: what `settings/get` and `settings/set` answer. */
export function publicSettings(settings: Settings): PublicSettings {
  const { v: _v, provider, ...rest } = settings;
  return { ...rest, provider: provider ? publicProviderSettings(provider) : null };
}
