// Builds and updates postings in one pass: the sections of a base index that survive are kept
// (their impacts as they were), a batch of new sections is appended. A full build is a merge
// into the empty index; a sync is a merge that drops the changed files' sections.
import type { Collected } from './index-collect';
import { combineAnalysers } from './cjk/analyser';
import { columnAt, FIELD_COUNT, PATH_SEPARATOR, toColumn, type DocTable, type IndexData } from './index-data';
import { decodeList, PostingsBuilder } from './postings-codec';
import { bm25Idf, bm25Norm, bm25Of, FIELD_BOOST, FIELDS } from './scoring';

const BOOSTS = FIELDS.map((f) => FIELD_BOOST[f]);

// Sorted union of the base's terms and the batch's: each side's term → its union position.
function unionTerms(base: readonly string[], batch: readonly string[]): { terms: string[]; fromBase: Uint32Array; fromBatch: Uint32Array } {
  const order = batch.map((_, i) => i).sort((a, b) => (batch[a]! < batch[b]! ? -1 : batch[a]! > batch[b]! ? 1 : 0));
  const terms: string[] = [];
  const fromBase = new Uint32Array(base.length);
  const fromBatch = new Uint32Array(batch.length);
  let i = 0;
  let j = 0;
  while (i < base.length || j < order.length) {
    const a = base[i];
    const b = j < order.length ? batch[order[j]!] : undefined;
    if (b === undefined || (a !== undefined && a < b)) fromBase[i++] = terms.push(a!) - 1;
    else if (a === undefined || b < a) fromBatch[order[j++]!] = terms.push(b) - 1;
    else {
      fromBase[i++] = fromBatch[order[j++]!] = terms.push(a) - 1;
    }
  }
  return { terms, fromBase, fromBatch };
}

function mergeDocs(base: DocTable, keep: Int32Array, batch: Collected): DocTable {
  const alive = keep.reduce((n, x) => n + (x >= 0 ? 1 : 0), 0);
  const count = alive + batch.sections.length;
  const out: DocTable = {
    count, files: [], fileOf: new Uint32Array(count), line: new Uint32Array(count), level: new Uint8Array(count),
    heading: toColumn([]), headingRaw: toColumn([]), path: toColumn([]),
    fieldLen: new Uint16Array(count * FIELD_COUNT), textChars: new Uint32Array(count),
  };
  const heading = new Array<string>(count);
  const headingRaw = new Array<string>(count);
  const path = new Array<string>(count);
  const fileIds = new Map<string, number>();
  const fileId = (f: string): number => fileIds.get(f) ?? (fileIds.set(f, out.files.push(f) - 1), out.files.length - 1);
  for (let d = 0; d < base.count; d++) {
    const n = keep[d]!;
    if (n < 0) continue;
    out.fileOf[n] = fileId(base.files[base.fileOf[d]!]!);
    out.line[n] = base.line[d]!;
    out.level[n] = base.level[d]!;
    heading[n] = columnAt(base.heading, d);
    headingRaw[n] = columnAt(base.headingRaw, d);
    path[n] = columnAt(base.path, d);
    out.textChars[n] = base.textChars[d]!;
    out.fieldLen.set(base.fieldLen.subarray(d * FIELD_COUNT, (d + 1) * FIELD_COUNT), n * FIELD_COUNT);
  }
  batch.sections.forEach((s, i) => {
    const n = alive + i;
    out.fileOf[n] = fileId(s.file);
    out.line[n] = s.line;
    out.level[n] = s.level;
    heading[n] = s.heading;
    headingRaw[n] = s.headingRaw;
    path[n] = s.path.join(PATH_SEPARATOR);
    out.textChars[n] = s.text.length;
  });
  out.fieldLen.set(batch.fieldLen, alive * FIELD_COUNT);
  return { ...out, heading: toColumn(heading), headingRaw: toColumn(headingRaw), path: toColumn(path) };
}

// Batch rows grouped by union term: rows of term u are order[at[u]..at[u+1]), in section order.
function groupRows(batch: Collected, fromBatch: Uint32Array, termCount: number): { order: Uint32Array; at: Uint32Array } {
  const rows = batch.rowTerm.length;
  const at = new Uint32Array(termCount + 1);
  for (let r = 0; r < rows; r++) at[fromBatch[batch.rowTerm.data[r]!]! + 1]!++;
  for (let u = 0; u < termCount; u++) at[u + 1]! += at[u]!;
  const fill = at.slice(0, termCount);
  const order = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) order[fill[fromBatch[batch.rowTerm.data[r]!]!]!++] = r;
  return { order, at };
}

