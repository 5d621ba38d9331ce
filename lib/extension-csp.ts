/**
 * The Content Security Policy of the extension's pages (side panel, offscreen document) and of
 * its service worker and the offscreen document's worker. It starts from `default-src 'none'`
 * and lists only what the built extension uses, so anything a rendered answer or a repository
 * could ask the page to load (a remote image, font, stylesheet, frame, media, prefetch) falls to
 * `'none'`. Each source says why it is there; security.md's CSP appendix repeats the reasons.
 */
export const CSP_DIRECTIVES = {
  // Everything not listed below: no images (the panel renders none; render.ts never makes an
  // <img>), no fonts (system fonts), no media, frames, objects, manifests or prefetches.
  'default-src': ["'none'"],
  // The bundled scripts of sidepanel.html and offscreen.html (and their modulepreload). MV3
  // forbids remote code in any case.
  'script-src': ["'self'"],
  // The offscreen document starts its indexing worker from a bundled file (`new Worker('/assets/…')`).
  'worker-src': ["'self'"],
  // The panel's one stylesheet file. Style attributes are set by Preact through CSSOM
  // (`element.style`), which a CSP does not govern, so no 'unsafe-inline'.
  'style-src': ["'self'"],
  // The model provider and the git hosts the person configures: any https origin, and plain
  // http for a server on loopback or the person's own network (Ollama on a home server, a LAN
  // git server). Which origins are actually reachable is gated by host permission, asked for at
  // the click that configures them; this directive opens no image, script or frame load.
  'connect-src': ['https:', 'http:'],
  // Neither falls back to default-src: no <base> may re-point relative URLs, and no form submits.
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy string for the manifest's `content_security_policy.extension_pages`. */
export const EXTENSION_PAGES_CSP: string = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
