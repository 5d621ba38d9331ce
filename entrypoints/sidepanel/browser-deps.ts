import { browser } from 'wxt/browser';
import { createProvider } from '../../lib/chat/providers/create-provider';
import { ProviderSettingsSchema } from '../../lib/chat/settings-schema';
import { createClient } from '../../lib/messages/client';
import { ProgressEventSchema } from '../../lib/messages/protocol';
import { t } from './ui/i18n';
import type { PanelDeps } from './deps';

const fetchFn = (input: string, init?: RequestInit) => globalThis.fetch(input, init);

/**
 * The panel's real dependencies: the background through `runtime.sendMessage`, the host
 * permission prompt, the `progress` port, and the provider built from `settings/get`.
 */
export function browserDeps(): PanelDeps {
  // A rejected sendMessage (no worker answered) becomes an error answer, never an unhandled throw;
  // `content` keeps the tools/execute shape.
  const client = createClient((m) =>
    browser.runtime.sendMessage(m).catch((err: unknown) => {
      const message = t('backgroundSilent', err instanceof Error ? err.message : String(err));
      return { ok: false, content: message, error: { code: 'internal', message } };
    }),
  );
  return {
    client,
    search: location.search,
    requestOrigins: (origins) => browser.permissions.request({ origins }),
    connectProgress(onEvent) {
      const port = browser.runtime.connect({ name: 'progress' });
      port.onMessage.addListener((message: unknown) => {
        const parsed = ProgressEventSchema.safeParse(message);
        if (parsed.success) onEvent(parsed.data);
      });
      return () => port.disconnect();
    },
    async loadProvider() {
      const answer = await client.send({ type: 'settings/get' });
      if (!answer.ok) return null;
      // settings/get never returns the key: the background's network rule adds it to this
      // extension's requests under the provider's base URL (lib/background/provider-rules.ts).
      const parsed = ProviderSettingsSchema.safeParse(answer.settings.provider);
      return parsed.success ? createProvider(parsed.data, fetchFn) : null;
    },
    makeProvider: (settings) => createProvider(settings, fetchFn),
  };
}
