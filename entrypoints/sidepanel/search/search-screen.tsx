import type { RefObject } from 'preact';
import { useState } from 'preact/hooks';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { parseDisplay, type SearchDisplay } from '../ui/display';
import { errorText } from '../ui/error-text';
import { t, tCount } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { SectionsList, type OpenReader } from '../ui/sections-list';

interface SearchScreenProps {
  space: string;
  repoId: string;
  /** `space`: search every repository of the space. */
  scope?: 'repo' | 'space';
  openReader: OpenReader;
  inputRef?: RefObject<HTMLInputElement>;
}

/** ↓ from the search box goes to the first result. */
function toResults(e: KeyboardEvent) {
  if (e.key !== 'ArrowDown') return;
  const first = (e.currentTarget as HTMLElement).closest('.search-area')?.querySelector<HTMLButtonElement>('button.result-title');
  if (first) { e.preventDefault(); first.focus(); }
}

/**
 * Search: runs `stone_search` through `tools/execute` directly, so a person can search and
 * read without any model provider. Results show file, heading, line and the snippet with the
 * query's words marked; ↑/↓ move between them and Enter opens one in the Reader.
 */
export function SearchScreen({ space, repoId, scope = 'repo', openReader, inputRef }: SearchScreenProps) {
  const { client } = useDeps();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<SearchDisplay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e: Event) => {
    e.preventDefault();
    if (!query.trim()) return;
    if (!repoId) return setError(t('chooseRepoFirst'));
    setBusy(true); setError(null);
    try {
      const a = await client.send({ type: 'tools/execute', space, body: { name: 'stone_search', arguments: { query: query.trim() }, repoId, ...(scope === 'space' ? { scope } : {}) } });
      const display = parseDisplay(a.display);
      if (display?.kind === 'search') setResult(display);
      else { setResult(null); setError(a.error ? errorText(a) : t('noResultsToShow')); }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="search-area">
      <h2 class="area-title">{t('searchTitle')} {repoId ? <span class="muted">{t('searchIn', scope === 'space' ? t('allRepositories') : repoId)}</span> : null}</h2>
      <form class="search" role="search" onSubmit={search}>
        <div class="search-form">
          <label>{t('searchLabel')} <input ref={inputRef} type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} onKeyDown={toResults} /></label>
          <button type="submit" class="primary" disabled={busy}><Icon name="search" />{t('searchButton')}</button>
        </div>
        <p class="muted small">{t('searchHintBefore')} <span class="kbd">/</span> {t('searchHintMiddle')} <span class="kbd">↓</span> {t('searchHintAfter')}</p>
        <Alert message={error} />
        {result && (
          <>
            <p class="muted small" role="status">{tCount('sectionsFound', result.sections.length)}</p>
            <SectionsList sections={result.sections} openReader={openReader} query={result.query} showRepo={scope === 'space'} />
          </>
        )}
      </form>
    </div>
  );
}
