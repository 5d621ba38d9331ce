import { useState } from 'preact/hooks';
import type { Repo } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { Confirm } from '../ui/confirm';
import { errorText } from '../ui/error-text';
import { Icon } from '../ui/icons';
import { formatAgo, formatBytes, formatTime } from './format';

/** The last background sync's failure, when the background reports one (`lastSyncError`). */
function lastSyncError(repo: Repo): { message: string; at: string } | null {
  const e = (repo as { lastSyncError?: unknown }).lastSyncError as { message?: unknown; at?: unknown } | undefined;
  return e && typeof e.message === 'string' ? { message: e.message, at: typeof e.at === 'string' ? e.at : '' } : null;
}

/** The sync state in words: "Synced 3 minutes ago", or the last failure and what to do next. */
function SyncWords({ repo }: { repo: Repo }) {
  const failed = lastSyncError(repo);
  if (failed) return <p class="sync-words bad">Last sync failed{failed.at ? ` ${formatAgo(failed.at)}` : ''}: {failed.message} Press Sync to try again.</p>;
  if (repo.status === 'cloning') return <p class="sync-words">Cloning…</p>;
  const at = repo.syncedAt || repo.clonedAt;
  return <p class="sync-words" title={formatTime(at)}>{repo.syncedAt ? 'Synced' : 'Cloned'} {formatAgo(at)}</p>;
}

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
    return `Synced: ${added.length} added, ${modified.length} modified, ${removed.length} removed.`;
  });
  const push = () => run(async () => {
    const a = await client.send({ type: 'repos/push', space, id: repo.id });
    if (!a.ok) throw a;
    return `Pushed commit ${a.commit.slice(0, 12)}.`;
  });
  const remove = () => { setConfirming(false); void run(async () => {
    const a = await client.send({ type: 'repos/remove', space, id: repo.id });
    if (!a.ok) throw a;
    return null;
  }); };
  const retry = () => run(async () => {
    const a = await client.send({ type: 'repos/add', space, id: repo.id, url: repo.url, ...(repo.ref ? { ref: repo.ref } : {}) });
    if (!a.ok) throw a;
    return 'Added.';
  });

  const failed = repo.status === 'failed';
  return (
    <li class="repo" aria-label={repo.id}>
      <h3><Icon name="repo" />{repo.id} {failed && <span class="badge bad">failed</span>}{repo.status === 'cloning' && <span class="badge">cloning</span>}</h3>
      {!failed && <SyncWords repo={repo} />}
      <dl>
        <dt>URL</dt><dd class="break">{repo.url}</dd>
        <dt>Ref</dt><dd>{repo.ref || 'default branch'}</dd>
        <dt>Head</dt><dd><code>{repo.head ? repo.head.slice(0, 7) : '—'}</code></dd>
        <dt>Files</dt><dd>{repo.files}{repo.skipped ? ` (${repo.skipped} skipped)` : ''}</dd>
        <dt>Sections</dt><dd>{repo.sections}</dd>
        <dt>Last sync</dt><dd>{formatTime(repo.syncedAt || repo.clonedAt)}</dd>
        {repo.sizeBytes !== undefined && <><dt>Storage</dt><dd>{formatBytes(repo.sizeBytes)}</dd></>}
      </dl>
      {failed && <Alert message={`${repo.error?.message ?? 'Adding this repository failed.'} Check the URL (and the token of a private repository), then Retry.`}><button type="button" onClick={retry} disabled={busy}>Retry</button></Alert>}
      <div class="actions">
        <button type="button" onClick={sync} disabled={busy || failed}><Icon name="sync" />Sync</button>
        <button type="button" onClick={push} disabled={busy || failed}>Push</button>
        <span class="spacer" />
        <button type="button" class="quiet" onClick={() => setConfirming(true)} disabled={busy}><Icon name="trash" />Remove</button>
      </div>
      {confirming && <Confirm question={`Remove ${repo.id} and all its files from this browser?`} confirmLabel={`Remove ${repo.id}`} onConfirm={remove} onCancel={() => setConfirming(false)} />}
      {note && <p role="status" class="status-line">{note}</p>}
      <Alert message={error} />
    </li>
  );
}
