// Loads the IPADIC dictionary (kuromoji 0.1.2's files, or the build's compact form of them) through
// an injected reader, so the same code runs in the service worker and the indexing helper (fetch
// of the files the build ships) and in Node. kuromoji's own loaders use XHR or fs, neither of
// which a service worker has, and build objects this reads in place (ipadic.ts).
import { PrimaChatError } from '../../errors';
import { shippedForm } from './shipped-form';
import { readIpadic } from './ipadic';
import { morphemePath, tokenizeIpadic, type Morpheme, type MorphemePath } from './morphemes';

/** The dictionary's files, as kuromoji 0.1.2 names them. */
export const DICTIONARY_FILES = [
  'base.dat.gz', 'check.dat.gz', 'tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz', 'cc.dat.gz',
  'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_char.dat.gz', 'unk_compat.dat.gz', 'unk_invoke.dat.gz',
] as const;
export type DictionaryFile = (typeof DICTIONARY_FILES)[number];
/** The files the build ships (shipped form 3 has no count table: the trie holds each word's record range). */
export const SHIPPED_FILES = DICTIONARY_FILES.filter((n) => n !== 'tid_map.dat.gz');

/**
 * Reads one dictionary file's bytes, by its kuromoji name: kuromoji's own files as its package
 * ships them (`gzipped: true`, Node), or as the build ships them (scripts/kuromoji-dict.ts):
 * decompressed, since Chrome stores an installed extension's files unpacked and decompressing on
 * every worker wake cost more than the first search's whole budget, and with compact features
 * (compact-features.ts).
 */
export interface DictionaryReader {
  gzipped: boolean;
  read(name: DictionaryFile): Promise<ArrayBuffer | Uint8Array>;
}

/** What the analyser needs of the dictionary: a sentence in, morphemes out. */
export interface Morphemes {
  /** kuromoji's morpheme objects (what tests and scripts/lattice-check.ts compare with kuromoji). */
  tokenize(text: string): Morpheme[];
  /** The same morphemes, flat and reused by the next call: what the analyser reads. */
  path(text: string): MorphemePath;
}
export type { Morpheme, MorphemePath };

async function gunzip(bytes: ArrayBuffer | Uint8Array): Promise<ArrayBuffer> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

const own = (bytes: ArrayBuffer | Uint8Array): ArrayBuffer =>
  // A view into a larger buffer (Node's file reads) is copied so every view starts aligned.
  bytes instanceof Uint8Array ? (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (bytes.buffer as ArrayBuffer) : bytes.slice().buffer) : bytes;

/** IPADIC's best-path morphemes (kuromoji's, see lattice.ts) over the dictionary `read` gives. */
export async function loadMorphemes(read: DictionaryReader): Promise<Morphemes> {
  // Marks for the benchmark (bench/chromium-ja.bench.ts reads them in the worker): read, then views.
  const started = performance.now();
  const names = read.gzipped ? DICTIONARY_FILES : SHIPPED_FILES;
  let buffers: ArrayBuffer[];
  try {
    buffers = await Promise.all(names.map(async (name) => (read.gzipped ? gunzip(await read.read(name)) : own(await read.read(name)))));
  } catch (err) {
    throw new PrimaChatError('internal', `The Japanese dictionary could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }
  const readAt = performance.now();
  const b = Object.fromEntries(names.map((n, i) => [n, buffers[i]!])) as Record<DictionaryFile, ArrayBuffer>;
  if (read.gzipped) {
    // kuromoji's own files: reshaped here as the build reshapes them.
    const u8 = (n: DictionaryFile) => new Uint8Array(b[n]);
    const t = shippedForm({ base: u8('base.dat.gz'), check: u8('check.dat.gz'), tid: u8('tid.dat.gz'), tidPos: u8('tid_pos.dat.gz'), tidMap: u8('tid_map.dat.gz') });
    Object.assign(b, { 'base.dat.gz': t.base.buffer, 'check.dat.gz': t.check.buffer, 'tid.dat.gz': t.records.buffer, 'tid_pos.dat.gz': t.features.buffer });
  }
  const d = readIpadic({
    base: b['base.dat.gz'], check: b['check.dat.gz'], tid: b['tid.dat.gz'], features: b['tid_pos.dat.gz'], costs: b['cc.dat.gz'],
    unk: b['unk.dat.gz'], unkFeatures: b['unk_pos.dat.gz'], unkTargets: b['unk_map.dat.gz'], charClass: b['unk_char.dat.gz'], invoke: b['unk_invoke.dat.gz'],
  });
  performance.measure?.('primachat:dictionary-read', { start: started, end: readAt });
  performance.measure?.('primachat:dictionary-views', { start: readAt });
  return { tokenize: (text) => tokenizeIpadic(d, text), path: (text) => morphemePath(d, text) };
}
