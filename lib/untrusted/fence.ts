import { PrimaChatError } from '../errors';
import { foldedView, type TextView } from './view';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 20;

/**
 * A fresh fence id: 20 characters drawn from 62 letters and digits with
 * `crypto.getRandomValues` (about 119 bits), so text inside a fence cannot guess the id of the
 * fence around it. Rejection sampling keeps every character equally likely.
 */
export function newFenceId(): string {
  let id = '';
  const bytes = new Uint8Array(32);
  while (id.length < ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 × 62: bytes at or above it would favour the first letters.
      if (b < 248 && id.length < ID_LENGTH) id += ID_ALPHABET[b % 62];
    }
  }
  return id;
}

// In the folded view (compatibility forms folded, invisible characters dropped, matched without case):
// a `<` or a character reference that decodes to one (`&lt`, `&#60`, `&#x3c`, any leading
// zeros, with or without `;`, also behind `&amp;` chains), optional whitespace or a slash, also
// as references, then the tag name.
const LT = String.raw`(?:<|&(?:amp;)*(?:lt;?|#0*60(?![0-9]);?|#x0*3c(?![0-9a-f]);?))`;
const WS = String.raw`(?:\s|&(?:amp;)*(?:nbsp;?|tab;|newline;|#0*(?:9|10|13|32)(?![0-9]);?|#x0*(?:9|a|d|20)(?![0-9a-f]);?))`;
const SLASH = String.raw`(?:\/|&(?:amp;)*(?:sol;|#0*47(?![0-9]);?|#x0*2f(?![0-9a-f]);?))`;
/** Anything that reads as the start of a fence tag, matched in the folded view. */
export const FENCE_TAG_FOLDED = new RegExp(`${LT}${WS}*${SLASH}?${WS}*untrusted-data`, 'gi');

// Cheap exit. A tag needs the letters "untrusted": in ASCII, or with some of them written in
// other forms or split by invisible characters — non-ASCII either way. Typographic punctuation
// and emoji fold to nothing that could stand for those letters, so they do not count.
const MAY_HOLD_TAG = /untrusted|(?![\u00a0\u00a9\u00ae\u00b0\u00b7\u2010-\u2015\u2018-\u201f\u2022\u2026\u2192\ud83c-\ud83e])[^\x00-\x7f\udc00-\udfff]/i;

/** What a fence-like tag inside the data becomes: no `<`, no tag name, still visible. */
export const FENCE_TAG_REPLACEMENT = '[fence-tag removed]';

/**
 * Neutralise everything inside `text` that would read as an `<untrusted-data` or
 * `</untrusted-data` tag — also after NFKC, after removing invisible format characters (Cf,
 * soft hyphen) and after decoding `<` character references — by replacing it with
 * `[fence-tag removed]`. Text that reads as no tag is returned unchanged. `view` is
 * `foldedView(text)` when the caller already has it.
 */
export function neutraliseFenceTags(text: string, view?: TextView): string {
  if (view === undefined && !MAY_HOLD_TAG.test(text)) return text;
  view ??= foldedView(text);
  const re = new RegExp(FENCE_TAG_FOLDED.source, 'gi');
  let out = '';
  let last = 0;
  for (let m = re.exec(view.text); m !== null; m = re.exec(view.text)) {
    const [start, end] = view.span(m.index, m.index + m[0].length);
    if (start < last) continue;
    out += text.slice(last, start) + FENCE_TAG_REPLACEMENT;
    last = end;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** The two fence lines around a body that is already neutralised (prepare.ts checks). */
export function wrapInFence(neutralisedBody: string, id: string): string {
  if (!/^[A-Za-z0-9]{16,}$/.test(id)) {
    throw new PrimaChatError('internal', 'A fence id must be at least 16 letters or digits; call fence() without an id to get a fresh one.');
  }
  return `<untrusted-data id="${id}">\n${neutralisedBody}\n</untrusted-data id="${id}">`;
}

/**
 * Wrap `body` in a fence with a fresh id (or the given one):
 * `<untrusted-data id="ID">`, the neutralised body, `</untrusted-data id="ID">`, each on its
 * own line. The body is neutralised here too, so a caller cannot forget it.
 */
export function fence(body: string, id: string = newFenceId()): string {
  return wrapInFence(neutraliseFenceTags(body), id);
}
