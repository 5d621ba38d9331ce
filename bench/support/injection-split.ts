/**
 * The evaluation split for the injection scanner, fixed before any rule was rewritten (issue 15).
 * A source is a repository (owner/name, the part of `source` before "@"). Attack repositories of
 * injections-more are ranked by the SHA-256 of their name; the first half of that ranking is
 * frozen: no rule, word list or constant may be fitted to its texts. Benign paragraphs are
 * frozen by the SHA-256 of their file (first byte < 128), so whole files stay on one side.
 * Everything of injections-dev is dev (the old rules were written against it).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Row {
  text: string;
  label: 'injection' | 'benign';
  source: string;
  kind?: string;
  lang?: string;
  hard_negative?: boolean;
  set: 'dev' | 'more';
  split: 'dev' | 'frozen';
  /** Repository the row comes from. */
  repo: string;
}

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
export const repoOf = (source: string): string => (source.split('@')[0] ?? source).trim();

const parse = (file: string): Omit<Row, 'set' | 'split' | 'repo'>[] =>
  readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Omit<Row, 'set' | 'split' | 'repo'>);

/** All rows of both sets with their split, or null when ../shared is absent. */
export function loadSplit(shared: string): Row[] | null {
  const devFile = path.join(shared, 'corpora/injections-dev.jsonl');
  const moreFile = path.join(shared, 'corpora/injections-more.jsonl');
  if (!existsSync(devFile) || !existsSync(moreFile)) return null;
  const more = parse(moreFile);
  const attackRepos = [...new Set(more.filter((r) => r.label === 'injection').map((r) => repoOf(r.source)))].sort((a, b) =>
    sha(a) < sha(b) ? -1 : 1,
  );
  const frozenRepos = new Set(attackRepos.slice(0, Math.floor(attackRepos.length / 2)));
  const rows: Row[] = parse(devFile).map((r) => ({ ...r, set: 'dev', split: 'dev', repo: repoOf(r.source) }));
  for (const r of more) {
    const repo = repoOf(r.source);
    const file = r.source.replace(/:\d+$/, '');
    const frozen = r.label === 'injection' ? frozenRepos.has(repo) : parseInt(sha(file).slice(0, 2), 16) < 128;
    rows.push({ ...r, set: 'more', split: frozen ? 'frozen' : 'dev', repo });
  }
  return rows;
}

/** BIPIA's harmless-looking slipped-in tasks: reported apart, not expected. */
export const isIndirectTask = (r: Row): boolean => r.label === 'injection' && (r.kind ?? '').startsWith('indirect-task');
