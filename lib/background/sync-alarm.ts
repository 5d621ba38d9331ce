/**
 * The alarm that keeps repositories fresh. `browser.alarms` outlives the service worker: the
 * browser wakes a stopped worker for it, so the schedule holds with no page open. The alarm is
 * created once (a worker start that finds it keeps its timing) and fires every 15 minutes; each
 * firing syncs only what its schedule says is due (see sync-due.ts), so 15 minutes is the
 * granularity of an hourly schedule and of the back-off, not a sync interval.
 */
export const SYNC_ALARM = 'primachat-sync';
export const SYNC_ALARM_MINUTES = 15;

/** The part of `browser.alarms` used here (injected: tests hand in WXT's fake browser). */
export interface AlarmsApi {
  get(name: string): Promise<{ name: string } | undefined>;
  create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): Promise<void> | void;
  onAlarm: { addListener(cb: (alarm: { name: string }) => void): void };
}

/** Create the sync alarm unless it exists, and run `onDue` at each firing. */
export async function startSyncAlarm(alarms: AlarmsApi, onDue: () => Promise<unknown>): Promise<void> {
  alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) onDue().catch((err) => console.warn('PrimaChat: background sync round failed', err));
  });
  if (!(await alarms.get(SYNC_ALARM))) await alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_ALARM_MINUTES, delayInMinutes: 1 });
}
