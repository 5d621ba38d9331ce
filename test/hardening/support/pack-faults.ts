import type { GitServer } from '../../support/git-server';

/**
 * Make the server answer HTTP 500 to the next pack request (POST git-upload-pack) — after it
 * has already answered the ref advertisement, so the failure lands mid-transfer rather than at
 * connect. The server records each request before it picks a fault, so a fault queued while the
 * pack request is being recorded applies to that very request.
 */
export function failNextPackWith500(server: GitServer): void {
  const requests = server.requests;
  const push = requests.push.bind(requests);
  requests.push = (...items) => {
    const n = push(...items);
    if (items.some((r) => r.method === 'POST' && r.url.includes('/git-upload-pack'))) {
      server.failNext('http500');
      requests.push = push;
    }
    return n;
  };
}
