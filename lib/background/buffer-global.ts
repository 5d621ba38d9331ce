import { Buffer } from 'buffer';

// isomorphic-git expects Node's Buffer; a service worker has none. Imported first by the
// background entrypoint so it is set before any git code runs.
(globalThis as { Buffer?: unknown }).Buffer ??= Buffer;
