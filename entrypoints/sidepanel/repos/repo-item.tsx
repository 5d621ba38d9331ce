import { useState } from 'preact/hooks';
import type { Repo } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { Confirm } from '../ui/confirm';
import { errorText } from '../ui/error-text';
import { t, uiLang } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { formatAgo, formatBytes, formatTime } from './format';

const num = (n: number) => new Intl.NumberFormat(uiLang()).format(n);

/** The last sync's failure, kept by the background until a sync succeeds (`lastSyncError`). */
function lastSyncError(repo: Repo): { message: string; at: string } | null {
  return repo.lastSyncError ? { message: repo.lastSyncError.message, at: repo.lastSyncError.at } : null;
}

/** The sync state in words: "Synced 3 minutes ago", or the last failure and what to do next. */
function SyncWords({ repo }: { repo: Repo }) {
  const failed = lastSyncError(repo);
  if (failed) return <p class="sync-words bad">{failed.at ? t('syncFailed', formatAgo(failed.at, Date.now(), uiLang()), failed.message) : t('syncFailedNoTime', failed.message)}</p>;
  if (repo.status === 'cloning') return <p class="sync-words">{t('cloning')}</p>;
  const at = repo.syncedAt || repo.clonedAt;
  const changed = repo.lastChanged ? repo.lastChanged.added + repo.lastChanged.modified + repo.lastChanged.removed : 0;
  return (
    <p class="sync-words" title={formatTime(at)}>
      {t(repo.syncedAt ? 'syncedAgo' : 'clonedAgo', formatAgo(at, Date.now(), uiLang()))}
      {changed > 0 && <> {t('syncChangedFiles', num(changed))}</>}
    </p>
  );
}

const SCHEDULES = [['off', 'scheduleOff'], ['hourly', 'scheduleHourly'], ['daily', 'scheduleDaily']] as const;

interface RepoItemProps {
  space: string;
  repo: Repo;
  onChanged: () => void;
  onBusy: (id: string | null) => void;
}

/**
 * One repository: its facts (url, ref, short head, counts, last sync, storage, skipped files,
 * status) and its actions: Sync (reports what changed), Push (reports the commit), Remove
 * (after a confirmation step), and Retry for a repository whose clone failed.
 */
export function RepoItem({ space, repo, onChanged, onBusy }: RepoItemProps) {
  const { client } = useDeps();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true); setError(null); setNote(null); onBusy(repo.id);
    try {
      setNote(await work());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false); onBusy(null); onChanged();
    }
  };
  const sync = () => run(async () => {
    const a = await client.send({ type: 'repos/sync', space, id: repo.id });
    if (!a.ok) throw a;
    const { added, modified, removed } = a.changed;
    return t('synced', added.length, modified.length, removed.length);
  });
  const push = () => run(async () => {
    const a = await client.send({ type: 'repos/push', space, id: repo.id });
    if (!a.ok) throw a;
    return t('pushed', a.commit.slice(0, 12));
  });
  const remove = () => { setConfirming(false); void run(async () => {
    const a = await client.send({ type: 'repos/remove', space, id: repo.id });
    if (!a.ok) throw a;
    return null;
  }); };
  const schedule = (every: 'off' | 'hourly' | 'daily') => run(async () => {
    const a = await client.send({ type: 'repos/schedule', space, id: repo.id, every });
    if (!a.ok) throw a;
    return null;
  });
  const retry = () => run(async () => {
    const a = await client.send({ type: 'repos/add', space, id: repo.id, url: repo.url, ...(repo.ref ? { ref: repo.ref } : {}) });
    if (!a.ok) throw a;
    return t('added');
  });

  const failed = repo.status === 'failed';
  return (
    <li class="repo" aria-label={repo.id}>
      <h3><Icon name="repo" />{repo.id} {failed && <span class="badge bad">{t('badgeFailed')}</span>}{repo.status === 'cloning' && <span class="badge">{t('badgeCloning')}</span>}</h3>
      {!failed && <SyncWords repo={repo} />}
      <dl>
        <dt>{t('factUrl')}</dt><dd class="break">{repo.url}</dd>
        <dt>{t('factRef')}</dt><dd>{repo.ref || t('defaultBranch')}</dd>
        <dt>{t('factHead')}</dt><dd><code>{repo.head ? repo.head.slice(0, 7) : '—'}</code></dd>
        <dt>{t('factFiles')}</dt><dd>{repo.skipped ? t('factSkipped', num(repo.files), num(repo.skipped)) : num(repo.files)}</dd>
        <dt>{t('factSections')}</dt><dd>{num(repo.sections)}</dd>
        <dt>{t('factLastSync')}</dt><dd>{formatTime(repo.syncedAt || repo.clonedAt, uiLang())}</dd>
        {repo.sizeBytes !== undefined && <><dt>{t('factStorage')}</dt><dd>{formatBytes(repo.sizeBytes)}</dd></>}
      </dl>
      {!failed && (
        <label class="schedule">
          {t('scheduleLabel')}{' '}
          <select value={repo.schedule ?? 'daily'} disabled={busy} onChange={(e) => void schedule(e.currentTarget.value as 'off' | 'hourly' | 'daily')}>
            {SCHEDULES.map(([value, key]) => <option key={value} value={value}>{t(key)}</option>)}
          </select>
        </label>
      )}
      {failed && <Alert message={t('addFailedNext', repo.error?.message ?? t('addFailed'))}><button type="button" onClick={retry} disabled={busy}>{t('retry')}</button></Alert>}
      <div class="actions">
        <button type="button" onClick={sync} disabled={busy || failed}><Icon name="sync" />{t('sync')}</button>
        <button type="button" onClick={push} disabled={busy || failed}>{t('push')}</button>
        <span class="spacer" />
        <button type="button" class="quiet" onClick={() => setConfirming(true)} disabled={busy}><Icon name="trash" />{t('remove')}</button>
      </div>
      {confirming && <Confirm question={t('removeQuestion', repo.id)} confirmLabel={t('removeNamed', repo.id)} onConfirm={remove} onCancel={() => setConfirming(false)} />}
      {note && <p role="status" class="status-line">{note}</p>}
      <Alert message={error} />
    </li>
  );
}
