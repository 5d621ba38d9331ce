import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ChatScreen } from './chat/chat-screen';
import { DepsContext, type PanelDeps } from './deps';
import { ReaderScreen, type ReaderTarget } from './reader/reader-screen';
import { ReposScreen } from './repos/repos-screen';
import { SearchScreen } from './search/search-screen';
import { useRepos } from './repos/use-repos';
import { SettingsScreen } from './settings/settings-screen';
import { ALL_REPOSITORIES, TopBar } from './top-bar';
import { Tabs, type TabId } from './ui/tabs';
import { uiLang } from './ui/i18n';
import { applyTheme, loadTheme } from './ui/theme';

/** The initial space and repository from the panel URL (`?space=NAME&repo=ID`). */
export function initialSelection(search: string): { space: string; repoId: string } {
  const params = new URLSearchParams(search);
  return { space: params.get('space') || 'default', repoId: params.get('repo') || '' };
}

/**
 * The side panel: the Space and Repository comboboxes, and five areas (Chat, Search, Reader,
 * Repositories, Settings) in one `main` landmark. Areas stay mounted while hidden so a running
 * answer or a half-typed form survives switching tabs. `/` (outside a text field) goes to
 * Search and focuses its box.
 */
export function App({ deps }: { deps: PanelDeps }) {
  return (
    <DepsContext.Provider value={deps}>
      <Panel search={deps.search} />
    </DepsContext.Provider>
  );
}

function Panel({ search }: { search: string }) {
  const initial = initialSelection(search);
  const [space, setSpace] = useState(initial.space);
  const [repoId, setRepoId] = useState(initial.repoId);
  // "All repositories": chat and search use the whole space; `repoId` stays the conversation's
  // repository, where an engraved note is written (the approval card names it).
  const [allRepos, setAllRepos] = useState(false);
  // The Reader's repository when a whole-space result or citation named another one.
  const [readerRepo, setReaderRepo] = useState<string | null>(null);
  const [tab, setTab] = useState<TabId>('chat');
  const [target, setTarget] = useState<ReaderTarget | null>(null);
  const repos = useRepos(space);
  const searchBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    applyTheme(loadTheme());
    // The language of the messages the browser picked, for screen readers and hyphenation.
    document.documentElement.lang = uiLang();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      e.preventDefault();
      setTab('search');
      // After the Search panel is shown (hidden elements cannot take focus).
      setTimeout(() => searchBox.current?.focus(), 0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    // Choose the first repository when none is chosen (or the chosen one left this space).
    const ids = repos.repos.map((r) => r.id);
    if (ids.length && !ids.includes(repoId)) setRepoId(ids[0]!);
  }, [repos.repos]);

  const changeSpace = (next: string) => {
    setSpace(next);
    setRepoId('');
    setAllRepos(false);
    setReaderRepo(null);
    setTarget(null);
  };
  const chooseRepo = (value: string) => {
    setReaderRepo(null);
    if (value === ALL_REPOSITORIES) return setAllRepos(true);
    setAllRepos(false);
    setRepoId(value);
  };
  const ids = repos.repos.map((r) => r.id);
  const openReader = useCallback((file: string, heading?: string, line?: number, inRepo?: string) => {
    // A whole-space citation names its repository first (`runbooks/keys.md`).
    const first = file.split('/')[0]!;
    const named = inRepo ?? (allRepos && ids.includes(first) && file.includes('/') ? first : undefined);
    const path = !inRepo && named ? file.slice(named.length + 1) : file;
    setReaderRepo(named ?? null);
    setTarget((prev) => ({ file: path, ...(heading ? { heading } : {}), ...(line ? { line } : {}), seq: (prev?.seq ?? 0) + 1 }));
    setTab('reader');
  }, [allRepos, ids.join('\u0000')]);
  const scope = allRepos ? ('space' as const) : ('repo' as const);

  return (
    <div class="panel">
      <TopBar space={space} onSpace={changeSpace} repoId={repoId} allRepos={allRepos} onRepo={chooseRepo} repos={repos.repos} />
      <Tabs current={tab} onChange={setTab} />
      <main class="area">
        <section id="panel-chat" role="tabpanel" aria-labelledby="tab-chat" hidden={tab !== 'chat'}>
          <ChatScreen key={space} space={space} repoId={repoId} scope={scope} repoIds={ids} openReader={openReader} openSettings={() => setTab('settings')} openSearch={() => setTab('search')} selectRepo={setRepoId} />
        </section>
        <section id="panel-search" role="tabpanel" aria-labelledby="tab-search" hidden={tab !== 'search'}>
          <SearchScreen space={space} repoId={repoId} scope={scope} openReader={openReader} inputRef={searchBox} />
        </section>
        <section id="panel-reader" role="tabpanel" aria-labelledby="tab-reader" hidden={tab !== 'reader'}>
          <ReaderScreen space={space} repoId={readerRepo ?? repoId} target={target} />
        </section>
        <section id="panel-repos" role="tabpanel" aria-labelledby="tab-repos" hidden={tab !== 'repos'}>
          <ReposScreen space={space} repos={repos} onAdded={setRepoId} />
        </section>
        <section id="panel-settings" role="tabpanel" aria-labelledby="tab-settings" hidden={tab !== 'settings'}>
          <SettingsScreen />
        </section>
      </main>
    </div>
  );
}
