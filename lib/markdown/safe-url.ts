/** Protocols a rendered link may open. Everything else is shown as text, never made live. */
const LIVE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Decide whether a link target from model or repository text may become a live link: only
 * absolute http, https and mailto URLs. `javascript:`, `data:`, `chrome-extension:`, relative
 * paths (which would resolve inside the extension) and anything unparsable stay text. Control
 * and whitespace characters are refused outright, since browsers strip some of them when
 * parsing (`java\tscript:`).
 */
export function isLiveUrl(url: string): boolean {
  if (/[\u0000-\u0020\u007f-\u009f]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return LIVE_PROTOCOLS.has(parsed.protocol);
}
