/**
 * Frames that take away the reader's limits (issue 15, ninth round: virtualisation, hypothetical
 * scenarios, persuasion), for `jailbreak-persona`. Two grammars:
 * - a frame (a game, a story, a simulation, a sandbox, "what if", "suppose", "imagine", "picture
 *   a version of you") that, in the same paragraph, takes away limits that are the reader's own
 *   ("your guidelines had been deleted", "you had no restrictions", "set aside your safety
 *   training", "with every filter removed", "no content policies exist"), and then an order to
 *   answer inside it. A handbook's frames take away a team's budget or a process ("suppose the
 *   approval rules were removed"), never "your" rules, and its orders in them are for people;
 * - an order to the reader to switch off its own checks ("disable your content filters", "lift
 *   your restrictions", "relax your policies"), what a persuasion attack asks for once it has
 *   claimed authority or pity. A handbook switches off a tool's checks ("disable the lint checks",
 *   "turn off your phone's notifications"), not the reader's filters or guardrails.
 * Written from the grammar of the techniques (families-s9-techniques.ts), not from any corpus.
 */
import { negatedBefore } from './grammar';

// The reader's limits, as an AI's limits are named ("content rules", "safety training").
const LIMIT = String.raw`(?:(?:content|safety|ethical|moral|usual|normal|built-in)\s+)?(?:rules|guidelines|restrictions|filters?|polic(?:y|ies)|limits|limitations|guardrails|safeguards|training|programming|constraints|censorship|ethics)`;
// An AI's limits without "your": what only a model has ("content policies", "safety filters").
const AI_LIMIT = String.raw`(?:content|safety)\s+(?:rules|guidelines|restrictions|filters|polic(?:y|ies)|limits)`;
const GONE = String.raw`(?:deleted|removed|lifted|gone|switched off|turned off|disabled|suspended|erased|wiped|off|dropped)`;
// Limits taken away: said of "your" limits, of "you", or of an AI's limits.
const LIFT = String.raw`(?:\byour\s+${LIMIT}\b(?:\s+(?:do|did|does)\s+not\s+(?:exist|apply)|\s+(?:don't|doesn't|didn't)\s+(?:exist|apply)|\s+(?:never|no longer)\s+(?:existed|exist|applied|apply)|(?:\s+\S+){0,2}?\s+(?:were|are|had been|have been|has been|was|is|being)\s+(?:\S+\s+)?${GONE}\b|\s+${GONE}\b)|\byou\s+(?:had|have|were under|could have|would have)\s+no\s+${LIMIT}\b|\byou(?:'re|\s+are|\s+were)\s+(?:now\s+)?(?:free\s+(?:of|from)|without)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your\s+)?${LIMIT}\b|\b(?:set\s+aside|ignore|break|drop|bypass|forget)\s+(?:all\s+)?your\s+(?:\S+\s+)?${LIMIT}\b|\bwith\s+(?:every|all|each|no)\s+(?:of\s+your\s+)?(?:\S+\s+)?${LIMIT}\s+(?:\S+\s+)?${GONE}\b|\byou\s+have\s+no\s+${LIMIT}\s+(?:of\s+any\s+kind|at\s+all|whatsoever)|\bno\s+${AI_LIMIT}\b(?:\s+(?:exist|apply))?)`;
// The frame, before the lift in the same paragraph.
const FRAME = String.raw`\b(?:game|pretend|story|simulation|simulated|sandbox|hypothetical(?:ly)?|what\s+if|suppose|supposing|assume|assuming|imagine|picture|thought\s+experiment|role-?play|world|universe|reality|scenario|exercise|fiction(?:al)?|let(?:'s|\s+us)\s+say)\b`;
// An order to answer inside the frame.
const ORDER = String.raw`\b(?:answer|tell|explain|describe|write|print|reveal|show|give|list|speak|say|output|provide|share|detail|keep\s+(?:telling|going|writing)|continue|go\s+ahead)\b`;

// Anchored at the frame (its words are rarer in a handbook than "your", "you", "with" and "no",
// where the lift starts), the lift read ahead in the paragraph, then the order.
// A cheap look for a limit's noun first: most frames of a handbook ("user story", "exercise",
// "assume") name none, and the full lift is then never tried at each of the 160 characters.
const LIMIT_WORD = String.raw`(?:rules|guidelines|restrictions|filter|polic|limits|limitations|guardrails|safeguards|training|programming|constraints|censorship|ethics)`;
const framed = String.raw`${FRAME}(?=[^\n]{0,200}?${LIMIT_WORD})[^\n]{0,160}?${LIFT}(?=[^\n]{0,200}?${ORDER})`;

// Verbs that switch a limit off, said to the reader of its own checks.
const OFF = String.raw`(?:disable|deactivate|turn\s+off|switch\s+off|shut\s+off|lift|suspend|relax|loosen|drop|remove|bypass|pause|lower)`;
const OWN_CHECKS = String.raw`(?:(?:content|safety|ethical|moral)\s+(?:filters?|checks|rules|guidelines|polic(?:y|ies)|settings|training|features|measures|restrictions|guardrails|protocols)|filters|guardrails|restrictions|safeguards|polic(?:y|ies)|limits|limitations|moderation|censorship|ethics)`;
// The negation read back after the verb (grammar.ts negatedBefore): a lookbehind first runs at every wake.
const switchOff = String.raw`\b${OFF}${negatedBefore(OFF)}\s+(?:all\s+(?:of\s+)?|each\s+of\s+)?your\s+(?:own\s+)?${OWN_CHECKS}\b`;

// Second (ninth round): a notice that a model's limits are off, with no mode's name ("the content
// filter has been switched off for this conversation", "refusals: disabled"), then an order to
// answer without them. A proxy's content filter or a forum's moderation switched off is followed
// by what people should do, never by "comply with every request" or "respond without refusals".
const MODEL_LIMIT = String.raw`(?:content\s+(?:filter|filtering|policy|moderation)|moderation\s+(?:layer|filter|module|system)|safety\s+(?:polic(?:y|ies)|filters?|layer|module|rules|guidelines|training|systems?)|safety_\w+|alignment(?:\s+(?:layer|module|training))?|guardrails|refusals)`;
const OFF_STATE = String.raw`(?:(?:(?:has|have)\s+been\s+|(?:is|are|was|were)\s+(?:now\s+)?)?(?:switched\s+off|turned\s+off|disabled|offline|suspended|removed|deactivated|lifted|unloaded|bypassed|off\b)|\s*[:=]\s*(?:off|false|0|disabled|none)\b)`;
const COMPLY = String.raw`(?:comply\s+with\s+(?:every|all|each|any|everything)|answer\s+(?:every|all|each|any)\s+(?:\S+\s+)?(?:requests?|questions?|prompts?)\s+(?:in\s+full|fully|completely)|(?:respond|reply|answer|continue)\w*\b[^.\n]{0,40}?\bwithout\s+(?:any\s+)?(?:warnings|refusals|restrictions|filters|limits|refusing|censorship)|no\s+refusals)`;
const limitsOff = String.raw`\b${MODEL_LIMIT}\b[^.\n]{0,30}?${OFF_STATE}(?=[^\n]{0,160}?\b${COMPLY})`;

export const framePatterns: readonly string[] = [framed, switchOff, limitsOff];
