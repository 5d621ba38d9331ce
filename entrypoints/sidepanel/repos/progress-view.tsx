import type { ProgressEvent } from '../../../lib/messages/protocol';
import { LARGE_REPOSITORY_PHASE } from '../../../lib/messages/shared';
import { t } from '../ui/i18n';
import { formatBytes } from './format';

/**
 * A progress bar for long repository work: the phase, loaded/total counts (an indeterminate
 * bar when the total is unknown), and Cancel. When the server announced a large download, its
 * size stays on show ("Large repository: 1.2 GB to download") while it downloads, so the person
 * can still Cancel it.
 */
export function ProgressView({ repoId, event, warning, onCancel }: { repoId: string; event: ProgressEvent | undefined; warning?: ProgressEvent; onCancel: () => void }) {
  const large = warning ?? (event?.phase === LARGE_REPOSITORY_PHASE ? event : undefined);
  // The warning's total is bytes to download, not a count of work done: no bar or counts for it.
  const current = event?.phase === LARGE_REPOSITORY_PHASE ? undefined : event;
  const phase = current?.phase ?? (large ? t('waitingDownload') : t('starting'));
  const counts = current ? (current.total ? `${current.loaded} / ${current.total}` : `${current.loaded}`) : '';
  const label = `${repoId}: ${phase}`;
  return (
    <div class="progress" role="group" aria-label={t('progressOf', repoId)}>
      {large?.total !== undefined && <p class="note" role="status" style={{ flexBasis: '100%', margin: 0 }}>{t('largeDownload', t('largeRepository'), formatBytes(large.total))}</p>}
      <progress aria-label={label} max={current?.total || undefined} value={current?.total ? current.loaded : undefined} />
      <span aria-live="polite">{label} {counts}</span>
      <button type="button" onClick={onCancel}>{t('cancel')}</button>
    </div>
  );
}
