import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Without the dictionary, CJK runs are cut by `Intl.Segmenter`. ICU's first CJK segmentation in a
// process cut ー漢字 as one word and every later one as ー and 漢字, so the first text a worker
// indexed (or the first query) disagreed with the rest. Only a fresh process shows it, so each
// case runs in one.
const ROOT = path.resolve(import.meta.dirname, '../..');

function firstAndAgain(text: string): { first: string[]; again: string[] } {
  const r = spawnSync(process.execPath, ['node_modules/vite-node/dist/cli.mjs', 'test/support/first-segmentation.ts', text], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { first: string[]; again: string[] };
}

describe('the first CJK text a process segments', () => {
  it.each(['ー漢字', 'ー搜索引擎-字éｶﾞcafé', 'ー𠮷野家'])('is cut as every later one is: %s', (text) => {
    const { first, again } = firstAndAgain(text);
    expect(first).toEqual(again);
    expect(first[0]).toBe('ー@0-1');
  }, 60_000);
});
