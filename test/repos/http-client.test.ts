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
