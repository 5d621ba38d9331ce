// Tokenizes sections into (term, section, per-field frequency) rows in growable typed arrays:
// the raw material of postings, before document counts are known.
import { FIELDS } from './scoring';
import type { Section } from './sections';
import { eachIndexWord, processTerm } from './tokenize';
import { analyserOf, combineAnalysers, type CjkAnalyser } from './cjk/analyser';
import { growI32, growU16, growU32 } from './growable';

const MAX_TF = 0xffff;
// Hints (see `eachIndexWord`) above this are ignored: the arrays they index stay under 8 MB.
const HINTS = 1 << 20;


/** A typed array and how much of it is in use (a `Growable`, or a plain copy sent between threads). */
export interface Rows<T> {
  data: T;
  length: number;
}

/** Rows of one batch of sections; `term` indexes `terms`, `doc` counts from 0 in the batch. */
export interface Collected {
  terms: string[];
  rowTerm: Rows<Uint32Array>;
  rowDoc: Rows<Uint32Array>;
  /** `FIELDS.length` term frequencies per row (capped at 65535: two bytes each). */
  rowTf: Rows<Uint16Array>;
  sections: Section[];
  fieldLen: Uint16Array;
  /** What cut the CJK text of these sections (the query must be cut the same way). */
  analyser: CjkAnalyser;
}

/** The text of each field of a section; the page title and description join the heading path. */
export function fieldValues(s: Section, title: string | undefined): string[] {
  const path = s.level > 0 && title ? [title, ...s.path] : [...s.path];
  // The page's description joins the path like its title (measured: better on dev than joining the first section's text).
  if (s.about) path.push(s.about);
  return [s.heading, path.join(' '), s.text, s.file];
}

/**
 * Tokenize `sections` (each with its page title, see `fieldValues`). Field length is the number
 * of distinct words before stop words and stemming, as MiniSearch counts it.
 */
export function collect(sections: ReadonlyArray<{ section: Section; title: string | undefined }>): Collected {
  const { value, analyser } = analyserOf(() => collectRows(sections));
  return { ...value, analyser };
}

function collectRows(sections: ReadonlyArray<{ section: Section; title: string | undefined }>): Omit<Collected, 'analyser'> {
  const termIds = new Map<string, number>();
  const rowTerm = growU32();
  const rowDoc = growU32();
  const rowTf = growU16();
  const out = { terms: [] as string[], rowTerm, rowDoc, rowTf, sections: [] as Section[], fieldLen: new Uint16Array(sections.length * FIELDS.length) };
  // Word → its key. Words repeat endlessly, so each is stemmed and looked up once per batch;
  // per key: its term id (-1: dropped) and the last field it was counted in (distinct words).
  const wordKeys = new Map<string, number>();
  // A word's key by the hint it came with (a CJK term's id in the chunk memo), checked against
  // the word itself: most of a Japanese text's words are such terms, and the map's lookups were
  // the slowest part of this loop.
  const hintWord: Array<string | undefined> = []; // undefined: no word yet (a word may be '')
  const hintKey = growI32();
  const wordTerm = growI32();
  const wordSeen = growU32();
  // Per term id: the section it last had a row in, and that row (repeats only count).
  const termDoc = growU32();
  const termRow = growU32();
  let field = 0;
  sections.forEach(({ section, title }, doc) => {
    out.sections.push(section);
    fieldValues(section, title).forEach((value, f) => {
      const stamp = ++field;
      let distinct = 0;
      eachIndexWord(value, (word, _start, _end, hint) => {
        let key = hint !== undefined && hint < HINTS && hintWord[hint] === word ? hintKey.data[hint] : wordKeys.get(word);
        if (key === undefined) {
          key = wordTerm.length;
          wordKeys.set(word, key);
          const term = processTerm(word);
          let id = term ? termIds.get(term) : -1;
          if (id === undefined) {
            id = out.terms.length;
            termIds.set(term!, id);
            out.terms.push(term!);
            termDoc.push(0);
            termRow.push(0);
          }
          wordTerm.push(id);
          wordSeen.push(0);
        }
        if (hint !== undefined && hint < HINTS && hintWord[hint] !== word) {
          while (hintWord.length <= hint) {
            hintWord.push(undefined);
            hintKey.push(0);
          }
          hintWord[hint] = word;
          hintKey.data[hint] = key;
        }
        if (wordSeen.data[key] !== stamp) {
          wordSeen.data[key] = stamp;
          distinct++;
        }
        const id = wordTerm.data[key]!;
        if (id < 0) return;
        let row: number;
        // Stamps are doc + 1 so that the zero a term starts with never matches.
        if (termDoc.data[id] === doc + 1) row = termRow.data[id]!;
        else {
          row = out.rowTerm.length;
          termDoc.data[id] = doc + 1;
          termRow.data[id] = row;
          out.rowTerm.push(id);
          out.rowDoc.push(doc);
          for (let i = 0; i < FIELDS.length; i++) out.rowTf.push(0);
        }
        const at = row * FIELDS.length + f;
        if (out.rowTf.data[at]! < MAX_TF) out.rowTf.data[at]!++;
      });
      out.fieldLen[doc * FIELDS.length + f] = Math.min(MAX_TF, distinct);
    });
  });
  return out;
}

