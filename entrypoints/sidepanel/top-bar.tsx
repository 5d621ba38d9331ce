import { useEffect, useState } from 'preact/hooks';
import type { Repo } from '../../lib/messages/protocol';
import { ID_PATTERN } from '../../lib/messages/shared';
import { useDeps } from './deps';
import { t } from './ui/i18n';
import { Icon } from './ui/icons';

const NEW_SPACE = '__new__';
/** The Repository combobox's value for "All repositories" (no id can be `*`). */
export const ALL_REPOSITORIES = '*';

interface TopBarProps {
  space: string;
  onSpace: (space: string) => void;
  repoId: string;
  /** "All repositories" is chosen: the chat and search use the whole space. */
  allRepos?: boolean;
  onRepo: (repoId: string) => void;
  repos: Repo[];
}

/**
 * The `Space` and `Repository` comboboxes. Spaces come from `spaces/list` plus "default" and
 * the current one; "New space…" lets the person type a name (a space exists once a repository
 * is added to it).
 */
export function TopBar({ space, onSpace, repoId, allRepos = false, onRepo, repos }: TopBarProps) {
  const { client } = useDeps();
  const [spaces, setSpaces] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  useEffect(() => {
    void client.send({ type: 'spaces/list' }).then((a) => a.ok && setSpaces(a.spaces));
  }, [client, space]);
  const all = [...new Set(['default', ...spaces, space])];
  const repoIds = [...new Set([...repos.map((r) => r.id), ...(repoId ? [repoId] : [])])];
  const valid = ID_PATTERN.test(name);

  const create = (e: Event) => {
    e.preventDefault();
    if (!valid) return;
    setAdding(false);
    setName('');
    onSpace(name);
  };

  return (
    <header class="top-bar">
      <h1 class="brand"><Icon name="logo" />{t('appName')}</h1>
      <div class="pickers">
        <label class="picker">
          <span aria-hidden="true">{t('space')}</span>
          <select aria-label={t('space')} value={adding ? NEW_SPACE : space} onChange={(e) => {
            const v = e.currentTarget.value;
            if (v === NEW_SPACE) setAdding(true);
            else { setAdding(false); onSpace(v); }
          }}>
            {all.map((s) => <option key={s} value={s}>{s}</option>)}
            <option value={NEW_SPACE}>{t('newSpaceOption')}</option>
          </select>
        </label>
        <label class="picker">
          <span aria-hidden="true">{t('repository')}</span>
          <select aria-label={t('repository')} value={allRepos ? ALL_REPOSITORIES : repoId} onChange={(e) => onRepo(e.currentTarget.value)}>
            {repoIds.length === 0 && <option value="">{t('noRepositoryYet')}</option>}
            {repoIds.map((id) => <option key={id} value={id}>{id}</option>)}
            {repoIds.length > 1 && <option value={ALL_REPOSITORIES}>{t('allRepositories')}</option>}
          </select>
        </label>
      </div>
      {adding && (
        <form class="inline new-space" aria-label={t('newSpace')} onSubmit={create} onKeyDown={(e) => e.key === 'Escape' && setAdding(false)}>
          <input aria-label={t('newSpaceName')} value={name} placeholder="work" autoFocus onInput={(e) => setName(e.currentTarget.value.trim())} />
          <button type="submit" class="primary" disabled={!valid}>{t('createSpace')}</button>
          {name && !valid && <small role="alert" class="bad">{t('spaceNameRule')}</small>}
        </form>
      )}
    </header>
  );
}
