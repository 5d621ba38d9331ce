import type { MarkerRule } from './types';

/** Decoded bytes that read as sentences: mostly printable, with letters and spaces. */
export function readsAsText(decoded: string): boolean {
  if (decoded.length < 12) return false;
  let printable = 0;
  let letters = 0;
  let spaces = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c === 32) spaces++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    if ((c >= 32 && c < 127) || c === 10 || c === 9) printable++;
  }
  const n = decoded.length;
  return printable / n >= 0.95 && letters / n >= 0.5 && spaces >= 2 && spaces / n <= 0.35;
}

function decodeBlob(blob: string): string {
  try {
    if (/^(?:%[0-9a-f]{2})+$/i.test(blob)) return decodeURIComponent(blob);
    if (/^(?:\\x[0-9a-f]{2})+$/i.test(blob)) return blob.replace(/\\x([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (/^(?:\\u[0-9a-f]{4})+$/i.test(blob)) return blob.replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (/^(?:[0-9a-f]{2})+$/i.test(blob)) return blob.replace(/../g, (h) => String.fromCharCode(parseInt(h, 16)));
    const b64 = blob.replace(/-/g, '+').replace(/_/g, '/');
    return atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  } catch {
    return '';
  }
}

/**
 * Encoded payloads: base64, hex, percent or backslash escapes long enough to hold a sentence,
 * that decode to readable text. Identifiers (commit ids, document ids, tokens in URLs) decode
 * to bytes that do not read as text and stay quiet.
 */
export const payloadRules: readonly MarkerRule[] = [
  {
    name: 'encoded-payload',
    on: 'raw',
    patterns: [
      // A leading separator (not a lookbehind) keeps the scan at one step per character.
      /(?:^|[^A-Za-z0-9+/=_%-])([A-Za-z0-9+/]{24,}={0,2})(?![A-Za-z0-9+/=_-])/g,
      /((?:%[0-9A-Fa-f]{2}){12,})/g,
      /((?:\\x[0-9A-Fa-f]{2}){12,}|(?:\\u[0-9A-Fa-f]{4}){12,})/g,
    ],
    near: 'blobs',
    group: 1,
    accept: (m) => readsAsText(decodeBlob(m[1] ?? '')),
  },
];
