import { useState } from 'preact/hooks';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { t } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { AddRepoForm } from './add-repo-form';
import { ProgressView } from './progress-view';
import { RepoItem } from './repo-item';
import { SpaceFile } from './space-file';
import type { ReposState } from './use-repos';
import { useProgress } from './use-progress';

/**
 * The Repositories area: the add form, a progress bar (with Cancel) for the repository being
 * added or synced, and the list of the space's repositories.
 */
export function ReposScreen({ space, repos, onAdded }: { space: string; repos: ReposState; onAdded: (id: string) => void }) {
  const { client } = useDeps();
  const progress = useProgress(space);
  const [busyId, setBusyId] = useState<string | null>(null);
  const cancel = (id: string) => void client.send({ type: 'repos/cancel', space, id });

  return (
    <div class="repos">
      <AddRepoForm space={space} onBusy={setBusyId} onAdded={(repo) => { void repos.refresh(); onAdded(repo.id); }} />
      {busyId && <ProgressView repoId={busyId} event={progress[busyId]?.event} warning={progress[busyId]?.warning} onCancel={() => cancel(busyId)} />}
      <h2>{t('reposIn', space)}</h2>
      <SpaceFile space={space} onImported={() => void repos.refresh()} />
      <Alert message={repos.error} />
      {repos.repos.length === 0 ? (
        <div class="empty">
          <Icon name="repo" />
          <h3>{t('noReposTitle', space)}</h3>
          <p>{t('noReposText')} <code>https://github.com/18F/handbook.git</code>. {t('noReposAfter')}</p>
        </div>
      ) : (
        <ul class="repo-list">
          {repos.repos.map((r) => <RepoItem key={r.id} space={space} repo={r} onChanged={() => void repos.refresh()} onBusy={setBusyId} />)}
        </ul>
      )}
    </div>
  );
}
