import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';
import { EXTENSION_PAGES_CSP } from './lib/extension-csp';
import { FIREFOX_ADDON_ID } from './lib/platform/firefox-id';
import { DICTIONARY_DIR } from './lib/search/cjk/extension-dictionary';
import { shippedDictionary } from './scripts/kuromoji-dict';

// kuromoji's IPADIC files (decompressed and reshaped, 12.6 MB unpacked: scripts/kuromoji-dict.ts),
// fetched by the service worker and the indexing worker only when a repository or a query holds CJK text.
const KUROMOJI_DICT = fileURLToPath(new URL('./node_modules/kuromoji/dict/', import.meta.url));
const TRIMMED_DICT = fileURLToPath(new URL('./.wxt/kuromoji-dict/', import.meta.url));

// The manifest is the extension's security boundary: keep permissions minimal and the CSP strict.
export default defineConfig({
  manifestVersion: 3,
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      for (const file of shippedDictionary(KUROMOJI_DICT, TRIMMED_DICT)) files.push({ absoluteSrc: file, relativeDest: `${DICTIONARY_DIR}/${file.split('/').pop()}` });
    },
  },
  browser: 'chrome',
  vite: () => ({
    plugins: [preact()],
    // The injection classifier's weights are inlined as a data URL (lib/untrusted/classifier/shipped.ts).
    assetsInclude: ['**/*.bin'],
    resolve: {
      alias: {
        // micromark's entity decoder has a DOM build (innerHTML on a detached element) that
        // bundlers pick for browsers; the service worker has no document, so both bundles use
        // the table-based build.
        'decode-named-character-reference': fileURLToPath(import.meta.resolve('decode-named-character-reference').replace(/index\.dom\.js$/, 'index.js')),
      },
    },
    build: { target: 'es2022' },
  }),
  // One source tree for both browsers; what differs in the manifest is only this: Chrome's side
  // panel and offscreen document (Firefox has a sidebar, which WXT makes of the same page, and
  // starts the indexing worker from its event page), and Firefox's add-on id.
  manifest: ({ browser }) => ({
    name: 'PrimaChat',
    // The panel's strings come from public/_locales/<lang>/messages.json (browser.i18n).
    default_locale: 'en',
    description: "Chat with your team's handbook: local-first, honest about its sources.",
    permissions:
      browser === 'firefox'
        ? ['storage', 'unlimitedStorage', 'declarativeNetRequestWithHostAccess', 'alarms']
        : ['storage', 'unlimitedStorage', 'sidePanel', 'declarativeNetRequestWithHostAccess', 'offscreen', 'alarms'],
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: FIREFOX_ADDON_ID, strict_min_version: '128.0', data_collection_permissions: { required: ['none'] } } } }
      : {}),
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Open PrimaChat' },
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Ctrl+Shift+Y', mac: 'Command+Shift+Y' },
        description: 'Open PrimaChat in the side panel',
      },
    },
    // Built in lib/extension-csp.ts, where each source carries its reason.
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
  }),
});
