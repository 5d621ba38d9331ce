/**
 * The git HTTP client tells `onAnnouncedSize` the `Content-Length` of a pack answer
 * (POST git-upload-pack) before its body is read, and a refusal there stops the download.
 */
import { createServer, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrimaChatError } from '../../lib/errors';
import { createGitHttp } from '../../lib/repos/http-client';

const PACK_BYTES = 64 * 1024 * 1024;
let base: string;
let close: () => Promise<void>;
/** How each pack answer ended: `finished` when all its bytes were sent, `cut` when the client went away first. */
const endings: string[] = [];

beforeAll(async () => {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.endsWith('/chunked/git-upload-pack')) return void res.writeHead(200).end('0008NAK\n');
    if (path.endsWith('/missing/git-upload-pack')) return void res.writeHead(404, { 'Content-Length': '9' }).end('not found');
    if (path.endsWith('/info/refs')) return void res.writeHead(200, { 'Content-Length': '4' }).end('0000');
    // A 64 MiB pack, announced, sent in 64 KiB pieces as the client reads them.
    res.writeHead(200, { 'Content-Length': String(PACK_BYTES) });
    req.resume();
    void sendSlowly(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); });
});
afterAll(() => close?.());

async function sendSlowly(res: ServerResponse): Promise<void> {
  const piece = Buffer.alloc(64 * 1024, 0x41);
  let cut = false;
  res.on('close', () => (cut = !res.writableFinished));
  for (let sent = 0; sent < PACK_BYTES && !cut; sent += piece.length) {
    if (!res.write(piece)) await drainOrClose(res);
  }
  if (!cut) res.end();
  await new Promise((r) => (res.writableFinished || cut ? r(null) : res.once('close', r)));
  endings.push(cut || !res.writableFinished ? 'cut' : 'finished');
}

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

const fetchImpl = (input: string, init?: RequestInit) => fetch(input, init);
async function* flush() {
  yield new TextEncoder().encode('0000');
}
const post = (url: string) => ({ url, method: 'POST', headers: { 'content-type': 'application/x-git-upload-pack-request' }, body: flush() });

describe('announced pack size', () => {
  it('hears the Content-Length of a git-upload-pack answer before a byte of its body is read', async () => {
    const heard: Array<[number, string]> = [];
    let bodyReadWhenHeard = true;
    let read = 0;
    const http = createGitHttp(fetchImpl, base, undefined, { onAnnouncedSize: (bytes, url) => { heard.push([bytes, url]); bodyReadWhenHeard = read > 0; } });
    const res = await http.request(post(`${base}/repo.git/git-upload-pack`));
    expect(heard).toEqual([[PACK_BYTES, `${base}/repo.git/git-upload-pack`]]);
    for await (const chunk of res.body!) read += chunk.byteLength;
    expect(bodyReadWhenHeard).toBe(false);
    expect(read).toBe(PACK_BYTES);
  });

  it('stops the download when the listener refuses: the request fails with its error and the server never finishes sending', async () => {
    const from = endings.length;
    const refusal = new PrimaChatError('quota', 'too big');
    const http = createGitHttp(fetchImpl, base, undefined, { onAnnouncedSize: () => { throw refusal; } });
    await expect(http.request(post(`${base}/refused.git/git-upload-pack`))).rejects.toBe(refusal);
    await expect.poll(() => endings.slice(from)).toEqual(['cut']);
  });

  it('is silent for a streamed (chunked) pack, a ref advertisement and an error answer', async () => {
    const heard: number[] = [];
    const http = createGitHttp(fetchImpl, base, undefined, { onAnnouncedSize: (bytes) => void heard.push(bytes) });
    await http.request(post(`${base}/chunked/git-upload-pack`));
    await http.request({ url: `${base}/repo.git/info/refs?service=git-upload-pack` });
    expect((await http.request(post(`${base}/missing/git-upload-pack`))).statusCode).toBe(404);
    expect(heard).toEqual([]);
  });
});
