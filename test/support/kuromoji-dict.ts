// The IPADIC dictionary for tests and benchmarks in Node: kuromoji's own files from node_modules,
// and the files the build ships, made from them once (scripts/kuromoji-dict.ts) into a cache.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DictionaryReader } from '../../lib/search/cjk/dictionary';
import { shippedName } from '../../lib/search/cjk/extension-dictionary';
import { shippedDictionary } from '../../scripts/kuromoji-dict';

export const DICT_DIR = path.resolve(import.meta.dirname, '../../node_modules/kuromoji/dict');
const SHIPPED_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/primachat-kuromoji-dict');

/** kuromoji's package files, gzipped with full feature lines (compacted on load). */
export const kuromojiPackageReader: DictionaryReader = { gzipped: true, read: async (name) => readFile(path.join(DICT_DIR, name)) };

let shipped = false;
/** The files as the build ships them: what the extension's workers read. */
export const nodeDictionaryReader: DictionaryReader = {
  gzipped: false,
  read: async (name) => {
    if (!shipped) {
      shippedDictionary(DICT_DIR, SHIPPED_DIR);
      shipped = true;
    }
    return readFile(path.join(SHIPPED_DIR, shippedName(name)));
  },
};

