/**
 * The classifier shipped with the extension, for the background only (the panel never imports
 * lib/untrusted). The assets are inlined into the background bundle as data URLs rather than
 * fetched: the extension pages' CSP allows no fetch of the extension's own files, and this way
 * they load without any I/O. Trained by scripts/train-injection-model.ts: the first stage
 * (format 2) on every window, the second (format 5) on those the first lets through.
 */
import firstUrl from './injection-classifier-v2.bin?inline';
import secondUrl from './injection-classifier-v5.bin?inline';
import { parseModel, SECOND_STAGE_VERSION } from './model';
import type { InjectionClassifier } from './two-stage';

/** Decode a base64 data URL to bytes. */
export function dataUrlBytes(url: string): Uint8Array {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || !url.slice(0, comma).endsWith(';base64')) throw new Error('not a base64 data URL');
  const bin = atob(url.slice(comma + 1));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const shippedInjectionModel = (): InjectionClassifier => ({
  first: parseModel(dataUrlBytes(firstUrl)),
  second: parseModel(dataUrlBytes(secondUrl), SECOND_STAGE_VERSION),
});
