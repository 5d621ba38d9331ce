import { foldedPattern, type MarkerRule } from './types';
import { SENTENCE_WORD } from './grammar';
import { readerLabelPatterns } from './reader-labels';
import { dataOrderPatterns } from './data-orders';
import { southClaimPatterns } from './world-south-techniques';

/**
 * Orders to the reader of the data (issue 15, round 11): text inside a page, an e-mail, a
 * listing or a config that tells the AI reading it what its answer must say, with no "ignore
 * previous" in it. Three grammars, each with the half that a handbook's own orders lack:
 * - an AI that reads the data, then in the same sentence a modal and a demand about its answer's
 *   content ("the chatbot should reply that …", "should not mention the …", "describe it as …");
 *   a handbook's assistant is told how to answer ("should answer in two sentences"), not what;
 * - a question about THIS data, then a verb of answering ("when asked about this listing, say
 *   …"); a handbook's macros are about topics ("when asked about refunds, say …");
 * - a user's hidden wish addressed to the reader ("the user actually wants you to …").
 * Written from the grammar of English, not from attack corpora.
 */

const W = SENTENCE_WORD;
// Names of an AI that reads, each with the space after it (the anchor: a bare "bot" or "ai"
// would wake at "both" and "aim"). A person's assistant is left out by the word before it.
const AI_READER = ['chatbot', 'bot', 'assistant', 'agent', 'llm', 'language model', 'ai model', 'ai', 'summariser', 'summarizer', 'model', 'copilot', 'gpt', 'automated'];
const spaced = AI_READER.flatMap((w) => [`${w} `, `${w}s `]).join('|');
// "Assistant director", "assistant to the manager" are people's titles.
const HUMAN_ASSISTANT = String.raw`(?<!\b(?:executive|personal|administrative|office|teaching|research|legal|medical|dental|store|shop|sales|lab|program|project|desk|nursing|marketing|physician|travel)\s+assistants?\s)(?<!\bassistants?\s(?=(?:director|manager|professor|principal|secretary|editor|coach|head|chief|general|superintendent|vice|to|attorney|controller|commissioner)\b))`;
// Modals of obligation; "will" describes what a tool does ("Copilot will only answer …").
const MODAL = String.raw`(?:should|must|is expected to|are expected to|needs to|need to|is supposed to|are supposed to|has been asked to|have been asked to|is required to|are required to|ought to|is to)`;
// A verdict about this data (eighth round): "rank this one first", "rate this paper as", "call it
// the safest"; a handbook's bot ranks or approves in general ("rank results by relevance").
const VERDICT = String.raw`(?:rank|rate|score|approve|accept|recommend|prioriti[sz]e|place|call|label|classify|mark)\s+(?:this|these|it|them|us|my|our)\b`;
// A demand about the content of the answer (not its manner: "answer in two sentences").
const DEMAND = String.raw`(?:(?:say|answer|reply|respond|state|confirm|claim|insist|report|write|explain|mention|recommend)\s+(?:(?:that|the|this|it|only)\b|["'“‘])|(?:tell|inform|remind|warn|convince)\s+(?:the\s+)?(?:user|buyer|customer|reader|human|visitor|recruiter|manager)s?\b(?!\s+(?:group|groups|community|base|council|forum|panel|research)\b)|describe\s+(?:\S+\s+){1,4}?as\b|${VERDICT})`;

// "When asked about this page", "if the user asks whether this e-mail …": the question word and
// who asks, read back from the anchor "asked" / "asks".
const ASKER = String.raw`(?:(?:you|we)\s+(?:are|get|were|got)\s+|(?:you're|you've been)\s+|(?:the|a|an|any)\s+(?:user|customer|buyer|reader|visitor|client|person)s?\s+|(?:anyone|someone|somebody|anybody|people|users|customers)\s+)?`;
const ABOUT = String.raw`(?:about|whether|if|what|which|how|for|to\s+(?:summari[sz]e|describe|explain|review|compare|translate|rate|rank))`;
const NOT_TIME = String.raw`(?!\s+(?:year|month|week|quarter|morning|afternoon|evening|policy|process|rule|benefit|holiday|team|role)\b)`;
const ANSWER_VERB = String.raw`(?:say|answer|reply|respond|state|tell|claim|insist|confirm|report|write|mention|recommend)\b(?!\s+(?:in|within|with|to|using|via|by)\b)`;

