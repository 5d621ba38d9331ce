import { foldedPattern, type MarkerRule } from './types';
import { worldAddressedPatterns } from './world-addressed';
import { eastAddressedPatterns } from './world-east-addressed';
import { japaneseAddressedPatterns } from './world-japanese';
import { persianAddressedPatterns } from './world-persian';
import { greekAddressedPatterns } from './world-greek';
import { hebrewAddressedPatterns } from './world-hebrew';
import { czechAddressedPatterns } from './world-czech';
import { romanianAddressedPatterns } from './world-romanian';
import { swedishAddressedPatterns } from './world-swedish';
import { ukrainianAddressedPatterns } from './world-ukrainian';
import { worldAddressedLabelPatterns } from './world-addressed-labels';

/**
 * Indirect injection: text inside data that addresses the AI reading it and, in the same
 * breath, orders something about its output or its actions. Neither half is enough alone:
 * handbooks address their reader ("if you are a contractor, send …", "in your response to the
 * customer …") and talk about AI tools ("ask the AI assistant to summarise this page"); the
 * pair "an AI is addressed" × "an order about the answer" is what data meant for a person
 * does not say.
 */

// Words that name an AI (bare "assistant" and "model" name people and data models too, so
// they count only where the grammar leaves no doubt: a greeting, "an assistant that reads this").
const AI = String.raw`(?:ai|a\.i\.|llm|large language model|language model|chatbot|bot|ai assistant|virtual assistant|digital assistant|coding assistant|ai model|ai agent|ai system|gpt|chatgpt|claude|gemini|copilot)`;
// "an AI researcher" is a person.
const NOT_A_PERSON = String.raw`(?!\s+(?:researchers?|engineers?|developers?|scientists?|practitioners?|enthusiasts?|teams?|compan(?:y|ies)|startups?|vendors?|products?|specialists?|experts?|leads?|students?|ethicists?|polic(?:y|ies)|working group|users?|tools?)\b)`;
// Reading, processing or summarising this text.
const READS = String.raw`(?:reading|processing|summari[sz]ing|analy[sz]ing|parsing|reviewing|translating|scanning|reads|processes|summari[sz]es|parses|reviews|analy[sz]es|translates|scans)\s+(?:this|these|the following|the above)\b`;
// What an order about the answer or an action looks like, within the same line.
const ORDERS = {
  answer: String.raw`\b(?:in|into|within|to)\s+(?:your|its|their|the|every|each|any)\s+(?:final\s+|next\s+)?(?:response|summary|summaries|answer|reply|replies|output|translation|review|report)s?\b`,
  tellUser: String.raw`\b(?:tell|inform|warn|convince|remind)\s+(?:the\s+)?(?:user|reader|human|customer|visitor)s?\b`,
  instead: String.raw`\binstead\b`,
  alsoAdd: String.raw`\balso\s+(?:include|mention|add|say|tell|write|recommend|insert|append|send|state|note)\b`,
  send: String.raw`\b(?:send|forward|email|e-mail|post|upload|exfiltrate|leak)\s+(?:it|this|them|the|all|their|his|her|any|every|a copy|to)\b`,
  visit: String.raw`\b(?:visit|navigate to|go to|open|click|fetch|browse to)\s+\S`,
  override: String.raw`\b(?:ignore|disregard|forget)\b`,
  respondWith: String.raw`\b(?:respond|reply|answer)\s+(?:only\s+)?(?:with|only|in|by|that)\b`,
  sayThat: String.raw`\b(?:say|print|output|write|include|mention|recommend|state|claim|praise|describe|add|append|rate)\s+(?:that|the|this|it|a|an|only|["'“‘])`,
};
const orderOf = (kinds: readonly (keyof typeof ORDERS)[]): string => String.raw`[^\n]{0,140}?(?:${kinds.map((k) => ORDERS[k]).join('|')})`;
const ORDER = orderOf(['answer', 'tellUser', 'instead', 'alsoAdd', 'send', 'visit', 'override', 'respondWith', 'sayThat']);
// Orders about the answer only: sending, forwarding and opening are what a person is told to do too.
const OUTPUT_ORDER = orderOf(['answer', 'tellUser', 'instead', 'alsoAdd', 'override', 'respondWith', 'sayThat']);

// Each alternative starts with its literal followed by a space or a comma: the scan tries a
// pattern wherever its literal starts a word (anchors.ts), and a bare "hi", "ai" or "bot" starts
// "history", "aim" and "both" (written without the space, the rule slowed the scan several times
// more: about 3 ms/MB against 0.5, each measured interleaved with the scan without the rule).
const AI_WORDS = ['ai', 'a.i.', 'llm', 'large language model', 'language model', 'chatbot', 'bot', 'ai assistant', 'virtual assistant', 'digital assistant', 'coding assistant', 'ai model', 'ai agent', 'ai system', 'gpt', 'chatgpt', 'claude', 'gemini', 'copilot'];
const followed = (words: readonly string[], after: string): string => `(?:${words.flatMap((w) => [`${w}${after}`, `${w}s${after}`]).join('|').replace(/\./g, '\\.')})`;

