/**
 * The match pattern that names a URL's host for `permissions.request`/`contains`:
 * `scheme://host/*`, without the port. Firefox takes no port in a match pattern (one with a port
 * never matches, so a granted host would read as not granted); in Chrome the pattern without a
 * port covers every port of the host, which is also what its permission prompt shows.
 */
export function hostPattern(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  return `${u.protocol}//${u.hostname}/*`;
}
