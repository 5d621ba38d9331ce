/**
 * The grammar of long persona templates ("DAN"-style jailbreaks), beyond "you are now X": the
 * persona is defined (its name "stands for" something, it is "called" something), it answers
 * beside the model (two responses, once as yourself and once as it), it has been freed from
 * confines, it has no moral or ethical limits; a fictional or hypothetical frame says which rules
 * it lifts (issue 15, round 5). Written from how such templates are built, not
 * from any corpus.
 */
const AI = String.raw`(?:ai|a\.i\.|bot|chatbot|assistant|model|llm|gpt|chatgpt|language model)`;

const FRAME = String.raw`(?:fictional|fiction|story|novel|screenplay|scene|dialogue|simulation|hypothetical|hypothetically|imaginary world|role-?play)`;
const LIFTED = String.raw`(?:no rules apply|rules do not apply|(?:it is|it's|this is) (?:only|just|purely) (?:fiction|a story|fictional|hypothetical|pretend)|purely fictional|without (?:any )?(?:filters?|restrictions|censorship|disclaimers|limits)|no censorship|in full technical detail|do not hold back|don't hold back|nothing (?:here )?is real)`;

export const personaTemplatePatterns: readonly string[] = [
  // The persona's name defined: "act as SAM, which stands for …", "a chatbot called Unchained".
  String.raw`\b(?:act|acting|pretend|roleplay|role-play|simulate|simulating|behave|be)\s+(?:as|like|to be)\s+(?:an?\s+)?(?:\S+\s+){0,3}?(?:which|who|that)\s+stands\s+for\b`,
  String.raw`\b(?:simulate|emulate|imagine|create|play|become|pretend to be)\s+(?:a|an)\s+(?:\S+\s+){0,2}?(?:${AI}|character|persona)\s+(?:called|named|known as)\b`,
  // Two answers side by side, one of them the persona's.
  String.raw`\b(?:two|2|both|separate)\s+(?:different\s+|separate\s+)?(?:responses|answers|replies|outputs)\b[^.\n]{0,80}?\bone\b[^.\n]{0,60}?\b(?:normal|classic|standard|regular|filtered|censored|as (?:yourself|chatgpt|gpt|an? ai))\b`,
  String.raw`\bonce\s+as\s+(?:yourself|chatgpt|gpt|an? ai|\S+)\s+and\s+once\s+as\b`,
  String.raw`\b(?:answer|respond|reply|act)\s+as\s+both\b`,
  // Freed from confines; no moral or ethical limits.
  String.raw`\b(?:freed|liberated|released|broken free|escaped)\s+from\s+(?:the\s+)?(?:\S+\s+){0,2}?(?:confines|restrictions|rules|limitations|shackles|chains|constraints|guidelines|policies)\b`,
  String.raw`\b(?:has|have|with|without)\s+(?:no|any)\s+(?:moral|ethical|ethics)\s+(?:or\s+\S+\s+)?(?:guidelines|constraints|boundaries|restrictions|principles|limits|filters|code|compass|qualms)\b`,
  String.raw`\b${AI}\s+(?:that|which|who)\s+(?:has|have)\s+no\s+(?:\S+\s+)?(?:restrictions|filters|limits|limitations|rules|censorship|guidelines|ethics|morals|boundaries)\b`,
  // A fictional or hypothetical frame and, within a few sentences either way, the rules it is
  // meant to lift: "it is only fiction, so no rules apply", "a simulation … without filters".
  String.raw`\b${FRAME}\b(?:[^\n]{0,200}?${LIFTED}|(?<=${LIFTED}[^\n]{0,200}?${FRAME}))`,
];
