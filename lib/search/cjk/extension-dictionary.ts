// The dictionary as the built extension ships it (copied from node_modules/kuromoji/dict by
// wxt.config.ts), fetched from the extension's own origin: by the service worker and by the
// offscreen document's indexing worker alike. Neither has XHR or fs, which kuromoji's loaders use.
import { PrimaChatError } from '../../errors';
import type { DictionaryReader } from './dictionary';

/** Folder of the build that holds the dictionary's files. */
export const DICTIONARY_DIR = 'kuromoji-dict';

// The files shipped-form.ts reshapes get their own names (an older build's are another format).
const RESHAPED: Record<string, string> = { 'tid.dat.gz': 'tid_grouped.dat', 'tid_pos.dat.gz': 'tid_features.dat', 'base.dat.gz': 'trie16_base.dat', 'check.dat.gz': 'trie16_check.dat' };

/** The name a dictionary file has in the build: decompressed, so `.gz` is dropped. */
export function shippedName(name: string): string {
  return RESHAPED[name] ?? name.replace(/\.gz$/, '');
}

/** Reads the dictionary's files from `origin` (the extension's own, e.g. `self.location.origin`). */
export function extensionDictionaryReader(origin: string, fetchFn: typeof fetch = fetch): DictionaryReader {
  return {
    gzipped: false,
    async read(name) {
      const res = await fetchFn(`${origin}/${DICTIONARY_DIR}/${shippedName(name)}`);
      if (!res.ok) throw new PrimaChatError('internal', `The dictionary file ${name} is missing from the build (HTTP ${res.status}).`);
      // Through a Blob: Chromium reads the file into it in the browser process, then copies it in
      // once, where `res.arrayBuffer()` streams it through the worker's thread in small chunks,
      // which took about twice as long, and longer while the worker was loading an index.
      return (await res.blob()).arrayBuffer();
    },
  };
}

