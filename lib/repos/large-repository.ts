/**
 * What to do with the size a git server announces for a pack before sending it: warn when it is
 * large, and refuse it when it cannot fit in the storage the browser has left. Smart HTTP
 * usually streams packs without a `Content-Length`, so this only acts where the server tells.
 */
import { PrimaChatError } from '../errors';
import { LARGE_REPOSITORY_PHASE } from '../messages/shared';
import type { OnAnnouncedSize } from './http-client';

/** Packs from this size on are announced to the person before they download (100 MiB). */
export const LARGE_REPOSITORY_BYTES = 100 * 1024 * 1024;
/** The progress phase of that warning (part of the contract: the panel shows it). */
export { LARGE_REPOSITORY_PHASE };

/** `navigator.storage.estimate()`, or a fake of it. */
export type StorageEstimate = () => Promise<{ quota?: number; usage?: number }>;

/** The browser's `navigator.storage.estimate`, where there is one. */
export function browserStorageEstimate(): StorageEstimate | undefined {
  const storage = (globalThis as { navigator?: { storage?: { estimate?: StorageEstimate } } }).navigator?.storage;
  return storage?.estimate ? () => storage.estimate!() : undefined;
}

/**
 * An `onAnnouncedSize` for one clone or fetch: refuses (`quota`) a pack larger than the free
 * storage `estimate` reports — before a byte of it is stored — and calls `warn(bytes)` for one
 * of at least `threshold` bytes. An estimate that fails or reports no quota refuses nothing.
 */
export function guardAnnouncedSize(opts: { threshold: number; estimate?: StorageEstimate; warn: (bytes: number) => void }): (...a: Parameters<OnAnnouncedSize>) => Promise<void> {
  return async (bytes) => {
    const room = await opts.estimate?.().catch(() => undefined);
    if (room?.quota !== undefined) {
      const free = Math.max(0, room.quota - (room.usage ?? 0));
      if (bytes > free) {
        throw new PrimaChatError('quota', `This repository is ${formatSize(bytes)} to download, but the browser has only ${formatSize(free)} of storage left for PrimaChat. Remove a repository or free disk space, then try again.`);
      }
    }
    if (bytes >= opts.threshold) opts.warn(bytes);
  };
}

/** Bytes as MB or GB with one decimal (1 MB = 1024 × 1024 bytes), as the messages say them. */
export function formatSize(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
