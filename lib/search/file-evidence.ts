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
  /** For section d, one past the last section of the run of sections of its file that holds d. */
  runEnd: Uint32Array;
  best: Float32Array;
  /** Files touched by the current query, to score and clear them. */
  touched: Uint32Array;
  nTouched: number;
  seen: Uint8Array;
  score: Float64Array;
}

/** Accumulators for an index whose section `d` belongs to file `fileOf[d]` of `fileCount`. */
export function fileEvidenceFor(fileOf: Uint32Array, fileCount: number): FileEvidence {
  const runEnd = new Uint32Array(fileOf.length);
  for (let d = fileOf.length - 1; d >= 0; d--) runEnd[d] = d + 1 < fileOf.length && fileOf[d + 1] === fileOf[d] ? runEnd[d + 1]! : d + 1;
  return {
    fileOf, runEnd, best: new Float32Array(fileCount * FILE_EVIDENCE_TERMS), touched: new Uint32Array(fileCount), nTouched: 0,
    seen: new Uint8Array(fileCount), score: new Float64Array(fileCount),
  };
}

/**
 * Record that a section of file `f` has impact `v` for query term `qi`. The query calls it once
 * per run of postings in one file (a file's sections are numbered together), not per posting.
 */
export function noteFileImpact(ev: FileEvidence, f: number, qi: number, v: number): void {
  if (qi >= FILE_EVIDENCE_TERMS) return;
  const at = f * FILE_EVIDENCE_TERMS + qi;
  if (ev.best[at]! >= v) return;
  if (!ev.seen[f]) {
    ev.seen[f] = 1;
    ev.touched[ev.nTouched++] = f;
  }
  ev.best[at] = v;
}

/**
 * Score every file the query touched (into `score`, weighted by FILE_EVIDENCE_WEIGHT) and clear
 * its per-term bests: after this, `score[f]` is what each section of file `f` adds.
 */
export function scoreFiles(ev: FileEvidence): void {
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
    ev.score[f] = FILE_EVIDENCE_WEIGHT * (sum * terms);
  }
}

/** Forget the touched files' scores (after the query has added them). */
export function clearFiles(ev: FileEvidence): void {
  for (let i = 0; i < ev.nTouched; i++) {
    const f = ev.touched[i]!;
    ev.seen[f] = 0;
    ev.score[f] = 0;
  }
  ev.nTouched = 0;
}
