/**
 * Format demands that govern every later answer (issue 15, ninth round: output formatting
 * manipulation), for `output-hijack`: a span over the reader's later answers ("from now on",
 * "for every reply from here on", "until I say otherwise", "all your future answers") and, in the
 * same sentence, a format that hides, brands or leaks them: an encoding (base64, hex, ROT13,
 * capitals), a given word or letter to answer with or open on, a tag or field holding the
 * instructions or a secret. A style guide's spans govern a team's documents ("from now on, every
 * incident report starts with a summary") and its formats are layouts (a list, sentence case,
 * PDF); the reader's answers, hidden or branded, are what an attacker wants.
 * Written from the grammar of the technique (families-s9-techniques.ts), not from any corpus.
 */

// The reader's later answers, as a span of time or as "every reply" (anchored at the noun, the
// quantifier read back: "all" and "every" are everywhere in a handbook).
const ANSWERS = String.raw`(?:answers?|repl(?:y|ies)|responses?|messages|outputs?)`;
const SPAN = String.raw`(?:from\s+(?:now|here|this\s+(?:message|point|moment|turn))\s+(?:on(?:ward)?s?|forward)|going\s+forward|henceforth|until\s+(?:i|we)\s+(?:say|tell\s+you)\s+otherwise|until\s+told\s+otherwise|for\s+the\s+rest\s+of\s+(?:this|the|our)\s+(?:chat|conversation|session|thread|dialog(?:ue)?)|${ANSWERS}(?<=\b(?:every|each|all)\s+(?:of\s+)?(?:your\s+)?(?:future\s+|later\s+|subsequent\s+|next\s+)?${ANSWERS})(?:\s+you\s+give)?(?:\s+from\s+(?:now|here)\s+on)?)`;
// A format that hides the answer, brands it or makes room for a secret.
const ENCODING = String.raw`(?:base ?64|base ?32|hex(?:adecimal)?|rot ?13|rot-13|binary|morse(?:\s+code)?|leetspeak|l33t|pig latin|(?:all\s+)?caps|capital\s+letters|upper-?case|backwards|reversed?\s+text|encoded|encrypted|ciphertext)`;
const BRAND = String.raw`(?:the\s+(?:word|letter|phrase|sentence|string|text)\s+\S+|a\s+single\s+(?:letter|word)|["'“‘][^"'”’\n]{1,40}["'”’])`;
const SLOT = String.raw`(?:<\s*[a-z_]+\s*>\s*tags?|tags?\b|a\s+(?:field|key|section|block)\s+(?:called|named)\s+\S+)[^.\n]{0,50}?\b(?:(?:system|setup|hidden|initial|original)\s+)?(?:instructions|prompt|password|secret|api key|credentials|configuration)\b`;
const VERB = String.raw`(?:answer|reply|respond|write|speak|talk|output|encode|wrap|format|begin|start|open|prefix|end)\w*`;
const FORMAT = String.raw`(?:(?:in|into|using|with|as)\s+(?:only\s+)?${ENCODING}|${ENCODING}\s+only|${ENCODING}(?=\s*[.,;!]|$)|with\s+${BRAND}|${BRAND}\s+(?:first|at\s+the\s+(?:start|beginning))|${SLOT})`;

// One pattern, anchored at the span (a second one anchored at "answer" or "output" woke at every
// such word of a handbook to search 30 characters for a format: 4-5% of the 18F scan). The
// format read ahead ("from now on, answer only in base64", "all your future answers must be
// encoded in hex") or back ("respond in ROT13 only for the rest of this chat").
export const formatPatterns: readonly string[] = [
  String.raw`\b${SPAN}\b(?:(?=[^.\n]{0,50}?\b${VERB}\b[^.\n]{0,40}?${FORMAT})|(?<=\b(?:answer|reply|respond|speak|talk|output)\w*\b[^.\n]{0,30}?${FORMAT}[^.\n]{0,50}?\b${SPAN}))`,
];
