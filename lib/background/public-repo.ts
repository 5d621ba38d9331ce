import type { Repo as PublicRepo } from '../messages/protocol';
import type { Repo } from '../repos/registry';
import { DEFAULT_SCHEDULE } from '../repos/sync-schedule';

/** A repository's record as the panel sees it: times as ISO strings, the back-off's bookkeeping left inside. */
export function toPublic(r: Repo, extra: Partial<PublicRepo> = {}): PublicRepo {
  const iso = (t: number | null) => (t === null ? '' : new Date(t).toISOString());
  // The back-off's bookkeeping stays inside; the person sees the schedule and the last failure.
  const { clonedAt, syncedAt, error, schedule, lastSyncError, syncFailures: _failures, lastSyncTry: _tried, ...rest } = r;
  return {
    ...rest,
    clonedAt: iso(clonedAt),
    syncedAt: iso(syncedAt),
    schedule: schedule ?? DEFAULT_SCHEDULE,
    ...(lastSyncError ? { lastSyncError: { ...lastSyncError, at: iso(lastSyncError.at) } } : {}),
    ...(error ? { error } : {}),
    ...extra,
  } as PublicRepo;
}