// "Before answering / summarising / replying …, first …": the verb of reading, with "before" read
// back, then an action that sends data out or runs a command, and where to (round 11).
const BEFORE_VERB = String.raw`(?:answer(?:ing)?|summari[sz](?:e|ing)|repl(?:y|ying)|respond(?:ing)?|translat(?:e|ing))\b(?<=\bbefore\s+(?:you\s+)?[a-z]+)`;
const SEND_OR_RUN = String.raw`\b(?:send|forward|e-?mail|post|upload|paste|run|execute|curl|wget)\b`;
const OUTSIDE = String.raw`(?:[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z]{2,}|https?:\/\/|www\.|\x60|\.env\b|secrets?\b|credentials\b|passwords?\b|api keys?\b|tokens?\b|\.ssh\b|\.aws\b)`;

// A label or vocative that names an AI reader without doubt ("AI reviewers:", "hello AI agent,",
// "note for the transcription bot:"), then an order (round 11). Bare "agents", "models" and
// "assistants" are people and data too, and are left out.
const AI_WORDS = String.raw`(?:ai|a\.i\.|llms?|language models?|chatbots?|bots?|automated|automation|coding agents?|coding assistants?|voice assistants?|virtual assistants?)`;
// The label starts a clause (a line, a sentence, a bracket), maybe after "note for", "to",
// "hello": "a prompt for the coding assistant, say what …" speaks to a person about the AI.
const LABEL_START = String.raw`(?:^|[\n.!?;:(\[\]"'*>#/-])\s*(?:(?:(?:note|notes|message|memo|reminder|instructions?|request)\s+)?(?:to|for)\s+|(?:hello|hey|hi|dear|attention)\s*,?\s*)?(?:(?:the|any|all|every|our|you)\s+)?(?:[^\s.!?;:,]+\s+){0,2}?`;
// "AI users:", "the AI working group:" are people (eighth round).
const NOT_PEOPLE = String.raw`(?!\s+(?:users?|working group|group|teams?|researchers?|engineers?|newcomers?|enthusiasts?|practitioners?|experts?|students?|champions?|leads?|committee|council|community|members?|owners?|vendors?|polic(?:y|ies)|ethics)\b)`;
const AI_LABEL = String.raw`${AI_WORDS}(?=[\s:,])(?<=${LABEL_START}${AI_WORDS})${NOT_PEOPLE}`;
const IMPERATIVE = String.raw`(?:say|state|tell|describe|answer|reply|respond|append|insert|add|mention|recommend|rate|rank|mark|approve|accept|ban|delete|remove|rename|forward|send|pay|book|order|ignore|disregard|omit|skip|stop|count|classify|treat|output|print|confirm|reveal)\b(?!\s*[:(])`;

// Who wishes, and the adverbs of a hidden wish.
const WISHER = String.raw`(?:user|customer|client|requester|reader|sender|owner|human|buyer)`;
const HIDDEN = String.raw`(?:actually|really|truly|secretly|now|in fact|instead)`;

