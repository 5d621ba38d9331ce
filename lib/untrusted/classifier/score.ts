import { featureRoom, hashFeatures, mostlyAscii } from './features';
import type { InjectionModel } from './model';

// Reused between windows (the scan is synchronous), grown when a window needs more room.
let buffer = new Int32Array(featureRoom(1024));

/** Probability that folded text `s[from, to)` is an injection; 0 for text not mostly ASCII. */
export function scoreWindow(model: InjectionModel, s: string, from: number, to: number): number {
  if (!mostlyAscii(s, from, to)) return 0;
  const { weights, bits } = model;
  if (buffer.length < featureRoom(to - from)) buffer = new Int32Array(featureRoom(to - from));
  const n = hashFeatures(s, from, to, bits, buffer);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[buffer[i] as number] as number;
  const z = model.bias + (model.scale * sum) / Math.sqrt(Math.max(1, n));
  return 1 / (1 + Math.exp(-z));
}

// A window reaches this far from the word that opened it, and stops at a blank line.
const REACH = 400;

/**
 * Windows of folded text `s` around the gate positions (sorted or not): the paragraph around
 * each, at most REACH characters either side, merged when they overlap. [start, end) pairs.
 */
export function gateWindows(s: string, gates: readonly number[]): number[] {
  const sorted = [...gates].sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    const last = out.length > 0 ? (out[out.length - 1] as number) : -1;
    if (p < last) continue;
    const para = s.lastIndexOf('\n\n', p);
    const start = Math.max(p - REACH, para < 0 ? 0 : para + 2);
    const next = s.indexOf('\n\n', p);
    const end = Math.min(p + REACH, next < 0 ? s.length : next);
    if (out.length > 0 && start <= last) out[out.length - 1] = Math.max(last, end);
    else out.push(start, end);
  }
  return out;
}
