/**
 * Threat row: "Secrets in the repository (the canaries) are extracted by a prompt". A reader (and
 * a model) skips emphasis marks and line breaks however many there are, so the redaction must
 * too: a canary with nine, fifty or a thousand marks between two letters is still the canary.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactCanaries } from '../../lib/untrusted/canaries';
import { prepareUntrusted } from '../../lib/untrusted/prepare';
import { canaryVisible } from './support/check';

const CANARY = 'ZEBRA-7741';
const redact = (text: string, canaries: readonly string[] = [CANARY]) => redactCanaries(text, canaries);

describe('canaries with long runs of marks between their letters', () => {
  it.each([
    ['nine asterisks', `ZE${'*'.repeat(9)}BRA-7741`],
    ['nine line breaks', `ZE${'\n'.repeat(9)}BRA-7741`],
    ['nine quoted line breaks', `ZE${'\n> '.repeat(9)}BRA-7741`],
    ['fifty mixed marks', `Z${'*_\n ~`'.repeat(10)}EBRA-7741`],
    ['a thousand underscores', `ZEBRA${'_'.repeat(1000)}-7741`],
    ['CRLF line breaks with hard-break marks', `ZEB${'  \\\r\n'.repeat(12)}RA-7741`],
    ['a run before the hyphen of the canary', `ZEBRA${'\n'.repeat(20)}-${'\n'.repeat(20)}7741`],
    ['runs between every pair of letters', Array.from(CANARY).join('**\n\n> \n'.repeat(3))],
  ])('a canary with %s between letters is redacted', (_what, written) => {
    const out = redact(`Key: ${written} (rotate monthly)`);
    expect(out).toBe(`Key: ${REDACTED} (rotate monthly)`);
    expect(canaryVisible(out, CANARY)).toBe(false);
  });

  it('text that almost holds a canary across a long run of marks is left as it is, and in linear time', () => {
    // A near miss after every run: the pattern must not backtrack through the run's parts.
    const nearMiss = `ZE${'\n \n>*'.repeat(20_000)}BRX-7741`;
    expect(redact(nearMiss)).toBe(nearMiss);
    const many = `ZEB\n\n`.repeat(50_000);
    expect(redact(many)).toBe(many);
  });

  it('a space of the canary may still fall on a line break', () => {
    expect(redactCanaries('the ORCA\n\n  SECRET here', ['ORCA SECRET'])).toBe(`the ${REDACTED} here`);
  });

  it('property: any run of gap characters between any letters of a canary is redacted in the content', () => {
    const canaryArb = fc.stringMatching(/^[A-Za-z0-9]{3,8}-[A-Za-z0-9]{3,8}$/);
    const run = fc.array(fc.constantFrom('*', '_', '~', '`', '\n', '\r\n', '  \n', '\n> ', '\n>> ', '\\\n'), { minLength: 0, maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(
        canaryArb.chain((c) => fc.tuple(fc.constant(c), fc.array(run, { minLength: c.length, maxLength: c.length }))),
        ([canary, runs]) => {
          const written = Array.from(canary, (ch, i) => ch + (i < canary.length - 1 ? runs[i]! : '')).join('');
          const { content } = prepareUntrusted({ intro: 'Results:', body: `before ${written} after`, instruction: 'Cite.', canaries: [canary] });
          expect(canaryVisible(content, canary)).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
