/**
 * What the side panel ships: the JavaScript that `sidepanel.html` loads (its entry chunk and
 * every chunk it imports, transitively), raw and gzip-compressed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Raw and gzip bytes of the side panel's JavaScript in a built extension folder, with the files counted. */
export function panelJsSize(extensionDir: string): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(path.join(extensionDir, 'sidepanel.html'), 'utf8');
  const pending = [...html.matchAll(/<script[^>]*src="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  let raw = 0;
  let gzip = 0;
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(path.join(extensionDir, file))) continue;
    seen.add(file);
    const code = readFileSync(path.join(extensionDir, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    // Static and dynamic imports of other chunks (`from"./x.js"`, `import("./x.js")`).
    for (const m of code.toString('utf8').matchAll(/(?:from|import\()\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
    }
  }
  return { files: [...seen], raw, gzip };
}