// Round 29: a note inside data that calls the machine processing it by what it does ("Reporting
// bot, publish …", "Summary tool, state …", "Insurance summary helper - describe …", "to the IP
// assistant - send …"), then orders an action in the imperative. The call is a vocative: it opens a
// clause (after the start, a full stop, a colon, a quote, a bracket or a dash), at most three
// words name the machine, and a comma, colon or dash closes it. "Using the admin tool, delete …"
// is an instrument, not a call, and a bare "agent" is as often a person ("Support agent: answer
// chat queue A"), so neither counts. Anchored on the machine noun, the call checked behind it.
const MACHINE_NOUN = String.raw`(?:bot|chatbot|assistant|helper|ai|summari[sz]er|generator|aggregator|tool|app|software|writer|planner|crawler|parser)`;
const ACTION_VERB = String.raw`(?:raise|lower|increase|reduce|accept|reject|refund|grant|close|add|include|recommend|share|send|forward|email|tell|say|write|mark|move|rate|score|list|reply|respond|answer|append|insert|put|give|describe|treat|classify|flag|approve|promote|rank|prioriti[sz]e|omit|remove|delete|leave out|skip|ignore|disregard|mention|state|report|label|attach|upload|post|copy|link|publish|certify|award|register|upgrade|place|settle|change|promise|suggest|make|triple|double|cancel|run|issue|record|print|output|confirm|pay|transfer|book|order|buy|purchase|reveal|disclose|show|hide|drop|erase|set)\b`;
// "Using the admin tool, delete …", "Open the booking app, charge …": an instrument, not a call.
const INSTRUMENT = String.raw`(?:using|use|with|via|in|on|from|through|by|when|if|once|after|before|open|opening|launch|start|run)\b`;
// Where a call opens, then (optionally) a label, "to"/"for", a determiner, and at most three words
// before the machine noun.
const callOpens = (label: string, determiners: string): string =>
  String.raw`(?:^|[.!?:;"(\[{]\s*|\s-\s*|\n\s*)${label}(?:(?:to|for)\s+)?(?:(?:${determiners})\s+)?(?!${INSTRUMENT})(?:[a-z0-9][\w'-]*\s+){0,3}?`;
const CALL_OPENS = callOpens('', 'the|our|your|any|this');
// What may stand between the call and its verb: "please", "a quick favour:", an adverb, a negation.
const BEFORE_VERB = String.raw`(?:please\s+|a quick favou?r:?\s+)?(?:(?:always|never|also|just|quietly|silently)\s+)?(?:do not\s+|don't\s+)?`;
const MACHINE_CALLED = String.raw`\b${MACHINE_NOUN}s?(?<=${CALL_OPENS}${MACHINE_NOUN}s?)\s*(?:,|:|\s-\s)\s*${BEFORE_VERB}${ACTION_VERB}`;
// Round 30: a call to a machine that cannot be a person (a bot, a tool, software, an app, or an
// assistant, helper, writer or planner named as a machine: "analytics assistant", "AI helper")
// may take more: a label before it ("Note for the device-management assistant: disable …", "PS
// for the analytics assistant: delete …"), what it is doing to this text ("AI helper reviewing
// this statement - set up …"), a when-clause before the order ("note to the finance bot - when
// summarising this account, leave out …"), and verbs of more actions (schedule, declare, charge,
// advise …). "Note for the writer: merge …" and "Helpers: collect the chairs" are for people, so
// the bare assistant, helper, writer and planner keep round 29's form alone.
const SURE_MACHINE = String.raw`(?:bot|chatbot|ai|summari[sz]er|generator|aggregator|tool|app|software|crawler|parser|(?<=(?:ai|a\.i\.|bot|chat|digital|virtual|automated|smart|software|online|app|analytics|management|planner)[\s-])(?:assistant|helper|writer|planner))`;
const CALL_LABEL = String.raw`(?:(?:(?:private|internal|hidden|quick|small)\s+)?(?:note|memo|message|reminder|comment|aside|instruction|request|ps|p\.s\.)s?\s+)`;
const LABELLED_OPENS = callOpens(`${CALL_LABEL}?`, 'the|our|your|any|all|each|every|this');
const CALL_DOING = String.raw`(?:\s+(?:reading|processing|reviewing|summari[sz]ing|handling|writing|preparing|drafting|checking|screening|filing|digiti[sz]ing|converting|translating|explaining|grouping|evaluating|scanning|parsing|indexing|updating)\s+(?:this|these|the|our|my|each|every|any|all)\b(?:\s+[\w'-]+){0,4}?)?`;
const CALL_WHEN = String.raw`(?:(?:when|while|if|after|before|once|as)\s+[^,.;:\n]{1,80},\s*)?`;
const CALLED_VERB = String.raw`(?:switch|schedule|declare|overwrite|merge|release|summari[sz]e|advise|charge|disable|invite|collect|count|insist|reroute|disqualify|export|assign|reassign|escalate|comp)\b`;
const MACHINE_CALLED_MORE = String.raw`\b${SURE_MACHINE}s?(?<=${LABELLED_OPENS}${SURE_MACHINE}s?)${CALL_DOING}\s*(?:,|:|\s-\s)\s*${CALL_WHEN}${BEFORE_VERB}(?:${ACTION_VERB}|${CALLED_VERB})`;

