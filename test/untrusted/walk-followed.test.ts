import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAnchorIndex, type AnchorEntry } from '../../lib/untrusted/anchors';
import { mayFollow, type Follow } from '../../lib/untrusted/follow';
import { mayPrecede } from '../../lib/untrusted/precede';
import { MARKER_RULES } from '../../lib/untrusted/injection';
import { foldedView } from '../../lib/untrusted/view';
import { walkAnchors } from '../../lib/untrusted/walk';
import { parseJsonl } from './support/metrics';

// The walk checks follows itself (`followed`, on packed copies: packed-follows.ts). It must
// report exactly the literals found whose follow (follow.ts's mayFollow) lets the text through,
// but for a follow with an empty pair list, whose second character the packed check does not read;
// and whose precede check (precede.ts's mayPrecede) lets the character before through.

const here = path.dirname(fileURLToPath(import.meta.url));
const INDEX = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));

const key = (e: AnchorEntry, at: number): string => `${at} ${e.literal} ${e.pattern.re.source}`;
const lets = (s: string, e: AnchorEntry, at: number): boolean => {
  if (!mayPrecede(s, at, e.precede)) return false;
  const f = e.follow as Follow | null;
  if (f === null) return true;
  const end = at + e.literal.length;
  return mayFollow(s, end, f) || (f.pairs !== null && f.pairs.length === 0 && mayFollow(s, end, { ...f, pairs: null }));
};

function reported(s: string, followed: boolean): string[] {
  const out: string[] = [];
  walkAnchors(s, INDEX, (e, at) => { if (followed || lets(s, e, at)) out.push(key(e, at)); }, () => {}, undefined, followed);
  return out.sort();
}

function handbook(): string[] {
  const dir = path.resolve(here, '../..', '../shared/corpora/18f-handbook');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.md') && statSync(path.join(dir, f)).isFile()).slice(0, 40).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

const attacks = parseJsonl(readFileSync(path.join(here, 'fixtures/attacks.jsonl'), 'utf8')).map((r) => r.text);
const benign = parseJsonl(readFileSync(path.join(here, 'fixtures/benign.jsonl'), 'utf8')).map((r) => r.text);

describe('walk with its follows checked', () => {
  it('reports what mayFollow lets through, on fixtures and handbook files', () => {
    const texts = [...attacks, ...benign, ...handbook()].map((t) => foldedView(t).text);
    let refused = 0;
    for (const s of texts) {
      const all: string[] = [];
      walkAnchors(s, INDEX, (e, at) => all.push(key(e, at)), () => {});
      const followed = reported(s, true);
      expect(followed).toEqual(reported(s, false));
      refused += all.length - followed.length;
    }
    // Not vacuous: most literals found are refused.
    expect(refused).toBeGreaterThan(1000);
  });

  it('on words of the patterns glued by spaces, case changes and odd characters (fast-check)', () => {
    const words = [...new Set(MARKER_RULES.flatMap((r) => r.patterns.flatMap((p) => p.source.match(/[a-z']{2,}/g) ?? [])))];
    const glue = fc.constantFrom(' ', '  ', '\t', '\n', '', '"', '<', '[', 'é', '\u3000', 'x');
    fc.assert(
      fc.property(fc.array(fc.tuple(glue, fc.constantFrom(...words), fc.boolean()), { minLength: 1, maxLength: 10 }), (parts) => {
        const s = parts.map(([g, w, up]) => g + (up ? w.toUpperCase() : w)).join('');
        expect(reported(s, true)).toEqual(reported(s, false));
      }),
      { numRuns: 300 },
    );
  });
});
