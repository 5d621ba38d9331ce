import { expect } from 'vitest';
import { ERROR_CODES } from '../../../lib/errors';

/**
 * What every answer of the background must look like, whatever was sent: a plain object that
 * survives the JSON round trip of `runtime.sendMessage`, with an error code from lib/errors.ts
 * and a message that does not echo a huge input back.
 */
export function expectWellFormedAnswer(answer: unknown, isTool: boolean): { rejected: boolean; code?: string } {
  expect(answer).toBeTypeOf('object');
  expect(answer).not.toBeNull();
  const a = answer as Record<string, any>;
  expect(() => JSON.stringify(a)).not.toThrow();
  if (isTool) {
    expect(a.content).toBeTypeOf('string');
    expect(Object.keys(a).every((k) => ['content', 'display', 'error'].includes(k))).toBe(true);
    if (a.error === undefined) return { rejected: false };
  } else {
    expect(typeof a.ok).toBe('boolean');
    if (a.ok === true) return { rejected: false };
  }
  expect(ERROR_CODES).toContain(a.error?.code);
  expect(a.error.message).toBeTypeOf('string');
  expect(a.error.message.length).toBeGreaterThan(0);
  expect(a.error.message.length).toBeLessThan(2_000);
  return { rejected: true, code: a.error.code };
}

/** Count answers per error code, for the figures in RELIABILITY.md. */
export class CodeTally {
  readonly counts = new Map<string, number>();
  add(code: string | undefined): void {
    const k = code ?? 'ok';
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString(): string {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' ');
  }
}
