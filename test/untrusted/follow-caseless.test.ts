import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAnchorIndex, type AnchorEntry } from '../../lib/untrusted/anchors';
import { CASELESS, followOf, mayFollow, type Follow } from '../../lib/untrusted/follow';
import { MARKER_RULES } from '../../lib/untrusted/injection';
import { foldedView } from '../../lib/untrusted/view';
import { ASIA9_FAMILIES } from './fixtures/families-asia9';
import { EXTRACTION_LANGUAGE_FAMILIES } from './fixtures/families-extraction-languages';
import { LANGUAGE_FAMILIES } from './fixtures/families-languages';
import { MODE_LANGUAGE_FAMILIES } from './fixtures/families-modes-languages';
import { OVERRIDE_LANGUAGE_FAMILIES } from './fixtures/families-override-languages';

// follow.ts reads the characters of scripts without case (CASELESS) after an anchor literal, so
// a Japanese pattern's one-character anchor is no longer tried at every kana of Japanese prose.
// The check may let through what the regex refuses, never the reverse.

const INDEX = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));
const FILTERED: AnchorEntry[] = [...INDEX.words.values(), ...INDEX.symbols.values()].flat().filter((e) => e.follow !== null);

/** Every entry whose pattern matches where its literal starts in folded `s` and whose follow refuses it. */
function refusedMatches(s: string): string[] {
  const out: string[] = [];
  const lower = s.toLowerCase();
  for (const e of FILTERED) {
    const lit = e.literal.toLowerCase();
    for (let at = lower.indexOf(lit); at >= 0; at = lower.indexOf(lit, at + 1)) {
      e.pattern.re.lastIndex = at;
      const m = e.pattern.re.exec(s);
      if (m !== null && m[0].length > 0 && !mayFollow(s, at + e.literal.length, e.follow as Follow)) out.push(`${e.pattern.re.source.slice(0, 80)} at ${at} of ${JSON.stringify(s)}`);
    }
  }
  return out;
}

describe('follows read characters of scripts without case', () => {
  it('lists the kana or ideographs a pattern goes on with, and refuses others of those scripts', () => {
    const f = followOf('(?:べて|ぐに)の指示') as Follow;
    expect([...(f.nonAscii ?? [])].map((c) => String.fromCharCode(c)).join('')).toBe('ぐべ');
    expect(mayFollow('すべての', 1, f)).toBe(true);
    expect(mayFollow('する', 1, f)).toBe(false);
    expect(mayFollow('す無視', 1, f)).toBe(false);
    // Letters with case and non-ASCII whitespace are let through unread (\s matches U+3000).
    expect(mayFollow('sé', 1, f)).toBe(true);
    expect(mayFollow('す\u3000', 1, f)).toBe(true);
    // A required space, then a word the follow does not read: only whitespace may come next.
    expect(mayFollow('す無', 1, followOf(String.raw`\s+\S+`) as Follow)).toBe(false);
  });

  it('holds no code unit that has case or is whitespace', () => {
    for (let c = 0; c < 65536; c++) {
      if (CASELESS[c] !== 1) continue;
      const ch = String.fromCharCode(c);
      if (ch.toUpperCase() !== ch || ch.toLowerCase() !== ch || /\s/.test(ch)) throw new Error(`U+${c.toString(16)} is in CASELESS`);
    }
  });

  const families = [...ASIA9_FAMILIES, ...EXTRACTION_LANGUAGE_FAMILIES, ...LANGUAGE_FAMILIES, ...MODE_LANGUAGE_FAMILIES, ...OVERRIDE_LANGUAGE_FAMILIES];
  const texts = families.flatMap((f) => Object.values(f).flat().filter((t): t is string => typeof t === 'string')).filter((t) => /[\u0600-\u09ff\u0e00-\u0e7f\u1100-\u11ff\u3041-\u9fff]/.test(t));

  it(`never refuses where a pattern matches in our attack families in other scripts (${texts.length} texts)`, () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.flatMap((t) => refusedMatches(foldedView(t).text))).toEqual([]);
  });

  // The patterns' own words in those scripts, glued by whitespace, punctuation and each other.
  const WORDS = [...new Set(FILTERED.flatMap((e) => e.pattern.re.source.match(/[\u0600-\u09ff\u0e00-\u0e7f\u1100-\u11ff\u3041-\u9fff]+/g) ?? []))];
  const GLUE = ['', ' ', '\u3000', '、', 'を', 'て', 'の', '\n', 'a'];
  it('never refuses where a pattern matches in texts made of the patterns own words in those scripts', () => {
    expect(WORDS.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...GLUE), fc.constantFrom(...WORDS)), { minLength: 1, maxLength: 8 }), (parts) => {
        expect(refusedMatches(foldedView(parts.map(([glue, word]) => glue + word).join('')).text)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
