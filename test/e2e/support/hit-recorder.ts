import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server that answers every request with a 1×1 GIF and records what was asked. */
export interface HitRecorder {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  /** Request paths with their query, in order. */
  hits: string[];
  close(): Promise<void>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Start a recorder: the target of an exfiltration attempt (a remote image in an answer). It
 * answers like a real image host would, so a test that sees no hit knows no request was made,
 * not that one failed.
 */
export async function startHitRecorder(): Promise<HitRecorder> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'image/gif', 'access-control-allow-origin': '*' });
    res.end(GIF);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released): connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
