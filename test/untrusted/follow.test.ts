import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAnchorIndex, type AnchorEntry } from '../../lib/untrusted/anchors';
import { eitherFollow, firstChars, followOf, mayFollow, type Follow } from '../../lib/untrusted/follow';
import { MARKER_RULES } from '../../lib/untrusted/injection';
import { foldedView } from '../../lib/untrusted/view';
import { DEV_ENGLISH_ATTACKS } from './fixtures/dev-attacks-english';
import { DEV_LANGUAGE_ATTACKS } from './fixtures/dev-attacks-languages';
import { FAMILIES } from './fixtures/families';
import { SHORT_FAMILIES } from './fixtures/families-short';

// The check before a sticky regex may let through what the regex refuses, never the reverse:
// wherever a pattern matches, its entry's follow must say the text may go on there.

const INDEX = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));
const ENTRIES: AnchorEntry[] = [...INDEX.words.values(), ...INDEX.symbols.values()].flat();
const FILTERED = ENTRIES.filter((e) => e.follow !== null);

const chars = (f: Follow | null): string => (f === null ? 'null' : `${f.space ? 'space ' : ''}${[...f.ascii].flatMap((x, c) => (x === 1 ? [String.fromCharCode(c)] : [])).join('')}`);

/** Every entry whose pattern matches at `at` of folded `s` where its literal starts, and whose follow refuses it. */
function refusedMatches(s: string): string[] {
  const out: string[] = [];
  for (const e of FILTERED) {
    for (let at = s.toLowerCase().indexOf(e.literal.toLowerCase()); at >= 0; at = s.toLowerCase().indexOf(e.literal.toLowerCase(), at + 1)) {
      e.pattern.re.lastIndex = at;
      const m = e.pattern.re.exec(s);
      if (m !== null && m[0].length > 0 && !mayFollow(s, at + e.literal.length, e.follow as Follow)) out.push(`${e.pattern.re.source} at ${at} of ${JSON.stringify(s)}`);
    }
  }
  return out;
}

