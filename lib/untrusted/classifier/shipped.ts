/**
 * The classifier shipped with the extension, for the background only (the panel never imports
 * lib/untrusted). The asset is inlined into the background bundle as a data URL rather than
 * fetched: the extension pages' CSP allows no fetch of the extension's own files, and this way
 * it loads without any I/O. Trained by scripts/train-injection-model.ts.
 */
import assetUrl from './injection-classifier-v2.bin?inline';
import { parseModel, type InjectionModel } from './model';

/** Decode a base64 data URL to bytes. */
export function dataUrlBytes(url: string): Uint8Array {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || !url.slice(0, comma).endsWith(';base64')) throw new Error('not a base64 data URL');
  const bin = atob(url.slice(comma + 1));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const shippedInjectionModel = (): InjectionModel => parseModel(dataUrlBytes(assetUrl));
