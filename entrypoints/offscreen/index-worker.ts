// The indexing helper's thread: reads, splits and collects the files the service worker sends
// (lib/indexing/helper-server.ts), from the copy of the object store that comes with each job.
import '../../lib/zod-jitless';
import '../../lib/background/buffer-global';
import { serveIndexJobs } from '../../lib/indexing/helper-server';
import { snapshotOf } from '../../lib/indexing/snapshot-reader';
import { setDictionaryReader } from '../../lib/search/cjk/analyser';
import { extensionDictionaryReader } from '../../lib/search/cjk/extension-dictionary';

// Its half of a CJK repository is analysed as the service worker's half is: same dictionary.
setDictionaryReader(extensionDictionaryReader(self.location.origin));

self.addEventListener(
  'message',
  (e: MessageEvent) => {
    const port = e.ports[0];
    if (!port) return;
    serveIndexJobs(port, (job) => snapshotOf(job.objects).read);
  },
  { once: true },
);
