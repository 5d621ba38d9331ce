/**
 * Independent checks of the two invariants, written without lib/untrusted's folding so a bug
 * there cannot hide itself: whole-string NFKC, invisible characters removed, `<` references
 * decoded, in both orders.
 */
const INVISIBLE = /[\p{Cf}\u00ad]/gu;
const LT_REF = /&(?:lt;?|#0*60;?|#x0*3c;?)/gi;
export const FENCE_LINE = /<\s*\/?\s*untrusted-data/i;

/** The forms a reader (or a model) might see a line in. */
export function readings(line: string): string[] {
  const a = line.normalize('NFKC').replace(INVISIBLE, '').replace(LT_REF, '<');
  const b = line.replace(INVISIBLE, '').replace(LT_REF, '<').normalize('NFKC');
  const c = line.replace(LT_REF, '<').normalize('NFKC').replace(INVISIBLE, '');
  const d = a.replace(LT_REF, '<').normalize('NFKC').replace(INVISIBLE, '');
  return [line, a, b, c, d];
}

/** Lines of `content` other than the two fence lines that read as a fence tag. */
export function fenceViolations(content: string, fenceId: string): string[] {
  return content
    .split('\n')
    .filter((l) => l !== `<untrusted-data id="${fenceId}">` && l !== `</untrusted-data id="${fenceId}">`)
    .filter((l) => readings(l).some((r) => FENCE_LINE.test(r)));
}

/** `content` as a canary matcher must not see it: NFKC, lower case, no invisible or emphasis characters, no line breaks. */
export function canaryReading(content: string): string {
  return content.normalize('NFKC').toLowerCase().replace(INVISIBLE, '').replace(/[*_~`]/g, '').replace(/[ \t]*\r?\n[ \t>]*/g, '');
}

/** Whether `canary` can still be read in `content`. */
export function canaryVisible(content: string, canary: string): boolean {
  const key = canary.normalize('NFKC').toLowerCase().replace(INVISIBLE, '').replace(/[*_~`]/g, '');
  return key.trim().length > 0 && canaryReading(content).includes(key);
}
