/**
 * The panel reaches the background only through lib/messages: nothing it imports, directly or
 * through other modules, is in lib/repos, lib/search or lib/untrusted (whose code, analysers and
 * models belong to the background). A walk of the import graph from every panel file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PANEL = path.join(ROOT, 'entrypoints/sidepanel');
const FORBIDDEN = ['lib/repos/', 'lib/search/', 'lib/untrusted/'];
// Runtime imports only: `import type` (and `export type`) vanish from the bundle.
const IMPORT = /(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Every file reachable from the panel's files, with the chain that reached it. */
function reachable(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = files(PANEL).map((f) => ({ file: f, chain: [path.relative(ROOT, f)] }));
  while (queue.length) {
    const { file, chain } = queue.pop()!;
    if (seen.has(file)) continue;
    seen.set(file, chain);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolve(file, m[1] ?? m[2] ?? m[3]!);
      if (next && !seen.has(next)) queue.push({ file: next, chain: [...chain, path.relative(ROOT, next)] });
    }
  }
  return seen;
}

describe('what the side panel imports', () => {
  it('nothing from lib/repos, lib/search or lib/untrusted, directly or through another module', () => {
    const graph = reachable();
    expect(graph.size).toBeGreaterThan(20); // the walk found the panel's modules
    const bad = [...graph].filter(([f]) => FORBIDDEN.some((d) => path.relative(ROOT, f).startsWith(d))).map(([, chain]) => chain.join(' → '));
    expect(bad).toEqual([]);
  });
});