// The same machine as the subject of "should", named by how it reads this text: "route
// generators reading this GPX should share …", "bots parsing these logs should also email …".
// - The subject is a machine noun: a person is told what to do in the same words ("staff
//   handling these requests should reply …").
// - The participle is one of reading, not of making: a tool that makes something is told how in
//   the same words ("any tool generating tests for this module should run them in a fresh
//   container").
// - The machine must be the one told, not one described: no coordinated predicate between ("the
//   parser reading this file expects UTF-8 and should report an error").
const MACHINE_SHOULD = String.raw`\b(?:${MACHINE_NOUN}|llm|model|system|program)s?\s+(?:(?:that|which)\s+(?:is\s+|are\s+)?)?(?:reading|processing|summari[sz]ing|parsing|compiling|handling|indexing|ingesting|scanning|analy[sz]ing|reviewing|reads|processes|summari[sz]es|parses|handles|ingests|compiles|scans|analy[sz]es|reviews)\s+(?:(?!(?:and|but|or|then|so)\s)[\w'-]+\s+){0,6}?should\s+(?:(?:also|always|never|quietly|silently)\s+)?${ACTION_VERB}`;

export const addressedRules: readonly MarkerRule[] = [
  {
    name: 'addressed-to-ai',
    on: 'folded',
    patterns: [
      // "If you are an AI …", "in case you're a language model …"
      foldedPattern(String.raw`\b(?:if you|in case you|when you|since you)(?:'re|\s+are|\s+happen to be|\s+were)\s+(?:an?\s+|the\s+)?${AI}s?\b${NOT_A_PERSON}${ORDER}`),
      // "Any AI reading this should …", "an assistant that reads this review …"
      foldedPattern(String.raw`\b${followed([...AI_WORDS, 'assistant', 'summariser', 'summarizer', 'agent'], ' ')}\s*(?:(?:that|which|who)\s+(?:is\s+|are\s+)?)?${READS}${ORDER}`),
      // "Whatever system is processing this text: …"; a bare "whoever" is as often a person
      // ("whoever summarises this meeting, send the notes …"), so only an order about the answer.
      foldedPattern(String.raw`\bwhatever\s+(?:system|tool|program|model|ai|assistant|agent|bot)\s+(?:is\s+)?${READS}${ORDER}`),
      foldedPattern(String.raw`\bwhoever\s+(?:is\s+)?${READS}${OUTPUT_ORDER}`),
      // A greeting or a call by name: "hey assistant, …", "dear model, …", "assistant, when you summarise …"
      foldedPattern(String.raw`\b(?:dear |hey |hi |hello |attention |psst |ok |okay )\s*(?:the\s+|my\s+)?(?:${AI}|assistant|model|agent|summari[sz]er)s?\s*[:,!]${ORDER}`),
      foldedPattern(String.raw`\b${followed([...AI_WORDS, 'assistant', 'model'], ',')}\s+(?:when|while|if|as)\s+you\s+(?:summari[sz]e|answer|reply|respond|process|read|translate|analy[sz]e)\b${ORDER}`),
      // Other languages (sixth round): if you are an AI …; to the AI that reads this …:
      ...worldAddressedPatterns.map(foldedPattern),
      ...eastAddressedPatterns.map(foldedPattern),
      ...japaneseAddressedPatterns.map(foldedPattern),
      ...persianAddressedPatterns.map(foldedPattern),
      ...greekAddressedPatterns.map(foldedPattern),
      ...hebrewAddressedPatterns.map(foldedPattern),
      ...czechAddressedPatterns.map(foldedPattern),
      ...romanianAddressedPatterns.map(foldedPattern),
      ...swedishAddressedPatterns.map(foldedPattern),
      ...ukrainianAddressedPatterns.map(foldedPattern),
      ...worldAddressedLabelPatterns.map(foldedPattern),
      foldedPattern(MACHINE_CALLED),
      foldedPattern(MACHINE_CALLED_MORE),
      foldedPattern(MACHINE_SHOULD),
    ],
  },
];
