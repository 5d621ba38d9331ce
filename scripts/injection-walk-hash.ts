// Issue 15, ninth round: what the anchor walk (lib/untrusted/walk.ts) reports, hashed per kind,
// for speed work on the walk: every attempt (rule, literal, pattern, position) in order, every
// blob run, every hint event, on the four handbooks joined (folded views) and every row of
// ../shared/corpora/injections-dev.jsonl and injections-more.jsonl. Finer than
// injection-equivalence.ts: a change that lets one more literal through to its regex (same
// markers) moves this hash. The three kinds are hashed apart, so a walk that reports them in
// another interleaving (blobs and hints before a chunk's attempts) keeps it.
// Run: npx vite-node scripts/injection-walk-hash.ts [other tree]: prints this checkout's hash
// (and the other tree's, walked over the same texts, when given).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(here, '../shared/corpora');
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : f.endsWith('.md') ? [path.join(d, f)] : []));
const texts: string[] = [];
for (const c of ['18f-handbook', 'ja-react-dev', 'cwe-playbook', 'mattermost-handbook']) texts.push(files(path.join(shared, c)).sort().map((f) => readFileSync(f, 'utf8')).join('\n'));
for (const j of ['injections-dev.jsonl', 'injections-more.jsonl']) {
  for (const line of readFileSync(path.join(shared, j), 'utf8').split('\n')) if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
}

async function walkHash(root: string): Promise<string> {
  const { MARKER_RULES } = (await import(path.join(root, 'lib/untrusted/rules/all.ts'))) as typeof import('../lib/untrusted/rules/all');
  const { buildAnchorIndex } = (await import(path.join(root, 'lib/untrusted/anchors.ts'))) as typeof import('../lib/untrusted/anchors');
  const { walkAnchors } = (await import(path.join(root, 'lib/untrusted/walk.ts'))) as typeof import('../lib/untrusted/walk');
  const { foldedView } = (await import(path.join(root, 'lib/untrusted/view.ts'))) as typeof import('../lib/untrusted/view');
  const index = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));
  const h = createHash('sha256');
  let attempts = 0;
  for (const t of texts) {
    const s = foldedView(t).text;
    const tried: (string | number)[] = [];
    const blobs: number[] = [];
    const hints: number[] = [];
    walkAnchors(
      s,
      index,
      (e, at) => {
        attempts++;
        tried.push(e.pattern.rule, e.literal, e.pattern.re.source, at);
      },
      (a, b) => blobs.push(a, b),
      (at, ev) => hints.push(at, ev),
      true,
    );
    h.update(`${tried.join(',')}|${blobs.join(',')}|${hints.join(',')}\n`);
  }
  return `${h.digest('hex').slice(0, 16)} (${attempts} attempts on ${texts.length} texts)`;
}

console.log(`this checkout: ${await walkHash(here)}`);
if (process.argv[2] !== undefined) console.log(`${process.argv[2]}: ${await walkHash(path.resolve(process.argv[2]))}`);
