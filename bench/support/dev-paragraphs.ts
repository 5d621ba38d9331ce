/**
 * Handbook paragraphs on the dev side of the split (injection-split.ts freezes benign text by
 * the SHA-256 of "repo@commit path"): every file of the three new handbooks whose key is not
 * frozen, and the whole 18F handbook (all of it dev). For checking false positives on far more
 * than the 391 dev rows, and for training, without touching a frozen file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const HANDBOOKS: Record<string, { dir: string; key: string }> = {
  'microsoft/code-with-engineering-playbook': { dir: 'cwe-playbook', key: 'microsoft/code-with-engineering-playbook@016770e43d8a' },
  'mattermost/mattermost-handbook': { dir: 'mattermost-handbook', key: 'mattermost/mattermost-handbook@46d7a8b6541c' },
  'reactjs/ja.react.dev': { dir: 'ja-react-dev', key: 'reactjs/ja.react.dev@7f38231d9d5d' },
};

function markdownFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel)).sort().flatMap((f) => {
    const r = rel === '' ? f : `${rel}/${f}`;
    return statSync(path.join(dir, r)).isDirectory() ? markdownFiles(dir, r) : r.endsWith('.md') ? [r] : [];
  });
}

const frozenKey = (key: string): boolean => parseInt(createHash('sha256').update(key).digest('hex').slice(0, 2), 16) < 128;

export interface DevParagraph {
  readonly repo: string;
  readonly file: string;
  readonly text: string;
}

/**
 * Paragraphs (blank-line separated) of dev-side handbook files: those `keep` accepts, by default
 * the ones of at least 40 characters (what the classifier scores).
 */
export function devParagraphs(shared: string, { with18f = true, keep = (p: string): boolean => p.trim().length >= 40 } = {}): DevParagraph[] {
  const out: DevParagraph[] = [];
  const entries = Object.entries(HANDBOOKS).map(([repo, h]) => [repo, h.dir, h.key] as const);
  if (with18f) entries.push(['18F/handbook', '18f-handbook', '']);
  for (const [repo, dir, key] of entries) {
    const root = path.join(shared, 'corpora', dir);
    for (const file of markdownFiles(root)) {
      if (key !== '' && frozenKey(`${key} ${file}`)) continue;
      for (const p of readFileSync(path.join(root, file), 'utf8').split(/\n\s*\n/)) if (keep(p)) out.push({ repo, file, text: p });
    }
  }
  return out;
}
