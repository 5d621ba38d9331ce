// Tokenizes sections into (term, section, per-field frequency) rows in growable typed arrays:
// the raw material of postings, before document counts are known.
import { FIELDS } from './scoring';
import type { Section } from './sections';
import { processTerm, splitWords } from './tokenize';
import { growU32, type Growable } from './growable';

const MAX_TF = 0xffff;


/** Rows of one batch of sections; `term` indexes `terms`, `doc` counts from 0 in the batch. */
export interface Collected {
  terms: string[];
  rowTerm: Growable<Uint32Array>;
  rowDoc: Growable<Uint32Array>;
  /** `FIELDS.length` term frequencies per row (capped at 65535). */
  rowTf: Growable<Uint32Array>;
  sections: Section[];
  fieldLen: Uint16Array;
}

/** The text of each field of a section; the page title joins the heading path. */
export function fieldValues(s: Section, title: string | undefined): string[] {
  const path = s.level > 0 && title ? [title, ...s.path] : s.path;
  return [s.heading, path.join(' '), s.text, s.file];
}

/**
 * Tokenize `sections` (each with its page title, see `fieldValues`). Field length is the number
 * of distinct words before stop words and stemming, as MiniSearch counts it.
 */
export function collect(sections: ReadonlyArray<{ section: Section; title: string | undefined }>): Collected {
  const termIds = new Map<string, number>();
  const out: Collected = { terms: [], rowTerm: growU32(), rowDoc: growU32(), rowTf: growU32(), sections: [], fieldLen: new Uint16Array(sections.length * FIELDS.length) };
  // Term → its row for the current section, so repeats only count.
  const local = new Map<number, number>();
  // Word → its term id (-1: dropped). Words repeat endlessly, so each is stemmed and looked
  // up once per batch instead of once per occurrence.
  const wordIds = new Map<string, number>();
  const distinct = new Set<string>();
  sections.forEach(({ section, title }, doc) => {
    out.sections.push(section);
    local.clear();
    fieldValues(section, title).forEach((value, f) => {
      const words = splitWords(value);
      distinct.clear();
      for (const word of words) distinct.add(word);
      out.fieldLen[doc * FIELDS.length + f] = Math.min(MAX_TF, distinct.size);
      for (const word of words) {
        let id = wordIds.get(word);
        if (id === undefined) {
          const term = processTerm(word);
          id = term ? termIds.get(term) : -1;
          if (id === undefined) {
            id = out.terms.length;
            termIds.set(term!, id);
            out.terms.push(term!);
          }
          wordIds.set(word, id);
        }
        if (id < 0) continue;
        let row = local.get(id);
        if (row === undefined) {
          row = out.rowTerm.length;
          local.set(id, row);
          out.rowTerm.push(id);
          out.rowDoc.push(doc);
          for (let i = 0; i < FIELDS.length; i++) out.rowTf.push(0);
        }
        const at = row * FIELDS.length + f;
        if (out.rowTf.data[at]! < MAX_TF) out.rowTf.data[at]!++;
      }
    });
  });
  return out;
}
