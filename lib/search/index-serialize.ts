import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { INDEX_FORMAT_VERSION, makeIndex, type RepoIndex } from './index';
import type { IndexData } from './index-data';
import type { SectionTexts } from './section-texts';
import { CjkAnalyserSchema } from './cjk/analyser';

const typed = <T>(ctor: { name: string; prototype: unknown }) => z.custom<T>((v) => v instanceof (ctor as unknown as typeof Object), `expected ${ctor.name}`);

const column = z.object({ text: z.string(), ends: typed<Uint32Array>(Uint32Array) });

/**
 * The index proper as IndexedDB stores it: typed arrays and arrays of strings, which structured
 * clone copies without parsing (no JSON, no tree to rebuild). Section text is not in it.
 */
export const SerializedIndexSchema = z.object({
  formatVersion: z.number().int(),
  terms: z.array(z.string()),
  offsets: typed<Uint32Array>(Uint32Array),
  stream: typed<Uint8Array>(Uint8Array),
  istarts: typed<Uint32Array>(Uint32Array),
  levels: typed<Uint8Array>(Uint8Array),
  lo: typed<Float32Array>(Float32Array),
  step: typed<Float32Array>(Float32Array),
  count: z.number().int().min(0),
  files: z.array(z.string()),
  fileOf: typed<Uint32Array>(Uint32Array),
  line: typed<Uint32Array>(Uint32Array),
  level: typed<Uint8Array>(Uint8Array),
  heading: column,
  headingRaw: column,
  path: column,
  fieldLen: typed<Uint16Array>(Uint16Array),
  textChars: typed<Uint32Array>(Uint32Array),
  analyser: CjkAnalyserSchema,
});
export type SerializedIndex = z.infer<typeof SerializedIndexSchema>;

/** The index as a plain record for IndexedDB (shares its arrays with the index: do not mutate). */
export function serializeIndex(index: RepoIndex): SerializedIndex {
  const { postings: p, docs: d } = index.data;
  return {
    formatVersion: INDEX_FORMAT_VERSION, terms: p.terms, offsets: p.offsets, stream: p.stream, istarts: p.istarts, levels: p.levels, lo: p.lo, step: p.step,
    count: d.count, files: d.files, fileOf: d.fileOf, line: d.line, level: d.level, heading: d.heading, headingRaw: d.headingRaw,
    path: d.path, fieldLen: d.fieldLen, textChars: d.textChars, analyser: index.data.analyser,
  };
}

/** Bytes the record takes, about: typed arrays by their size, strings by their length. */
export function serializedBytes(data: SerializedIndex): number {
  let n = 0;
  for (const v of Object.values(data)) {
    if (ArrayBuffer.isView(v)) n += v.byteLength;
    else if (Array.isArray(v)) for (const s of v) n += typeof s === 'string' ? s.length : 0;
    else if (v && typeof v === 'object' && 'text' in v) n += v.text.length + v.ends.byteLength;
  }
  return n;
}

function consistent(d: SerializedIndex): boolean {
  const n = d.count;
  const t = d.terms.length;
  return d.offsets.length === t + 1 && d.offsets[t] === d.stream.length && d.istarts.length === t + 1 && d.istarts[t] === d.levels.length &&
    d.lo.length === t && d.step.length === t &&
    [d.fileOf, d.line, d.level, d.textChars].every((a) => a.length === n) &&
    [d.heading, d.headingRaw, d.path].every((c) => c.ends.length === n && (n === 0 || c.ends[n - 1] === c.text.length)) &&
    d.fieldLen.length % Math.max(1, n) === 0;
}

/**
 * Load a serialized index without rebuilding it: the arrays are used as they are. `texts` says
 * where section text is read from. Throws `PrimaChatError('bad_request')` for another format
 * version or an inconsistent record: the caller rebuilds from the repository's files.
 */
export function loadIndex(raw: unknown, texts: SectionTexts = { pending: new Map(), stale: new Set() }): RepoIndex {
  const version = (raw as { formatVersion?: unknown } | null)?.formatVersion;
  if (version !== INDEX_FORMAT_VERSION) {
    throw new PrimaChatError('bad_request', `The search index was saved in format ${String(version)}, not ${INDEX_FORMAT_VERSION}. Rebuild it from the repository.`);
  }
  const parsed = SerializedIndexSchema.safeParse(raw);
  if (!parsed.success || !consistent(parsed.data)) throw new PrimaChatError('bad_request', 'The stored search index is damaged. Rebuild it from the repository.');
  const d = parsed.data;
  const data: IndexData = {
    postings: { terms: d.terms, offsets: d.offsets, stream: d.stream, istarts: d.istarts, levels: d.levels, lo: d.lo, step: d.step },
    docs: { count: d.count, files: d.files, fileOf: d.fileOf, line: d.line, level: d.level, heading: d.heading, headingRaw: d.headingRaw, path: d.path, fieldLen: d.fieldLen, textChars: d.textChars },
    analyser: d.analyser,
  };
  return makeIndex(data, texts);
}
