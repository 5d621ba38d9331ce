// Evidence from a section's file (a standard document prior, for sections under general
// headings): the answer to "which subway stop is closest to the office" may sit under "Public
// transit" while the page's other sections hold "office" and "building". Each file is scored as
// one document made of its sections: for each query term, the best impact any of its sections
// has, summed, times the number of query terms the file matches (the same coordination a section
// gets). A section's final score adds a share of its file's (FILE_EVIDENCE_WEIGHT).
import { FILE_EVIDENCE_WEIGHT } from './scoring';

/** Query terms after this many add no file evidence (questions rarely have more distinct terms). */
export const FILE_EVIDENCE_TERMS = 16;

/** Reusable per-file accumulators of one index: best impact per (file, query term). */
export interface FileEvidence {
  fileOf: Uint32Array;
  best: Float32Array;
  /** Files touched by the current query, to score and clear them. */
  touched: Uint32Array;
  nTouched: number;
  seen: Uint8Array;
  score: Float64Array;
}

/** Accumulators for an index whose section `d` belongs to file `fileOf[d]` of `fileCount`. */
export function fileEvidenceFor(fileOf: Uint32Array, fileCount: number): FileEvidence {
  return {
    fileOf, best: new Float32Array(fileCount * FILE_EVIDENCE_TERMS), touched: new Uint32Array(fileCount), nTouched: 0,
    seen: new Uint8Array(fileCount), score: new Float64Array(fileCount),
  };
}

/** Record that section `d` has impact `v` for query term `qi`. */
export function noteImpact(ev: FileEvidence, d: number, qi: number, v: number): void {
  if (qi >= FILE_EVIDENCE_TERMS) return;
  const f = ev.fileOf[d]!;
  const at = f * FILE_EVIDENCE_TERMS + qi;
  if (ev.best[at]! >= v) return;
  if (!ev.seen[f]) {
    ev.seen[f] = 1;
    ev.touched[ev.nTouched++] = f;
  }
  ev.best[at] = v;
}

/**
 * Add each touched section's share of its file's score to `finals` (`finals[n]` is section
 * `touched[n]`'s), then clear the accumulators for the next query.
 */
export function addFileEvidence(ev: FileEvidence, touched: Uint32Array, nTouched: number, finals: Float64Array): void {
  for (let i = 0; i < ev.nTouched; i++) {
    const f = ev.touched[i]!;
    let sum = 0;
    let terms = 0;
    for (let q = f * FILE_EVIDENCE_TERMS, end = q + FILE_EVIDENCE_TERMS; q < end; q++) {
      const v = ev.best[q]!;
      if (v > 0) {
        sum += v;
        terms++;
        ev.best[q] = 0;
      }
    }
    ev.score[f] = sum * terms;
  }
  for (let n = 0; n < nTouched; n++) finals[n]! += FILE_EVIDENCE_WEIGHT * ev.score[ev.fileOf[touched[n]!]!]!;
  for (let i = 0; i < ev.nTouched; i++) {
    const f = ev.touched[i]!;
    ev.seen[f] = 0;
    ev.score[f] = 0;
  }
  ev.nTouched = 0;
}
