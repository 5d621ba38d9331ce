// What a query needs before it is analysed: the dictionary, and for queries its synonyms, both
// loaded (in parallel) only when the query holds CJK text.
import { ensureAnalyserFor } from './analyser';
import { ensureSynonymsFor } from './synonyms';

export async function ensureQueryAnalysisFor(texts: readonly string[]): Promise<void> {
  await Promise.all([ensureAnalyserFor(texts), ensureSynonymsFor(texts)]);
}
