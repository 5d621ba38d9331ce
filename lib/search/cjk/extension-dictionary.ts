// The dictionary as the built extension ships it (copied from node_modules/kuromoji/dict by
// wxt.config.ts), fetched from the extension's own origin: by the service worker and by the
// offscreen document's indexing worker alike. Neither has XHR or fs, which kuromoji's loaders use.
import { PrimaChatError } from '../../errors';
import type { DictionaryReader } from './dictionary';

/** Folder of the build that holds the dictionary's files. */
export const DICTIONARY_DIR = 'kuromoji-dict';

/** The name a dictionary file has in the build: decompressed, so `.gz` is dropped. */
export function shippedName(name: string): string {
  return name.replace(/\.gz$/, '');
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

/** The synonym table's file in the build (lib/search/cjk/synonym-table.ts, format in its name). */
export const SYNONYM_FILE = 'ja-synonyms-v1.txt';

/** Reads the synonym table's text from `origin`, as the dictionary's files are read. */
export function extensionSynonymReader(origin: string, fetchFn: typeof fetch = fetch): () => Promise<string> {
  return async () => {
    const res = await fetchFn(`${origin}/${SYNONYM_FILE}`);
    if (!res.ok) throw new PrimaChatError('internal', `The synonym table ${SYNONYM_FILE} is missing from the build (HTTP ${res.status}).`);
    return res.text();
  };
}
