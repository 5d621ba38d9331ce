// Query expansion with a synonym table derived from WordNet (scripts/synonyms/derive.ts): a
// query term also reaches its index-term synonyms and derivations, down-weighted. Only the query
// side uses it, so indexes do not change with it. The table ships as a versioned asset and is
// loaded lazily, by the background's search only (never the panel, never indexing).

/** Index term → its expansions, best first. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** Reads the shipped table's text (the entrypoint or the test says from where). */
export type SynonymReader = () => Promise<string>;

let table: SynonymTable | undefined;
let reader: SynonymReader | undefined;
let loading: Promise<SynonymTable | undefined> | undefined;

/** Parse the shipped text: `#` header lines, then `key exp1 exp2 …` per line. */
export function parseSynonyms(text: string): SynonymTable {
  const out = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [key, ...rest] = line.split(' ');
    if (key && rest.length) out.set(key, rest);
  }
  return out;
}

export function setSynonymReader(read: SynonymReader | undefined): void {
  reader = read;
}

/** Use `t` as the table (or none): for tests and benchmarks that compare with and without. */
export function useSynonyms(t: SynonymTable | undefined): void {
  table = t;
}

/** The expansions of an index term (none before the table is loaded). */
export function synonymsOf(term: string): readonly string[] {
  return table?.get(term) ?? [];
}

/** Load the table once if a reader is set; a failed load is logged, retried next time, and queries run without it. */
export async function ensureSynonyms(): Promise<boolean> {
  if (table) return true;
  if (!reader) return false;
  const read = reader;
  loading ??= read().then(parseSynonyms, (err: unknown) => {
    console.warn('PrimaChat: the synonym table did not load; queries run without it.', err);
    loading = undefined;
    return undefined;
  });
  const t = await loading;
  if (t && !table) table = t;
  return table !== undefined;
}