/**
 * Join two batches collected apart, `b`'s sections after `a`'s: the same terms (in order of
 * first use), rows and field lengths as collecting `a`'s sections and then `b`'s in one batch,
 * so an index built from the join is the index one thread would have built. Two threads can each
 * collect half a repository's files.
 */
export function concatCollected(a: Collected, b: Collected): Collected {
  const ids = new Map<string, number>();
  a.terms.forEach((t, i) => ids.set(t, i));
  const terms = a.terms.slice();
  const remap = new Uint32Array(b.terms.length);
  b.terms.forEach((t, i) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = terms.length;
      ids.set(t, id);
      terms.push(t);
    }
    remap[i] = id;
  });
  const na = a.rowTerm.length;
  const nb = b.rowTerm.length;
  const rowTerm = new Uint32Array(na + nb);
  const rowDoc = new Uint32Array(na + nb);
  rowTerm.set(a.rowTerm.data.subarray(0, na));
  rowDoc.set(a.rowDoc.data.subarray(0, na));
  const docs = a.sections.length;
  for (let r = 0; r < nb; r++) {
    rowTerm[na + r] = remap[b.rowTerm.data[r]!]!;
    rowDoc[na + r] = docs + b.rowDoc.data[r]!;
  }
  const rowTf = new Uint16Array((na + nb) * FIELDS.length);
  rowTf.set(a.rowTf.data.subarray(0, na * FIELDS.length));
  rowTf.set(b.rowTf.data.subarray(0, nb * FIELDS.length), na * FIELDS.length);
  const fieldLen = new Uint16Array(a.fieldLen.length + b.fieldLen.length);
  fieldLen.set(a.fieldLen);
  fieldLen.set(b.fieldLen, a.fieldLen.length);
  return {
    terms,
    rowTerm: { data: rowTerm, length: na + nb },
    rowDoc: { data: rowDoc, length: na + nb },
    rowTf: { data: rowTf, length: (na + nb) * FIELDS.length },
    sections: [...a.sections, ...b.sections],
    fieldLen,
    analyser: combineAnalysers(a.analyser, b.analyser),
  };
}

/** A copy of `c` that can cross to another thread (plain arrays trimmed to their length; post their buffers as transferables). */
export function portableCollected(c: Collected): Collected {
  const trim = <T extends Uint32Array | Uint16Array>(r: Rows<T>): Rows<T> => ({ data: r.data.slice(0, r.length) as T, length: r.length });
  return { terms: c.terms, rowTerm: trim(c.rowTerm), rowDoc: trim(c.rowDoc), rowTf: trim(c.rowTf), sections: c.sections, fieldLen: c.fieldLen, analyser: c.analyser };
}
