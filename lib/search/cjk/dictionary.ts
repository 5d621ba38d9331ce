// Loads kuromoji's IPADIC dictionary from its twelve gzipped files through an injected reader,
// so the same code runs in the service worker and the indexing helper (fetch of the files the
// build ships) and in Node (files read from node_modules). kuromoji's own loaders use XHR or
// fs, neither of which a service worker has.
import DynamicDictionaries from 'kuromoji/src/dict/DynamicDictionaries.js';
import Tokenizer from 'kuromoji/src/Tokenizer.js';
import type { IpadicFeatures } from 'kuromoji';
import { PrimaChatError } from '../../errors';
import { lazyTargetMap } from './target-map';

/** The dictionary's files, as kuromoji 0.1.2 names them. */
export const DICTIONARY_FILES = [
  'base.dat.gz', 'check.dat.gz', 'tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz', 'cc.dat.gz',
  'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_char.dat.gz', 'unk_compat.dat.gz', 'unk_invoke.dat.gz',
] as const;
export type DictionaryFile = (typeof DICTIONARY_FILES)[number];

/**
 * Reads one dictionary file's bytes, by its kuromoji name: gzipped as kuromoji ships it
 * (`gzipped: true`, Node), or already decompressed, as the build ships it, since Chrome stores an
 * installed extension's files unpacked and decompressing 65 MB on every worker wake cost more
 * than the first search's whole budget.
 */
export interface DictionaryReader {
  gzipped: boolean;
  read(name: DictionaryFile): Promise<ArrayBuffer | Uint8Array>;
}

/** What the analyser needs of kuromoji: a sentence in, morphemes out. */
export interface Morphemes {
  tokenize(text: string): IpadicFeatures[];
}

async function gunzip(bytes: ArrayBuffer | Uint8Array): Promise<ArrayBuffer> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

/** kuromoji's tokenizer over the dictionary `read` gives. */
export async function loadMorphemes(read: DictionaryReader): Promise<Morphemes> {
  let buffers: ArrayBuffer[];
  try {
    buffers = await Promise.all(
      DICTIONARY_FILES.map(async (name) => {
        const bytes = await read.read(name);
        if (read.gzipped) return gunzip(bytes);
        return bytes instanceof Uint8Array ? bytes.slice().buffer : bytes;
      }),
    );
  } catch (err) {
    throw new PrimaChatError('internal', `The Japanese dictionary could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }
  const b = Object.fromEntries(DICTIONARY_FILES.map((n, i) => [n, buffers[i]!])) as Record<DictionaryFile, ArrayBuffer>;
  const dic = new DynamicDictionaries();
  dic.loadTrie(new Int32Array(b['base.dat.gz']), new Int32Array(b['check.dat.gz']));
  // As `loadTokenInfoDictionaries`, but the target map is read in place (see target-map.ts).
  dic.token_info_dictionary.loadDictionary(new Uint8Array(b['tid.dat.gz']));
  dic.token_info_dictionary.loadPosVector(new Uint8Array(b['tid_pos.dat.gz']));
  dic.token_info_dictionary.target_map = lazyTargetMap(b['tid_map.dat.gz']);
  dic.loadConnectionCosts(new Int16Array(b['cc.dat.gz']));
  dic.loadUnknownDictionaries(
    new Uint8Array(b['unk.dat.gz']), new Uint8Array(b['unk_pos.dat.gz']), new Uint8Array(b['unk_map.dat.gz']),
    new Uint8Array(b['unk_char.dat.gz']), new Uint32Array(b['unk_compat.dat.gz']), new Uint8Array(b['unk_invoke.dat.gz']),
  );
  return new Tokenizer(dic);
}
