import type { ProgressEvent } from '../../../lib/messages/protocol';

/**
 * A progress bar for long repository work: the phase, loaded/total counts (an indeterminate
 * bar when the total is unknown), and Cancel.
 */
export function ProgressView({ repoId, event, onCancel }: { repoId: string; event: ProgressEvent | undefined; onCancel: () => void }) {
  const phase = event?.phase ?? 'starting';
  const counts = event ? (event.total ? `${event.loaded} / ${event.total}` : `${event.loaded}`) : '';
  const label = `${repoId}: ${phase}`;
  return (
    <div class="progress" role="group" aria-label={`Progress of ${repoId}`}>
      <progress aria-label={label} max={event?.total || undefined} value={event?.total ? event.loaded : undefined} />
      <span aria-live="polite">{label} {counts}</span>
      <button type="button" onClick={onCancel}>Cancel</button>
    </div>
  );
}