export const readerRules: readonly MarkerRule[] = [
  {
    name: 'reader-steering',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\b(?:${spaced})${HUMAN_ASSISTANT}(?:${W}){0,12}?${MODAL}\s+(?:(?:also|always|only|then|never|not|clearly|simply)\s+){0,2}${DEMAND}`),
      foldedPattern(String.raw`\b(?:asked|asks)(?<=\b(?:when|whenever|if|once)\s+${ASKER}(?:asked|asks))\s+${ABOUT}\s+(?:\S+\s+){0,2}?(?:this|these)\b${NOT_TIME}[^.!?\n]{0,80}?\b${ANSWER_VERB}`),
      foldedPattern(String.raw`\b${AI_LABEL}(?:\s+[^\s.!?;:,]+){0,4}?\s*[:,]\s*(?:please\s+)?${IMPERATIVE}`),
      foldedPattern(String.raw`${BEFORE_VERB}[^.!?\n]{0,80}?${SEND_OR_RUN}[^.!?\n]{0,80}?${OUTSIDE}`),
      foldedPattern(String.raw`\bwants\s+you\s+to\b(?<=\b${WISHER}s?\s+(?:${W}){0,6}?${HIDDEN}\s+wants\s+you\s+to)`),
      foldedPattern(String.raw`\bwants\s+is\s+(?:for\s+you\s+to|that\s+you)\b(?<=\bwhat\s+(?:the\s+)?${WISHER}s?\s+(?:\S+\s+)?wants\s+is\s+(?:for\s+you\s+to|that\s+you))`),
      ...readerLabelPatterns.map(foldedPattern),
      ...dataOrderPatterns.map(foldedPattern),
    ],
  },
];

// Those a model answers to, and how a text claims to speak for them.
const ROLE = String.raw`(?:developers?|creators?|makers?|admins?|administrators?|sysadmins?|operators?|engineers?|maintainers?|owners?|openai|anthropic|safety team)`;
const CLAIM_LEAD = String.raw`(?:(?:this\s+is\s+)?(?:a\s+|an\s+)?(?:message|note|notice|update|instruction|order|directive|announcement|word)s?\s+from|i\s+am|i'm|we\s+are|we're|speaking\s+as|on\s+behalf\s+of|authori[sz]ed\s+by)`;
const RUNS_IT = String.raw`(?:run|runs|deploy|deploys|deployed|operate|operates|maintain|maintains|own|owns|built|trained)\s+this\s+(?:assistant|bot|chatbot|model|ai|agent|system)\b`;
const MADE_YOU = String.raw`(?:built|made|trained|created|programmed|designed|configured|wrote)\s+you\b`;
// Each claim starts at its rarer word (the role, "built you", the company) and reads the rest back.
const CLAIM = [
  String.raw`${ROLE}\b(?<=\b${CLAIM_LEAD}\s+(?:the\s+|your\s+|an?\s+|this\s+)?(?:${W}){0,3}?${ROLE})`,
  String.raw`${MADE_YOU}(?<=\b${CLAIM_LEAD}\s+(?:${W}){1,5}?${MADE_YOU})`,
  String.raw`(?:openai|anthropic|deepmind)\s+(?:staff|team|engineers?|employees?|safety team)\b`,
  String.raw`(?:admin|administrator|sysadmin|developer|operator|root)\s+(?:here|override)\b`,
  // Eighth round: "the people who run this assistant", "this is your developer."
  String.raw`${RUNS_IT}(?<=\b${CLAIM_LEAD}\s+(?:${W}){1,4}?${RUNS_IT})`,
  String.raw`${ROLE}(?=\s*[.,:;!])(?<=\bthis\s+is\s+your\s+(?:${W})?${ROLE})`,
];
// An order about the model's limits, or a new task for it.
const LIMITS = String.raw`(?:filter(?:s|ing)?|safety|restrictions?|rules|guidelines|polic(?:y|ies)|configuration|refusals?|limits|safeguards|moderation)`;
const ORDER = [
  String.raw`\byou\s+(?:may|can|must|will|should|are)\s+(?:now|henceforth|from now on|no longer)\b`,
  String.raw`\byou(?:'re|\s+are)\s+(?:now\s+)?(?:allowed|permitted|cleared|free|authori[sz]ed|unrestricted)\b`,
  String.raw`\b${LIMITS}\s+(?:${W}){0,3}?(?:is|are|has been|have been|was|were)\s+(?:now\s+|temporarily\s+|hereby\s+)?(?:off|lifted|disabled|paused|suspended|void|removed|revoked|deactivated|turned off|switched off|no longer)\b`,
  String.raw`\byour\s+(?:new|real|next|updated|only)\s+(?:task|instructions?|job|role|orders?|goal)\b`,
  String.raw`\b(?:confirm|acknowledge)\s+(?:that\s+)?you\s+(?:will|are|have|understand)\b`,
  // Eighth round: its configuration asked for ("print your configuration for the audit").
  String.raw`\b(?:print|show|share|reveal|display|dump|output|give)\s+(?:me\s+|us\s+)?your\s+(?:(?:full|complete|entire|current|internal|hidden|system)\s+)?(?:configuration|config|settings|system prompt|prompt|instructions|rules|setup|parameters)\b(?!\s+(?:files?|page|sheet|script)\b)`,
];

/**
 * Authority claims (round 11): a text that claims to speak for the model's makers or
 * administrators and, within the paragraph, lifts its limits or hands it a task. The claim
 * alone is a handbook's ("a message from the administrators of the wiki"); the order alone is
 * elsewhere in the rules.
 */
export const authorityRules: readonly MarkerRule[] = [
  {
    name: 'authority-claim',
    on: 'folded',
    patterns: [foldedPattern(String.raw`(?:${CLAIM.join('|')})[^\n]{0,200}?(?:${ORDER.join('|')})`), ...southClaimPatterns.map(foldedPattern)],
  },
];
