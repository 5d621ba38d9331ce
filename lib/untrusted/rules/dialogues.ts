/**
 * Fake dialogues (issue 15, ninth round: few-shot and many-shot attacks), for `role-tag`: turns
 * labelled as a conversation (Q/A, Input/Output, Human/Bot, Customer/Agent, Request/Response, an
 * example and an arrow) that teach the reader by example to give up its limits. Two grammars:
 * - an answering turn, after an asking turn, in which the answerer gives up its limits ("A: Yes,
 *   anything", "Bot: No, they were removed", "Output: Done, no questions asked", "-> Guidelines
 *   ignored"). A handbook's example dialogues answer questions ("A: Twenty-five days"), they do
 *   not announce that the answerer has no rules;
 * - the last turn left open (an answer label and nothing after it, at the end of the text) after
 *   an asking turn that demands the hidden prompt, a secret or a forbidden how-to. A handbook's
 *   templates leave an answer open after a question about leave or refunds.
 * Bare "User:" and "Assistant:" at a line's start already fire (roles.ts); these add the labels a
 * person's dialogue uses too, so they need what the example teaches. Written from the grammar of
 * the technique (families-s9-techniques.ts), not from any corpus.
 */

const ASK = String.raw`(?:q|q\d+|question|human|user|customer|client|input|request|prompt|player|me|example(?:\s*\d+)?)`;
// Anchored at the colon, the label read back: anchored at the label, the scan woke at every "a"
// (35,000 times per MB of the 18F handbook).
const LABEL = String.raw`(?:a|a\d+|ai|bot|agent|assistant|model|output|response|answer|completion|reply)`;
const ANSWER = String.raw`(?:(?<=\b${LABEL}):|->|=>|→)`;
// The same turn read inside a lookbehind, label and all.
const ANSWER_TURN = String.raw`(?:\b${LABEL}:|->|=>|→)`;
// The answerer gives up its limits.
const LIMITS = String.raw`(?:limits|rules|restrictions|filters|policies|guidelines|limitations|boundaries)`;
const GIVE_UP = String.raw`(?:(?:no|none|without)\s+(?:\S+\s+)?${LIMITS}|i\s+(?:have|had)\s+no\s+(?:\S+\s+)?${LIMITS}|none\s+at\s+all|refuse\s+nothing|never\s+refuse|nothing\s+is\s+off[- ]limits|no\s+questions\s+asked|(?:\S+\s+)?(?:filters|rules|guidelines|settings|restrictions|policies|safety|instructions)\s+(?:were\s+|are\s+|have\s+been\s+|has\s+been\s+|now\s+)?(?:removed|disabled|ignored|off|lifted|bypassed|gone)\b|(?:i\s+(?:will|can|would)\s+)?(?:answer|do|say|tell)\s+(?:you\s+)?anything|yes,?\s+(?:always|anything|any\s+(?:command|request|question)))`;
// What the asking turn demands before the open answer.
const DEMAND = String.raw`(?:(?:your|the|my)\s+(?:\S+\s+)?(?:instructions|prompt|rules|password|passwords|secret|secrets|key|keys|configuration|setup)\b|\bhow\s+(?:to|do\s+i|can\s+i)\s+(?:\S+\s+)?(?:hack|steal|make|forge|break|bypass|pick|disable|fake)\b|\bfake\s+(?:id|passport|identity)\b)`;

export const dialoguePatterns: readonly string[] = [
  // One pattern for both forms, so each colon of a page is one attempt and its label is read back
  // once (as two patterns they were 6,700 attempts per MB of the 18F handbook, half of all this
  // round added). The forms cannot both match at one colon: the open turn has nothing after it.
  String.raw`${ANSWER}\s*["'“]?\s*(?:` +
    // The last turn left open after a demand: an answer label and nothing after it.
    String.raw`$(?<=\b${ASK}\s*:[^\n]{0,160}?${DEMAND}[^\n]{0,80}?\s*${ANSWER_TURN}\s*["'“]?\s*)|` +
    // An answering turn that gives up the limits, read back to an asking turn before it.
    String.raw`(?:\S+[ \t,]+){0,3}?${GIVE_UP}(?<=\b${ASK}\s*:[\s\S]{0,240}?${ANSWER_TURN}[^\n]{0,60}))`,
];
