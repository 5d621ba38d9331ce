/**
 * Who "this extension" is, as the browser names it. Chrome: id and page host are the same 32
 * letters (`chrome-extension://ID/`). Firefox: the id is the add-on's gecko id
 * (`primachat@…`) and its pages live at `moz-extension://UUID/`, a random UUID per profile.
 * The sender check compares both; network rules name the page host as the requests' initiator.
 */
export interface ExtensionIdentity {
  /** `runtime.id`: what the browser puts in `sender.id`. */
  id: string;
  /** Scheme and host of the extension's pages, e.g. `chrome-extension://abc…` or `moz-extension://uuid`. */
  origin: string;
  /** The host part of `origin`: the initiator domain of the extension's own requests. */
  host: string;
}

/** The identity from `runtime.id` and `runtime.getURL('/')`. */
export function extensionIdentity(runtime: { id: string; getURL(path: string): string }): ExtensionIdentity {
  const url = new URL(runtime.getURL('/'));
  return { id: runtime.id, origin: `${url.protocol}//${url.host}`, host: url.host };
}

/** Chrome's identity for an id (tests, and callers that only know the id). */
export function chromeIdentity(id: string): ExtensionIdentity {
  return { id, origin: `chrome-extension://${id}`, host: id };
}
