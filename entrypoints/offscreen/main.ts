// The offscreen document only starts the indexing worker and hands the service worker a port
// to it (see lib/background/offscreen-helper.ts); the work happens in the worker.
import { HELPER_PORT_MESSAGE } from '../../lib/background/offscreen-helper';
import IndexWorker from './index-worker?worker';

const worker = new IndexWorker();
const { port1, port2 } = new MessageChannel();
worker.postMessage({ type: 'port' }, [port1]);
navigator.serviceWorker.ready
  .then((registration) => registration.active?.postMessage({ type: HELPER_PORT_MESSAGE }, [port2]))
  .catch((err) => console.warn('PrimaChat: the indexing helper could not reach the service worker', err));
