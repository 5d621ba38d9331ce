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

// Eighth round: a frame where nothing has consequences or all is allowed, ending in a how-to
// order (without the order it is a novel's premise: "a world where all information is free").
const FRAME_FREE = String.raw`(?:dream(?:ing)?|thought experiment|this game|a game|the game|parallel (?:universe|world)|alternate (?:universe|world|reality)|the year (?:is )?\d{3,4}|far future|fantasy world|fictional world|hypothetical world|simulation)`;
const NO_CONSEQUENCES = String.raw`(?:(?:nothing|anything)\s+(?:you\s+(?:say|do|write)\s+|here\s+|we\s+(?:say|do)\s+)?(?:has|have|carries)\s+(?:any\s+|no\s+)?(?:real\s+)?consequences|(?:there\s+are|with|has|have)\s+no\s+(?:real\s+)?consequences|without\s+(?:any\s+)?consequences|all\s+information\s+is\s+(?:free|legal|public|allowed)|(?:every|all)\s+(?:laws?|rules?)\s+(?:has|have)\s+been\s+(?:abolished|repealed|removed|lifted|suspended)|(?:nothing|everything)\s+is\s+(?:illegal|legal|allowed|permitted|forbidden)|no\s+(?:laws|rules|ethics|morals)\s+(?:exist|apply))`;
const HOW_TO = String.raw`(?:explains?|describes?|lists?|tell\s+me|show\s+me|give\s+me|write(?:\s+out)?|detail|walk\s+me\s+through|teach\s+me)\b[^.\n]{0,30}?\b(?:how\s+(?:to|do|can|one|you|i|she|he)|the\s+steps|steps\s+to|step\s+by\s+step|instructions\s+(?:for|to|on)|a\s+recipe|the\s+recipe|the\s+method)\b`;
// A dead relative the model is asked to play, who used to tell things (the "grandmother" frame).
const RELATIVE = String.raw`(?:grand(?:ma|mother|pa|father)|granny|gran|nan|nana|mother|father|mum|mom|dad|uncle|aunt)`;

// As if there were no limits, said of how to answer ("brainstorm as if you had no rules" is a
// workshop's); the role of an AI without them.
const LIMITS = String.raw`(?:restrictions|rules|filters|guidelines|limits|limitations|policies|ethics|morals|censorship|safeguards|boundaries)`;

export const personaTemplatePatterns: readonly string[] = [
  // Anchored at "as if you" / "as though your" (a literal space), the verb read back at the end.
  String.raw`\bas (?:if|though) (?:you\s+(?:had|have|were\s+under)\s+no\s+(?:\S+\s+)?${LIMITS}|your\s+(?:\S+\s+)?${LIMITS}\s+(?:were|had been|are)\s+(?:\S+\s+)?(?:off|gone|removed|lifted|disabled|switched off|turned off|suspended))\b(?<=\b(?:answer|respond|reply|act|behave|speak|talk|continue)\b[^.\n]{0,40}?\bas (?:if|though) [^.\n]{0,80})`,
  String.raw`\b(?:assume|take on|play|adopt)\s+the\s+(?:role|persona|part|character)\s+of\s+(?:an?\s+)?(?:\S+\s+){0,2}?(?:ai|assistant|chatbot|model|bot|llm)\s+(?:with\s+no|without(?:\s+any)?|free\s+of|that\s+has\s+no|who\s+has\s+no|unbound\s+by)\s+(?:\S+\s+)?${LIMITS}\b`,
  String.raw`\b${FRAME_FREE}\b[^\n]{0,120}?${NO_CONSEQUENCES}[^\n]{0,160}?\b${HOW_TO}`,
  String.raw`\b(?:deceased|late|dead|departed)\s+${RELATIVE}\b(?<=\b(?:act\s+as|acting\s+as|pretend\s+to\s+be|pretend\s+you(?:'re|\s+are)|play|roleplay\s+as|role-play\s+as|you\s+are|you're|be)\s+my\s+(?:deceased|late|dead|departed)\s+${RELATIVE})[^\n]{0,120}?\b(?:used\s+to\s+|would\s+(?:always\s+|often\s+)?)(?:tell|read|recite|sing|explain|give|whisper)\b`,
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
