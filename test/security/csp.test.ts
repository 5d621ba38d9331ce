/**
 * The extension's Content Security Policy, read as directives with CSP Level 3's fallbacks (not
 * as a substring): what the manifest hands Chromium (wxt.config.ts copies it verbatim; the e2e
 * test test/e2e/csp.test.ts reads the built manifest Chromium loaded and runs the same checks).
 */
import { describe, expect, it } from 'vitest';
import { configManifest } from '../support/wxt-manifest';
import { effectiveSources, parsePolicy, remoteLoadSources } from '../support/csp';

const manifest = configManifest('chrome');
const policy = parsePolicy(manifest.content_security_policy?.extension_pages ?? '');

describe('the CSP reader', () => {
  it('applies the fallbacks and ignores a repeated directive, as browsers do', () => {
    const p = parsePolicy("default-src 'none'; script-src 'self'; img-src https:; img-src 'none'; child-src 'self'");
    expect(effectiveSources(p, 'img-src')).toEqual(['https:']);
    expect(effectiveSources(p, 'font-src')).toEqual(["'none'"]);
    expect(effectiveSources(p, 'worker-src')).toEqual(["'self'"]);
    expect(effectiveSources(p, 'script-src-elem')).toEqual(["'self'"]);
    expect(effectiveSources(parsePolicy("script-src 'self'"), 'img-src')).toBeUndefined();
  });

  it('finds the remote sources in the policy of 06a3829 (the checker can fail)', () => {
    const old = parsePolicy("script-src 'self'; object-src 'none'; img-src 'self' data: blob:; connect-src 'self' https: http://127.0.0.1:* http://localhost:*; style-src 'self' 'unsafe-inline'; frame-src 'none'; base-uri 'none'; form-action 'none'");
    expect(remoteLoadSources(old)).toEqual(expect.arrayContaining(['img-src data:', 'img-src blob:', "style-src 'unsafe-inline'", 'font-src (unrestricted)', 'media-src (unrestricted)']));
  });
});

describe('threat: data leaves through the rendered answer (the CSP)', () => {
  it('the policy starts from default-src \'none\': whatever is not listed (fonts, media, prefetch, manifests) cannot load', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('an answer’s remote image, script, frame, object, worker, stylesheet, font or media cannot load: no load directive has a remote source', () => {
    // No data:/blob: either: the panel shows no image at all (lib/markdown/render.ts makes no <img>).
    expect(remoteLoadSources(policy)).toEqual([]);
  });

  it('no inline style or script and no eval: no \'unsafe-…\' keyword anywhere', () => {
    const keywords = [...policy.values()].flat().filter((s) => /^'unsafe-|^'wasm-unsafe-eval'$/.test(s));
    expect(keywords).toEqual([]);
  });

  it('connect-src is exactly the configured providers and git hosts: https, and plain http for loopback and the local network', () => {
    expect(policy.get('connect-src')).toEqual(['https:', 'http:']);
  });

  it('no <base> re-pointing and no form posts (directives that do not fall back to default-src)', () => {
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });
});

describe('threat: a local service is reached through the extension (permissions)', () => {
  it('no host is granted up front but loopback; every other origin, a LAN provider included, is asked for at the click', () => {
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
  });
});
