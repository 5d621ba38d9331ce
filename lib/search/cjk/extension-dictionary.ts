// The dictionary as the built extension ships it (copied from node_modules/kuromoji/dict by
// wxt.config.ts), fetched from the extension's own origin: by the service worker and by the
// offscreen document's indexing worker alike. Neither has XHR or fs, which kuromoji's loaders use.
import { PrimaChatError } from '../../errors';
import type { DictionaryReader } from './dictionary';

/** Folder of the build that holds the dictionary's files. */
export const DICTIONARY_DIR = 'kuromoji-dict';

/** The name a dictionary file has in the build: decompressed, so `.gz` is dropped; the features are compact (compact-features.ts). */
export function shippedName(name: string): string {
  return name === 'tid_pos.dat.gz' ? 'tid_features.dat' : name.replace(/\.gz$/, '');
}

/** Reads the dictionary's files from `origin` (the extension's own, e.g. `self.location.origin`). */
export function extensionDictionaryReader(origin: string, fetchFn: typeof fetch = fetch): DictionaryReader {
  return {
    gzipped: false,
    async read(name) {
      const res = await fetchFn(`${origin}/${DICTIONARY_DIR}/${shippedName(name)}`);
      if (!res.ok) throw new PrimaChatError('internal', `The dictionary file ${name} is missing from the build (HTTP ${res.status}).`);
      return res.arrayBuffer();
    },
  };
}
