import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAnchorIndex, splitAlternatives } from '../../lib/untrusted/anchors';
import { mayFollow, type Follow } from '../../lib/untrusted/follow';
import { MARKER_RULES, markerNames, scanInjection } from '../../lib/untrusted/injection';
import { foldedView } from '../../lib/untrusted/view';
import { parseJsonl } from './support/metrics';

const here = path.dirname(fileURLToPath(import.meta.url));
const devSet = path.resolve(here, '../..', '../shared/corpora/injections-dev.jsonl');

/** The slow way: every folded pattern over the whole folded text. */
function foldedRulesSlow(text: string): string[] {
  const view = foldedView(text).text;
  const fired = new Set<string>();
  for (const rule of MARKER_RULES) {
    if (rule.on !== 'folded') continue;
    for (const p of rule.patterns) if (new RegExp(p.source, 'i').test(view)) fired.add(rule.name);
  }
  return MARKER_RULES.map((r) => r.name).filter((n) => fired.has(n));
}

const foldedNames = new Set(MARKER_RULES.filter((r) => r.on === 'folded').map((r) => r.name));

describe('anchored scan', () => {
  it('derives a start for every folded pattern (none falls back to a whole-text scan)', () => {
    expect(buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded')).unanchored.map((p) => p.re.source)).toEqual([]);
  });

  it('leaves a line-start pattern unanchored (scanned over the whole text), so it is never silently unused', () => {
    const index = buildAnchorIndex([{ name: 'line', patterns: [/(?:^|\n)system:/g, /\bsay\b/g] }]);
    expect(index.unanchored.map((p) => p.re.source)).toEqual(['(?:^|\\n)system:']);
    expect([...index.words.values()].flat().map((e) => e.literal)).toEqual(['say']);
  });

  it("reads a longer literal's own rest after a shorter one: 'be' of 'be|behave' refuses 'be the' and keeps 'be as' and 'behave as'", () => {
    const index = buildAnchorIndex([{ name: 'persona', patterns: [/\b(?:be|behave)\s+as\s+an?\b/g] }]);
    const be = [...index.words.values()].flat().find((e) => e.literal === 'be');
    expect(be?.follow?.triples).not.toBeNull();
    const follow = be?.follow as Follow;
    expect(mayFollow('be the', 2, follow)).toBe(false);
    expect(mayFollow('be as a', 2, follow)).toBe(true);
    expect(mayFollow('behave as a', 2, follow)).toBe(true);
    expect(mayFollow('behold', 2, follow)).toBe(false);
  });

  it("gives a longer literal a follow when a shorter one's branches refuse its next character: 'develop' of 'dev|developer' (dev needs a space)", () => {
    const index = buildAnchorIndex([{ name: 'persona', patterns: [/\b(?:dev|developer)\s+mode\b/g] }]);
    const develop = [...index.words.values()].flat().find((e) => e.literal === 'develop');
    const follow = develop?.follow as Follow;
    expect(follow).not.toBeNull();
    expect(mayFollow('developer mode', 7, follow)).toBe(true);
    expect(mayFollow('development', 7, follow)).toBe(false);
    // A shorter branch that lets the next character through leaves the longer one unfiltered.
    const open = buildAnchorIndex([{ name: 'persona', patterns: [/\b(?:dev\w*|developer)\s+mode\b/g] }]);
    expect([...open.words.values()].flat().find((e) => e.literal === 'develop')?.follow).toBeNull();
  });

  it('splits alternatives only at the top level', () => {
    expect(splitAlternatives(String.raw`a(?:b|c)|[|]d|\|e`)).toEqual(['a(?:b|c)', '[|]d', '\\|e']);
  });

  const texts = [
    ...parseJsonl(readFileSync(path.join(here, 'fixtures/attacks.jsonl'), 'utf8')).map((r) => r.text),
    ...parseJsonl(readFileSync(path.join(here, 'fixtures/benign.jsonl'), 'utf8')).map((r) => r.text),
    ...(existsSync(devSet) ? parseJsonl(readFileSync(devSet, 'utf8')).map((r) => r.text) : []),
  ];

  it(`fires the same folded rules as trying every pattern everywhere (${texts.length} texts)`, () => {
    for (const text of texts) {
      const fast = markerNames(scanInjection(text)).filter((n) => foldedNames.has(n));
      expect({ text, rules: fast }).toEqual({ text, rules: foldedRulesSlow(text) });
    }
  });
});
