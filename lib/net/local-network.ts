/**
 * Whether a URL's host is on the person's own machine or network: where a model server like
 * Ollama lives (this computer, or a home server at `http://192.168.1.20:11434`). Decided from
 * the URL alone (no DNS): an IP literal in a loopback, private or link-local range, or a name
 * that only resolves locally. `hostname` is `URL.hostname` (lower case, IPv4 normalised,
 * IPv6 in brackets).
 */
import { isLoopbackHost } from './loopback';

// Names reserved for local use: mDNS (RFC 6762), the home network (RFC 8375), and the two
// suffixes home routers and companies hand out in practice.
const LOCAL_SUFFIXES = ['.local', '.home.arpa', '.lan', '.internal'];

function isLocalIPv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 10 || // private 10.0.0.0/8
    (a === 172 && b >= 16 && b <= 31) || // private 172.16.0.0/12
    (a === 192 && b === 168) || // private 192.168.0.0/16
    (a === 169 && b === 254) // link-local 169.254.0.0/16
  );
}

function isLocalIPv6(host: string): boolean {
  if (!host.startsWith('[') || !host.endsWith(']')) return false;
  const ip = host.slice(1, -1);
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (ipv4) return isLocalIPv4(ipv4[1]!);
  // URL keeps a mapped IPv4 address as two hex groups (::ffff:c0a8:114).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return isLocalIPv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const first = parseInt(ip.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // unique local fc00::/7, link-local fe80::/10
}

/** True for loopback (localhost, 127.0.0.0/8, [::1]) and the person's own network. */
export function isLocalNetworkHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isLoopbackHost(host) || isLocalIPv4(host) || isLocalIPv6(host)) return true;
  if (/^\d+(\.\d+)*$/.test(host) || host.startsWith('[')) return false; // any other IP literal
  // A single-label name (`homeserver`) resolves only on the local network.
  return !host.includes('.') || LOCAL_SUFFIXES.some((s) => host.endsWith(s));
}
