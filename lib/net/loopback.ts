/**
 * Whether a URL names this machine (loopback): `localhost` and its subdomains, 127.0.0.0/8,
 * `[::1]`, an IPv4-mapped loopback (`[::ffff:127.x.x.x]`) and `0.0.0.0` (which reaches local
 * services on most systems). Hostnames come from WHATWG URL parsing, so the odd spellings
 * (`127.1`, `0x7f.0.0.1`, `2130706433`) are already normalised to dotted IPv4.
 */
export function isLoopbackUrl(url: string | URL): boolean {
  try {
    return isLoopbackHost((typeof url === 'string' ? new URL(url) : url).hostname);
  } catch {
    return false;
  }
}

/** The same for a `URL.hostname` (lower case, IPv4 normalised, IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0') return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  if (host === '[::1]' || host === '[::]' || host === '[0:0:0:0:0:0:0:1]') return true;
  // IPv4-mapped IPv6 is normalised to hex: [::ffff:7f00:1] is 127.0.0.1.
  return /^\[::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host);
}
