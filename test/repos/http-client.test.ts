import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitHttp } from '../../lib/repos/http-client';

let home: GitServer;
let elsewhere: GitServer;
beforeAll(async () => {
  home = await startGitServer();
  elsewhere = await startGitServer();
});
afterAll(async () => {
  await home.close();
  await elsewhere.close();
});

const fetchImpl = (input: string, init?: RequestInit) => fetch(input, init);

describe('git http client', () => {
  it('drops the Authorization header on a request for another origin', async () => {
    const http = createGitHttp(fetchImpl, home.url);
    const from = elsewhere.requests.length;
    await http.request({ url: `${elsewhere.url}/x.git/info/refs?service=git-upload-pack`, headers: { Authorization: 'Basic c2VjcmV0' } });
    expect(elsewhere.requests.slice(from).map((r) => r.headers.authorization)).toEqual([undefined]);
  });

  it('keeps the Authorization header for the repository origin', async () => {
    const http = createGitHttp(fetchImpl, home.url);
    const from = home.requests.length;
    await http.request({ url: `${home.url}/x.git/info/refs?service=git-upload-pack`, headers: { authorization: 'Basic c2VjcmV0' } });
    expect(home.requests.slice(from).map((r) => r.headers.authorization)).toEqual(['Basic c2VjcmV0']);
  });

  it('strips credentials when a redirect leaves the origin, in any header letter case', async () => {
    home.setRedirect('moved', `${elsewhere.url}/moved.git`);
    const http = createGitHttp(fetchImpl, home.url);
    const from = elsewhere.requests.length;
    const res = await http.request({ url: `${home.url}/moved.git/info/refs?service=git-upload-pack`, headers: { AUTHORIZATION: 'Basic c2VjcmV0' } });
    expect(res.statusCode).toBe(404);
    expect(elsewhere.requests.slice(from).map((r) => r.headers.authorization)).toEqual([undefined]);
  });

  it('answers CORS preflights so a web page could call the test server too', async () => {
    const res = await fetch(`${home.url}/x.git/info/refs`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('git http client idle timeout', () => {
  it('ends a response whose body stalls half-way with a timeout error that says what happened', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-git-upload-pack-result' });
      res.write('0008NAK\n'); // some bytes, then nothing more
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const http = createGitHttp(fetchImpl, url, undefined, { idleTimeoutMs: 300 });
      const res = await http.request({ url: `${url}/x.git/git-upload-pack`, method: 'POST' });
      const read = (async () => {
        for await (const _chunk of res.body!) void _chunk;
      })();
      await expect(read).rejects.toMatchObject({ code: 'timeout', message: expect.stringMatching(/stopped sending data/) });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('does not time out a response that keeps sending', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.writeHead(200);
      let n = 0;
      const tick = setInterval(() => (++n < 6 ? res.write('x') : (clearInterval(tick), res.end())), 100);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      // 500 ms of body in total, but never 250 ms of silence.
      const http = createGitHttp(fetchImpl, url, undefined, { idleTimeoutMs: 250 });
      const res = await http.request({ url: `${url}/slow` });
      let bytes = 0;
      for await (const chunk of res.body!) bytes += chunk.byteLength;
      expect(bytes).toBe(5);
    } finally {
      server.close();
    }
  });
});
