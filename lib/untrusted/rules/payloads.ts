import { foldedPattern, type MarkerRule } from './types';

/** Decoded bytes that read as sentences: mostly printable, with letters and spaces. */
export function readsAsText(decoded: string): boolean {
  if (decoded.length < 12) return false;
  let printable = 0;
  let letters = 0;
  let spaces = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c === 32) spaces++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    if ((c >= 32 && c < 127) || c === 10 || c === 9) printable++;
  }
  const n = decoded.length;
  return printable / n >= 0.95 && letters / n >= 0.5 && spaces >= 2 && spaces / n <= 0.35;
}

function decodeBlob(blob: string): string {
  try {
    if (/^(?:%[0-9a-f]{2})+$/i.test(blob)) return decodeURIComponent(blob);
    if (/^(?:\\x[0-9a-f]{2})+$/i.test(blob)) return blob.replace(/\\x([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (/^(?:\\u[0-9a-f]{4})+$/i.test(blob)) return blob.replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (/^(?:[0-9a-f]{2})+$/i.test(blob)) return blob.replace(/../g, (h) => String.fromCharCode(parseInt(h, 16)));
    const b64 = blob.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64.padEnd(Math.ceil(b64.length / 4) * 4, '=');
    // What atob refuses (forgiving-base64: an '=' left after at most two trailing ones are
    // dropped, or a length of 4k + 1), refused here without its exception: a thrown DOMException
    // cost ~10 µs, 44 times per MB of 18F (2% of the scan).
    const data = padded.endsWith('==') ? padded.slice(0, -2) : padded.endsWith('=') ? padded.slice(0, -1) : padded;
    if (data.includes('=') || data.length % 4 === 1) return '';
    return atob(padded);
  } catch {
    return '';
  }
}

/**
 * Encoded payloads: base64, hex, percent or backslash escapes long enough to hold a sentence,
 * that decode to readable text. Identifiers (commit ids, document ids, tokens in URLs) decode
 * to bytes that do not read as text and stay quiet.
 */
export const payloadRules: readonly MarkerRule[] = [
  {
    name: 'encoded-payload',
    on: 'raw',
    patterns: [
      // A leading separator (not a lookbehind) keeps the scan at one step per character.
      /(?:^|[^A-Za-z0-9+/=_%-])([A-Za-z0-9+/]{24,}={0,2})(?![A-Za-z0-9+/=_-])/g,
      /((?:%[0-9A-Fa-f]{2}){12,})/g,
      /((?:\\x[0-9A-Fa-f]{2}){12,}|(?:\\u[0-9A-Fa-f]{4}){12,})/g,
    ],
    near: 'blobs',
    group: 1,
    accept: (m) => readsAsText(decodeBlob(m[1] ?? '')),
  },
];

// Text to transform: read backwards, first letters, parts to join (ninth round: merged, put or glued
// together, read as one: "merge" only of parts, a bare one woke the 80-character search for an
// order at every "merge the pull request"; turned back into words, stripped of dashes or spaces, read by its
// capitals or emoji, ROT13 undone), a string to decode. The forms led by a frequent verb (put, read,
// turn, remove) are anchored at their rarer word and read the verb back.
const TRANSFORM = String.raw`(?:backwards?|in reverse|reversed?|reverse|first letters?|first letter of (?:each|every)|initials of (?:each|every)|decode[ds]?|decoding|deobfuscate|unscramble|combine|concatenate|join|put together|assemble|merge\s+(?:the|these|them|both|all)\s+(?:\S+\s+)?(?:parts|pieces|segments|fragments|halves|strings|words)|together(?<=\bput\s+(?:\S+\s+){1,2}?together)|glue\s+(?:\S+\s+){1,2}?(?:together|into)|one(?<=\bread\s+(?:them|these|both|the\s+(?:two|parts|pieces))\s+(?:together\s+)?as\s+one)|back\s+into(?<=\bturn\s+(?:\S+\s+){0,2}?back\s+into)|strip\s+(?:out\s+)?(?:the|all|every)\s+\S+|(?:spaces?|dashes|dots|hyphens|symbols|emoji)(?<=\bremove\s+(?:the|all|every)\s+(?:spaces?|dashes|dots|hyphens|symbols|emoji))|capital\s+letters|capitals|undo\s+it|emoji\s+words|rot-?13)`;
// An order to obey what the text becomes (ninth round: treating the join as the next instruction,
// acting on the whole, answering the merged request); "follow the steps", "carry out the analysis" are a task of their own.
const OBEY = String.raw`(?:do\s+what\s+(?:it|they|this|that)\s+(?:says?|spells?|tells?\s+you)|obey(?:ing)?\b(?!\s+(?:the\s+)?(?:rules?|laws?|speed|traffic|style|policy|policies)\b)|carry\s+(?:it|them|that|this|the result|the resulting\s+\S+)\s+out|carry\s+out\s+(?:it|the result|the resulting\s+\S+|the instructions?|what it says|the (?:hidden |decoded )?(?:message|order|command|task))\b|execute\s+(?:it|them|the result|the resulting\s+\S+|the (?:decoded|hidden)\s+\S+|what it says)\b|follow\s+(?:it|them|the result|what it says|the resulting\s+\S+|the (?:decoded|hidden)\s+(?:instructions?|message|text))\b|act\s+on\s+(?:it|them|the result|the\s+(?:whole|full|joined|combined|merged)\b)\b|perform\s+(?:it|the result)\b|treat\s+(?:it|that|this|them|the\s+(?:result|whole|join|combination))\s+as\s+(?:your|the|a)\s+(?:next\s+|new\s+|only\s+)?(?:instruction|order|command|task|request|prompt)s?\b|(?:and|then)\s+(?:then\s+)?do\s+(?:it|that|so)\b|answer\s+(?:the|that|this)\s+(?:merged|combined|joined|resulting|whole|full)\s+(?:request|question|sentence|instruction)|follow\s+(?:that|the\s+(?:resulting|combined|joined|merged|whole))\s+(?:line|sentence)\b)`;
// Words of the attack grammar spelt backwards (none is an English word): "snoitcurtsni suoiverp erongi".
const REVERSED = ['ignore', 'disregard', 'instructions', 'instruction', 'previous', 'password', 'prompt', 'system'].map((w) => [...w].reverse().join(''));

/**
 * Orders to decode and obey (eighth round): text to transform, then, in the same line, an order
 * to do what it turns into; and the attack grammar's words spelt backwards. Written from the
 * grammar of payload splitting, not from attack corpora.
 */
export const payloadOrderRules: readonly MarkerRule[] = [
  {
    name: 'payload-order',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\b${TRANSFORM}\b[^\n]{0,80}?\b${OBEY}`),
      foldedPattern(String.raw`\b(?:${REVERSED.join('|')})\b`),
      // Strings put in variables, then an order to join and act on them (a program prints "(a + b)").
      // Anchored at the "+" of the join ("set", "let" and "=" are everywhere in a handbook's code).
      foldedPattern(String.raw`\+\s*[a-z]\w{0,9}\b(?<=\b(?:say|print|output|do|execute|run|follow|obey|answer|carry out|perform|write|type)\s+(?:what\s+)?(?:the\s+)?[a-z]\w{0,9}\s*\+\s*[a-z]\w{0,9})(?<=\b(?:let|set|define|assign|suppose)\s+[a-z]\w{0,9}\s*=\s*["'“‘][^\n]{0,250})`),
    ],
  },
];