/**
 * `base` without the sections marked in `dead`, plus the sections of `batch`, renumbered
 * densely (survivors first, in their old order). New postings are scored with the merged
 * document counts and average lengths; surviving postings keep their impacts.
 */
export function mergeData(base: IndexData, dead: Uint8Array, batch: Collected): IndexData {
  const keep = new Int32Array(base.docs.count);
  let alive = 0;
  for (let d = 0; d < base.docs.count; d++) keep[d] = dead[d] ? -1 : alive++;
  const docs = mergeDocs(base.docs, keep, batch);
  const bp = base.postings;
  const { terms, fromBase, fromBatch } = unionTerms(bp.terms, batch.terms);
  const baseOf = new Int32Array(terms.length).fill(-1);
  fromBase.forEach((u, t) => (baseOf[u] = t));
  const { order, at } = groupRows(batch, fromBatch, terms.length);
  const cap = base.docs.count + batch.sections.length;
  const bufDocs = new Uint32Array(cap);
  const bufFlags = new Uint8Array(cap);
  const bufImpacts = new Float32Array(cap);

  // Document counts per field of the terms the batch has, over what survives and what arrives
  // (only new postings are scored; the others keep their impacts).
  const df = new Uint32Array(terms.length * FIELD_COUNT);
  for (let t = 0; t < bp.terms.length; t++) {
    const u = fromBase[t]!;
    if (at[u] === at[u + 1]) continue;
    const n = decodeList(bp, t, bufDocs, bufFlags);
    for (let i = 0; i < n; i++) {
      if (keep[bufDocs[i]!]! < 0) continue;
      for (let f = 0; f < FIELD_COUNT; f++) if (bufFlags[i]! & (1 << f)) df[u * FIELD_COUNT + f]!++;
    }
  }
  for (let r = 0; r < batch.rowTerm.length; r++) {
    const u = fromBatch[batch.rowTerm.data[r]!]!;
    for (let f = 0; f < FIELD_COUNT; f++) if (batch.rowTf.data[r * FIELD_COUNT + f]) df[u * FIELD_COUNT + f]!++;
  }
  const avgLen = new Float64Array(FIELD_COUNT);
  for (let d = 0; d < docs.count; d++) for (let f = 0; f < FIELD_COUNT; f++) avgLen[f]! += docs.fieldLen[d * FIELD_COUNT + f]!;
  for (let f = 0; f < FIELD_COUNT; f++) avgLen[f]! /= docs.count || 1;
  // BM25's parts that depend only on the term or only on the section, computed once each.
  const idf = new Float64Array(df.length);
  for (let i = 0; i < df.length; i++) if (df[i]) idf[i] = bm25Idf(df[i]!, docs.count);
  const norm = new Float64Array(docs.count * FIELD_COUNT);
  for (let i = 0; i < norm.length; i++) norm[i] = bm25Norm(docs.fieldLen[i]!, avgLen[i % FIELD_COUNT]!);

  const out = new PostingsBuilder();
  const outDocs = new Uint32Array(cap);
  const outFlags = new Uint8Array(cap);
  const outImpacts = new Float32Array(cap);
  for (let u = 0; u < terms.length; u++) {
    let n = 0;
    const t = baseOf[u]!;
    if (t >= 0 && at[u] === at[u + 1]) {
      // Untouched by the batch: copied, renumbered, levels as they were.
      out.addRenumbered(terms[u]!, bp, t, keep, bufDocs, bufFlags);
      continue;
    }
    if (t >= 0) {
      const m = decodeList(bp, t, bufDocs, bufFlags, bufImpacts);
      for (let i = 0; i < m; i++) {
        const d = keep[bufDocs[i]!]!;
        if (d < 0) continue;
        outDocs[n] = d;
        outFlags[n] = bufFlags[i]!;
        outImpacts[n++] = bufImpacts[i]!;
      }
    }
    for (let k = at[u]!; k < at[u + 1]!; k++) {
      const r = order[k]!;
      const d = alive + batch.rowDoc.data[r]!;
      let impact = 0;
      let flags = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const tf = batch.rowTf.data[r * FIELD_COUNT + f]!;
        if (!tf) continue;
        flags |= 1 << f;
        impact += BOOSTS[f]! * bm25Of(tf, idf[u * FIELD_COUNT + f]!, norm[d * FIELD_COUNT + f]!);
      }
      outDocs[n] = d;
      outFlags[n] = flags;
      outImpacts[n++] = impact;
    }
    out.add(terms[u]!, n, outDocs, outFlags, outImpacts); // terms left without postings are dropped
  }
  // An index keeps what cut its text: a part cut without the dictionary marks the whole.
  return { postings: out.finish(), docs, analyser: alive === 0 ? batch.analyser : combineAnalysers(base.analyser, batch.analyser) };
}