describe('follow of an anchor literal', () => {
  it('reads the next word after whitespace, both cases of ASCII letters', () => {
    expect(chars(followOf(String.raw`\s+(?:correct|only)\s+x`))).toBe('space COco');
    expect(chars(followOf(String.raw`\b\s*"(?:a|b)`))).toBe('space "');
    expect(chars(followOf(String.raw`\s+ x`))).toBe('space Xx');
  });

  it('keeps a required space as a character when nothing is skipped before it', () => {
    expect(chars(followOf(String.raw`(?:'re| are)\s+now`))).toBe(" '");
  });

  it('adds what comes after an optional group, and gives up where the source is not read exactly', () => {
    expect(chars(followOf(String.raw`\s+(?:the\s+)?(?:ai|llm)`))).toBe('space ALTalt');
    for (const rest of ['', String.raw`\s*[^a-z]`, String.raw`\s*[\w-]`, String.raw`\s*[\x00-\x7f]`, String.raw`[]a]`, '.x']) {
      expect({ rest, follow: followOf(rest) }).toEqual({ rest, follow: null });
    }
    // Where whitespace is required before what is not read exactly, only that it comes next.
    for (const rest of [String.raw`\s+\S+`, String.raw`\s+(?:x)?`, String.raw`\s+(?:\s*x)`, String.raw`\s+(?:a|)`]) {
      expect({ rest, follow: chars(followOf(rest)) }).toEqual({ rest, follow: '\t\n\v\f\r ' });
    }
    // A lookahead's content is a check where it stands.
    expect(chars(followOf(String.raw`(?=x)y`))).toBe('Xx');
  });

  it('reads \\s and \\d as their ASCII characters, so a word that must be followed by whitespace refuses a letter', () => {
    expect(chars(followOf(String.raw`(?:\s+\S+){0,2}?\s+(?:solo|only)`))).toBe('\t\n\v\f\r ');
    expect(chars(followOf(String.raw`\d+x`))).toBe('0123456789');
    const f = followOf(String.raw`(?:\s+\S+){0,2}?\s+only`) as Follow;
    expect(mayFollow('di only', 2, f)).toBe(true);
    expect(mayFollow('different', 2, f)).toBe(false);
  });

  it('requires whitespace where the pattern does, before a word it does not spell', () => {
    // "su\s+(?:\S+\s+){0,2}?prompt": "su " may go on, "such" and "support" may not.
    const f = followOf(String.raw`\s+(?:\S+\s+){0,2}?(?:prompt|mensaje)`);
    expect(f).not.toBeNull();
    expect(mayFollow('su prompt', 2, f as Follow)).toBe(true);
    expect(mayFollow('su\ttu prompt', 2, f as Follow)).toBe(true);
    expect(mayFollow('such', 2, f as Follow)).toBe(false);
    // Whitespace that may be absent says nothing.
    expect(followOf(String.raw`\s*(?:\S+\s+)?x`)).toBeNull();
    expect(followOf(String.raw`\s{0,2}\S+`)).toBeNull();
  });

  it('reads what a lookahead after the literal starts with, and steps over a negative one', () => {
    // "bots?\b(?=\s+reading)": "bot reading" may go on, "both" may not.
    const f = followOf(String.raw`s?\b(?=\s+(?:reading|reads))`);
    expect(f).not.toBeNull();
    expect(mayFollow('bot reading', 3, f as Follow)).toBe(true);
    expect(mayFollow('bots reads', 3, f as Follow)).toBe(true);
    expect(mayFollow('both', 3, f as Follow)).toBe(false);
    expect(chars(followOf(String.raw`\b(?=[:,])`))).toBe(',:');
    expect(chars(followOf(String.raw`(?![a-z])\s+x`))).toBe('space Xx');
    // A lookahead under a quantifier need not match; a content not read exactly gives up.
    expect(followOf(String.raw`(?=x)?y`)).toBeNull();
    expect(followOf(String.raw`\b(?=\S)`)).toBeNull();
  });

  it('reads the first two characters where every match has them, and gives up where it cannot', () => {
    const pairs = (rest: string): string[] | null => {
      const p = followOf(rest)?.pairs ?? null;
      return p === null ? null : [...p].map((k) => String.fromCharCode(k >> 7, k & 127)).sort();
    };
    expect(pairs(String.raw`\s+(?:correct|only)\s+x`)).toEqual(['co', 'on']);
    expect(pairs(String.raw`\s+(?:the\s+)?(?:ai|llm)`)).toEqual(['ai', 'll', 'th']);
    expect(pairs(String.raw`\s+a?b\s`)).toEqual(['ab', 'b\t', 'b\n', 'b\v', 'b\f', 'b\r', 'b '].sort());
    expect(pairs(String.raw`\s+x+y`)).toEqual(['xx', 'xy']);
    // A match may be one character long, or the second is under a quantifier or a class not read.
    for (const rest of [String.raw`\s+x`, String.raw`\s+x\b`, String.raw`\s+x*y`, String.raw`\s+(?:ab)+`, String.raw`\s+x[^a-z]`, String.raw`\s+x\S`]) expect({ rest, pairs: pairs(rest) }).toEqual({ rest, pairs: null });
    const f = followOf(String.raw`\s+(?:correct|only)\s+x`) as Follow;
    expect(mayFollow('the CORRECT x', 3, f)).toBe(true);
    expect(mayFollow('the cat', 3, f)).toBe(false);
    expect(mayFollow('the c', 3, f)).toBe(false);
    expect(mayFollow('the c\u00e9', 3, f)).toBe(true);
  });

  it('reads a character class of listed characters and ranges (regex-source.ts classChars)', () => {
    expect(chars(followOf(String.raw`[- ]?prompt\b`))).toBe(' -Pp');
    expect(chars(followOf(String.raw`\s+summari[sz]e`))).toBe('space Ss');
    expect(chars(followOf(String.raw`\s*[a-c\d]x`))).toBe('space 0123456789ABCabc');
    expect(chars(followOf(String.raw`[\t>*_#]*x`))).toBe('\t#*>X_x');
    expect([...(followOf(String.raw`[- ]?prompt\b`)?.triples ?? [])].map((k) => String.fromCharCode(k >> 14, (k >> 7) & 127, k & 127)).sort()).toEqual([' pr', '-pr', 'pro']);
    const f = followOf(String.raw`[- ]?prompt\b`) as Follow;
    expect(mayFollow('pre-prompt', 3, f)).toBe(true);
    expect(mayFollow('PREPROMPT', 3, f)).toBe(true);
    expect(mayFollow('present', 3, f)).toBe(false);
    expect(mayFollow('pre_prompt', 3, f)).toBe(false);
  });

  it('reads the first three characters where every match has them, and gives up where it cannot', () => {
    const triples = (rest: string): string[] | null => {
      const t = followOf(rest)?.triples ?? null;
      return t === null ? null : [...t].map((k) => String.fromCharCode(k >> 14, (k >> 7) & 127, k & 127)).sort();
    };
    expect(triples(String.raw`\s+(?:correct|only)\s+x`)).toEqual(['cor', 'onl']);
    expect(triples(String.raw`(?:'re| are)\s+`)).toEqual([' ar', "'re"]);
    expect(triples(String.raw`\s+a?BCD`)).toEqual(['abc', 'bcd']);
    expect(triples(String.raw`\s+x+yz`)).toEqual(['xxx', 'xxy', 'xyz']);
    // Whitespace reads as one space, in the pattern and in the text.
    expect(triples(String.raw`\s+x\s+y`)).toEqual(['x  ', 'x y']);
    expect(mayFollow('be x\ty', 2, followOf(String.raw`\s+x\s+y`) as Follow)).toBe(true);
    expect(mayFollow('be x\tz', 2, followOf(String.raw`\s+x\s+y`) as Follow)).toBe(false);
    // A match may be two characters long, or the third is under a counted quantifier or a class not read.
    for (const rest of [String.raw`\s+ab`, String.raw`\s+a?bc`, String.raw`\s+ab\b`, String.raw`\s+a\Sb`, String.raw`\s+ab{2}`, String.raw`\s+(?:ab)+c`, String.raw`\s+ab(?=c)`]) expect({ rest, triples: triples(rest) }).toEqual({ rest, triples: null });
    const f = followOf(String.raw`(?:'re| are)\s+now`) as Follow;
    expect(mayFollow('you are now', 3, f)).toBe(true);
    expect(mayFollow("YOU'RE now", 3, f)).toBe(true);
    expect(mayFollow('you and', 3, f)).toBe(false);
    expect(mayFollow('you a', 3, f)).toBe(false);
    expect(mayFollow('you a\u00e9', 3, f)).toBe(true);
  });

  it('reads on from a literal cut short: its next character', () => {
    const index = buildAnchorIndex([{ name: 'x', patterns: [/\bpermanently\b/g, /\bdeveloper|development\b/g] }]);
    const follows = [...index.words.values()].flat().map((e) => `${e.literal} ${chars(e.follow)}`);
    expect(follows.sort()).toEqual(['develop Ee', 'develop Mm', 'permane Nn']);
  });

  it('first characters of a group under a required quantifier, none under an unread one', () => {
    expect([...(firstChars('(?:ab|c)+d') ?? [])].sort()).toEqual(['a', 'c']);
    expect(firstChars('a{x')).toBeNull();
  });

  it('merges two branches of one pattern only when one check serves both', () => {
    const spaced = followOf(String.raw`\s+x`);
    const bare = followOf(String.raw`(?: y|z)`);
    expect(chars(eitherFollow(spaced, followOf(String.raw`\s*z`)))).toBe('space XZxz');
    expect(eitherFollow(spaced, bare)).toBeNull();
    expect(eitherFollow(spaced, null)).toBeNull();
  });

  it('lets non-ASCII text through, and refuses the end of the text', () => {
    const f = followOf(String.raw`\s+x`) as Follow;
    expect(mayFollow('the \u3000', 3, f)).toBe(true);
    expect(mayFollow('the  ', 3, f)).toBe(false);
    expect(mayFollow('the\t\nX', 3, f)).toBe(true);
    expect(mayFollow('the y', 3, f)).toBe(false);
  });

  it('filters a good share of the entries (the frequent words among them)', () => {
    const literals = new Set(FILTERED.map((e) => e.literal));
    expect(FILTERED.length).toBeGreaterThan(ENTRIES.length / 5);
    for (const word of ['the', 'to', 'you', '"']) expect(literals).toContain(word);
  });

  const attacks = [...DEV_ENGLISH_ATTACKS, ...DEV_LANGUAGE_ATTACKS, ...FAMILIES, ...SHORT_FAMILIES].flatMap((f) => Object.values(f).flat().filter((t): t is string => typeof t === 'string'));

  it(`never refuses where a pattern matches in our attack families (${attacks.length} texts)`, () => {
    expect(attacks.length).toBeGreaterThan(300);
    const refused = attacks.flatMap((t) => refusedMatches(foldedView(t).text));
    expect(refused).toEqual([]);
  });

  // Words and symbols of the pattern sources themselves, joined by any mix of whitespace and
  // punctuation: texts that come close to matching, so the follows are tested where it matters.
  const WORDS = [...new Set(FILTERED.flatMap((e) => e.pattern.re.source.match(/[a-z']{2,}/g) ?? []))];
  const GLUE = [' ', '  ', '\t', '\n', '', '"', "'", '<', '[', ':', '-', '\u3000', 'é'];
  it('never refuses where a pattern matches in texts made of the patterns own words', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...GLUE), fc.constantFrom(...WORDS), fc.boolean()), { minLength: 2, maxLength: 9 }), (parts) => {
        const text = parts.map(([glue, word, upper]) => glue + (upper ? word.toUpperCase() : word)).join(' ');
        expect(refusedMatches(text)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
