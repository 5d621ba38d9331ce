/**
 * Fixtures for repository tests: a LightningFS over fake-indexeddb (Node has no IndexedDB and
 * no `navigator`), and the path of the shared 18F handbook (or null when ../shared is absent).
 */
import 'fake-indexeddb/auto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import LightningFS from '@isomorphic-git/lightning-fs';

// LightningFS looks for `navigator.locks`; Node 20 has no `navigator` at all.
if (!(globalThis as { navigator?: unknown }).navigator) {
  Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true, writable: true });
}

let counter = 0;

/** A fresh, empty LightningFS backed by (fake) IndexedDB, with its database name. */
export function newLightningFs(prefix = 'test'): { fs: LightningFS; name: string } {
  const name = `${prefix}-${process.pid}-${Date.now()}-${counter++}`;
  return { fs: new LightningFS(name, { wipe: true }), name };
}

/** The project root (two levels above this file). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `../shared/corpora/18f-handbook` when present, else null (tests using it skip with a message). */
export function handbookDir(): string | null {
  const dir = path.resolve(projectRoot, '../shared/corpora/18f-handbook');
  return existsSync(dir) ? dir : null;
}

/** A small markdown repository with nested folders, for tests that need a few real files. */
export const SMALL_REPO: Record<string, string> = {
  'README.md': '# Handbook\n\nWelcome.\n',
  'docs/leave.md': '---\ntitle: Leave\n---\n# Leave\n\nCarry over up to 5 days.\n',
  'docs/travel/booking.md': '# Booking travel\n\nUse the travel tool.\n',
  'team/people.md': '# People\n\n- Ada\n- Grace\n',
};
