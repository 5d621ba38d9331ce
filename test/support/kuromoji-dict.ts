// The IPADIC dictionary files from node_modules, for tests and benchmarks in Node.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DictionaryReader } from '../../lib/search/cjk/dictionary';

export const DICT_DIR = path.resolve(import.meta.dirname, '../../node_modules/kuromoji/dict');

export const nodeDictionaryReader: DictionaryReader = { gzipped: true, read: async (name) => readFile(path.join(DICT_DIR, name)) };

/** Sudachi's synonym table built from node_modules, as the build ships it (scripts/ja-synonyms.ts). */
export const nodeSynonymReader = async (): Promise<string> => (await import('../../scripts/ja-synonyms')).synonymTableText();
