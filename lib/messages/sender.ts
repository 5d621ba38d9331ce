/**
 * The fail-closed sender check. Fields inside a message are claims; the browser-set `sender` is
 * proof. Only this extension's own pages pass: same extension id, an extension-page URL of this
 * extension, and no tab that shows a web page (content scripts and web pages carry one).
 */
export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { url?: string; id?: number } | undefined;
}

/**
 * True only when every field the browser set proves the caller is one of our own pages.
 * `ownOrigin` is where the extension's pages live: `chrome-extension://ID` in Chrome (the
 * default), `moz-extension://UUID` in Firefox, whose `sender.id` is the gecko id instead.
 */
export function isTrustedSender(sender: SenderLike | undefined | null, extensionId: string, ownOrigin = `chrome-extension://${extensionId}`): boolean {
  if (!sender || !extensionId || !/^(chrome|moz)-extension:\/\/[^/]+$/.test(ownOrigin)) return false;
  if (sender.id !== extensionId) return false;
  if (typeof sender.url !== 'string' || !isOwnPage(sender.url, ownOrigin)) return false;
  if (sender.origin !== undefined && sender.origin !== ownOrigin) return false;
  // An extension page opened in a tab has a tab whose URL is that same page; a content script's
  // tab shows the web page it runs in.
  if (sender.tab !== undefined && (typeof sender.tab.url !== 'string' || !isOwnPage(sender.tab.url, ownOrigin))) return false;
  return true;
}

function isOwnPage(url: string, ownOrigin: string): boolean {
  // Compare protocol and host: URL.origin is "null" for non-special schemes in some runtimes.
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === ownOrigin;
  } catch {
    return false;
  }
}
