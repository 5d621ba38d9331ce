/**
 * When a repository is due for a background sync: its schedule (off, hourly, daily; default
 * daily) from its last successful sync, and after failures an exponential back-off from the
 * last try (5 minutes, 10, 20, … never longer than the schedule itself), so a host that is down
 * is not asked every alarm, and one that is back is found again soon.
 */
import { SyncScheduleSchema, type SyncSchedule } from '../messages/shared';

export { SyncScheduleSchema, type SyncSchedule };
export const DEFAULT_SCHEDULE: SyncSchedule = 'daily';

const HOUR = 3_600_000;
export const SCHEDULE_PERIOD_MS: Record<Exclude<SyncSchedule, 'off'>, number> = { hourly: HOUR, daily: 24 * HOUR };
/** The first retry after a failure; each further failure doubles it, up to the schedule's period. */
export const BACKOFF_BASE_MS = 5 * 60_000;

export interface SyncTimes {
  status: string;
  schedule?: SyncSchedule;
  clonedAt: number | null;
  syncedAt: number | null;
  syncFailures?: number;
  lastSyncTry?: number;
}

/** The earliest time (ms since epoch) the background should sync this repository, or null for never. */
export function nextSyncAt(repo: SyncTimes): number | null {
  const schedule = repo.schedule ?? DEFAULT_SCHEDULE;
  if (schedule === 'off' || repo.status !== 'ready') return null;
  const period = SCHEDULE_PERIOD_MS[schedule];
  const failures = repo.syncFailures ?? 0;
  if (failures > 0 && repo.lastSyncTry !== undefined) {
    return repo.lastSyncTry + Math.min(period, BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 20));
  }
  return (repo.syncedAt ?? repo.clonedAt ?? 0) + period;
}

/** Whether the repository is due at `now`. */
export function isSyncDue(repo: SyncTimes, now: number): boolean {
  const at = nextSyncAt(repo);
  return at !== null && now >= at;
}
