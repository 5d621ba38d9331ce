/**
 * A small Content Security Policy reader for tests: the policy as directives, and the sources
 * that actually govern a fetch directive once CSP Level 3's fallbacks are applied, so a test
 * checks what the browser enforces rather than a substring of the policy text.
 */

export type Policy = ReadonlyMap<string, readonly string[]>;

/**
 * Directives by lower-case name, sources as written (keywords lower-cased). A repeated
 * directive is ignored after its first occurrence, as browsers do, so a later duplicate cannot
 * make a policy look stricter than it is.
 */
export function parsePolicy(policy: string): Policy {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/[\t\n\f\r ]+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) continue;
    directives.set(key, sources.map((s) => (s.startsWith("'") || s.endsWith(':') ? s.toLowerCase() : s)));
  }
  return directives;
}

// CSP Level 3 §6.8.3 "Get the effective directive's fallback list".
const FALLBACKS: Record<string, string[]> = {
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
  'script-src-attr': ['script-src-attr', 'script-src', 'default-src'],
  'script-src': ['script-src', 'default-src'],
  'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
  'style-src-attr': ['style-src-attr', 'style-src', 'default-src'],
  'style-src': ['style-src', 'default-src'],
  'worker-src': ['worker-src', 'child-src', 'script-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'child-src': ['child-src', 'default-src'],
};

/**
 * The sources that govern `directive`: its own, else those of the first directive in its
 * fallback list; `undefined` when nothing governs it (everything is allowed).
 */
export function effectiveSources(policy: Policy, directive: string): readonly string[] | undefined {
  for (const name of FALLBACKS[directive] ?? [directive, 'default-src']) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return undefined;
}

/** Sources that stay inside the extension: its own files, or nothing. */
const LOCAL_SOURCES = new Set(["'self'", "'none'"]);

/** The directives through which a page could load something that a rendered answer names. */
export const LOAD_DIRECTIVES = ['img-src', 'script-src', 'script-src-elem', 'script-src-attr', 'frame-src', 'object-src', 'worker-src', 'style-src', 'style-src-elem', 'style-src-attr', 'font-src', 'media-src', 'manifest-src', 'child-src'] as const;

/**
 * Every source in `policy` that lets a load directive reach outside the extension, as
 * `directive source` (`img-src https:`), or `directive (unrestricted)` when nothing governs it.
 * `allowed` names the extra sources a directive may have with a reason (`{ 'img-src': ['data:'] }`).
 */
export function remoteLoadSources(policy: Policy, allowed: Partial<Record<string, string[]>> = {}): string[] {
  const found: string[] = [];
  for (const directive of LOAD_DIRECTIVES) {
    const sources = effectiveSources(policy, directive);
    if (!sources) {
      found.push(`${directive} (unrestricted)`);
      continue;
    }
    for (const s of sources) {
      if (!LOCAL_SOURCES.has(s) && !(allowed[directive] ?? []).includes(s)) found.push(`${directive} ${s}`);
    }
  }
  return found;
}
