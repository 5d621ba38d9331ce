import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// The manifest is the extension's security boundary: keep permissions minimal and the CSP strict.
export default defineConfig({
  manifestVersion: 3,
  browser: 'chrome',
  vite: () => ({
    plugins: [preact()],
    build: { target: 'es2022' },
  }),
  manifest: {
    name: 'PrimaChat',
    description: "Chat with your team's handbook: local-first, honest about its sources.",
    permissions: ['storage', 'unlimitedStorage', 'sidePanel', 'declarativeNetRequest'],
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Open PrimaChat' },
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Ctrl+Shift+Y', mac: 'Command+Shift+Y' },
        description: 'Open PrimaChat in the side panel',
      },
    },
    content_security_policy: {
      extension_pages:
        "script-src 'self'; object-src 'none'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-src 'none'; base-uri 'none'; form-action 'none'",
    },
  },
});
