// The feature lines of IPADIC's known words, cut to what the analyser reads and shared: kuromoji's
// tid_pos.dat holds "surface,pos,pos1,pos2,pos3,ctype,cform,basic,reading,pronunciation" for each
// of 392,126 entries (36 MB, over half of what a worker fetched for its first Japanese query);
// "pos,pos1,ctype,basic" with the basic form left empty when it is the surface takes 16,660
// distinct lines, 0.7 MB. The token records in tid.dat are rewritten to point at them.
import { featureOffset } from './ipadic';

const RECORD = 10; // left id, right id, cost (Int16 each), feature offset (Int32)

/** `tid` with its feature offsets into the compact lines, and those lines (NUL-terminated UTF-8). */
export function compactFeatures(tid: Uint8Array, lines: Uint8Array): { tid: Uint8Array; features: Uint8Array } {
  const out = new Uint8Array(tid); // a copy, at offset 0 of its own buffer
  const view = new Int16Array(out.buffer, 0, out.byteLength >> 1);
  const dv = new DataView(out.buffer);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const offsets = new Map<string, number>();
  const byOld = new Map<number, number>();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let id = 0; id + RECORD <= out.byteLength; id += RECORD) {
    const at = featureOffset(view, id);
    let offset = byOld.get(at);
    if (offset === undefined) {
      const f = decoder.decode(lines.subarray(at, lines.indexOf(0, at))).split(',');
      const line = [f[1], f[2], f[5], f[7] === f[0] ? '' : f[7]].join(',');
      offset = offsets.get(line);
      if (offset === undefined) {
        offset = size;
        offsets.set(line, offset);
        const bytes = encoder.encode(`${line}\0`);
        chunks.push(bytes);
        size += bytes.byteLength;
      }
      byOld.set(at, offset);
    }
    dv.setInt32(id + 6, offset, true);
  }
  const features = new Uint8Array(size + 16);
  let at = 0;
  for (const c of chunks) features.set(c, (at += c.byteLength) - c.byteLength);
  return { tid: out, features };
}
