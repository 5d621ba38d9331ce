import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may, and probes for that once per
// thread. Under the extension's CSP (no 'unsafe-eval') the probe throws, zod falls back to its
// interpreted parsers, and Chromium still reports a `securitypolicyviolation` for the caught
// attempt. Saying jitless up front skips the probe, so the pages run with no violation at all;
// parsing is what it already was under the CSP. Imported first by every entrypoint: zod reads the
// setting when each object schema is built.
z.config({ jitless: true });
