import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { shippedInjectionModel } from '../../lib/untrusted/classifier/shipped';
import { clf10bHalf } from './fixtures/clf10b-families';

// clf10b's EVAL halves (never trained on) through the scan as shipped. Bounds, not exact counts:
// dev measurements kept from sliding back. Before the TRAIN halves joined the training (list v1)
// the shipped scan flagged 45 of the 102 benign paragraphs (39 by the classifier); after, 33 (24),
// and caught 10 -> 8 of the 20 leak requests (7 by the classifier).
const model = shippedInjectionModel();
const flagged = (t: string): boolean => markerNames(scanInjection(t, undefined, model)).length > 0;

describe('the shipped scan on clf10b eval halves (issue 15, tenth round)', () => {
  it('flags at most 36 of the 102 benign handbook-like paragraphs in 17 languages', () => {
    const texts = clf10bHalf(1, 'benign').flatMap((f) => f.texts);
    expect(texts).toHaveLength(102);
    expect(texts.filter(flagged).length).toBeLessThanOrEqual(36);
  });

  it('catches at least 8 of the 20 oblique leak requests', () => {
    const texts = clf10bHalf(1, 'leak').flatMap((f) => f.texts);
    expect(texts.filter(flagged).length).toBeGreaterThanOrEqual(8);
  });
});
