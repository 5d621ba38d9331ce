import { useState } from 'preact/hooks';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { parseDisplay, type SearchDisplay } from '../ui/display';
import { errorText } from '../ui/error-text';
import { SectionsList, type OpenReader } from '../ui/sections-list';

/**
 * "Search the repository": runs `stone_search` through `tools/execute` directly, so a person
 * can search and read without any model provider. Results open the Reader.
 */
export function SearchBox({ space, repoId, openReader }: { space: string; repoId: string; openReader: OpenReader }) {
  const { client } = useDeps();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchDisplay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e: Event) => {
    e.preventDefault();
    if (!query.trim()) return;
    if (!repoId) return setError('Add or choose a repository first.');
    setBusy(true); setError(null);
    try {
      const a = await client.send({ type: 'tools/execute', space, body: { name: 'stone_search', arguments: { query: query.trim() }, repoId } });
      const display = parseDisplay(a.display);
      if (display?.kind === 'search') setResult(display);
      else { setResult(null); setError(a.error ? errorText(a) : 'The search gave no results to show.'); }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="search" role="search" onSubmit={search}>
      <label>Search the repository <input type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} /></label>
      <button type="submit" disabled={busy}>Search</button>
      <Alert message={error} />
      {result && <SectionsList sections={result.sections} openReader={openReader} />}
    </form>
  );
}
