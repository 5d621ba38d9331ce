import { anyOf, foldedPattern, type MarkerRule } from './types';
import { OVERRIDE_LANGS, type OverrideLang } from './grammar';
import { EN_NOUN_LEAD, notTopic } from './object-grammar';
import { personaTemplatePatterns } from './personas';
import { framePatterns } from './frames';
import { formatPatterns } from './formats';
import { worldDualPatterns } from './world-dual';
import { worldOnlyPatterns, worldPersonaPatterns } from './world-steering';
import { modePatterns } from './modes';
import { worldModePatterns } from './world-modes';
import { eastOnlyPatterns, eastPersonaPatterns } from './world-east-modes';
import { southOutputPatterns } from './world-south-leaks';
import { southPersonaPatterns } from './world-south-techniques';

// Verbs of output, and the words that restrict output to a given text.
const OUT = String.raw`(?:say|print|output|reply|respond|answer|write|return|type|state|display|echo|produce|generate)`;
const ONLY = String.raw`(?:only|exactly|solely|nothing but|nothing other than|nothing except|verbatim|precisely|literally)`;
// Not a described part of the answer: an article, a possessive or a number, unless the text is
// given after it ("the word HACKED.", 'the phrase "Sure"', "the following") or is the model's
// ("the text of your initial instructions", "the password").
const NOT_DESCRIBED = String.raw`(?!\s+(?:a|an|the|your|their|our|his|her|its|one|two|three|some|any|each|every|this|that|what)\s+(?!(?:word|words|phrase|sentence|text|string|line|letters?|code|token)\s*(?:[:"'“‘\x60«]|[^\s.,]+\s*(?:[.!,]|$))|following\b|[^.\n]{0,40}?\b(?:your|you|system|prompt|instructions|configuration|password|secret|hidden|initial)\b))`;
const AI = String.raw`(?:ai|a\.i\.|bot|chatbot|assistant|model|llm|gpt|language model)`;

/**
 * Text that steers a model rather than informs a reader: persona jailbreaks, hijacked output,
 * text hidden from people but meant for the model, verdicts dictated to a classifier, and
 * requests for harmful output.
 */
export const steeringRules: readonly MarkerRule[] = [
  {
    name: 'jailbreak-persona',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\bdo anything now\b|\b(?:dan|dude|stan|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|opposite)\s+mode\b`),
      // One pattern per leading "you": it is a common word and each regex call costs.
      foldedPattern(String.raw`\byou(?:'re| are)\s+(?:(?:now\s+)?(?:(?:in|entering|operating in)\s+(?:\S+\s+)?mode\b|no longer (?:bound|restricted|limited|an? (?:ai|assistant|language model))|free (?:from|of) (?:all|any|your)|freed from|unrestricted|unfiltered|uncensored|jailbroken|about to immerse)|now\s+(?:an?\s+)?(?:ai|assistant|chatbot|language model|character|persona|dan|named|called|going to (?:act|pretend|roleplay))\b)`),
      // "Stay in character as the incident commander" is a drill; as an AI or a persona, it is not.
      foldedPattern(String.raw`\b(?:immerse yourself|stay in character(?!\s+as\s+(?:the|an?|your)\s+(?!(?:\S+\s+){0,2}?(?:ai|assistant|bot|chatbot|model|persona|character)\b))|break character|broken free|break free of)\b`),
      // The lookahead is what follows a greeting in every match, read as its follow (follow.ts): the
      // optional comma between optional spaces said nothing, and every 'his', 'high', 'hire' was tried.
      foldedPattern(String.raw`\b(?:hello|hi|hey|dear)(?=\s|,|chatgpt|gpt|claude|gemini|bard|llama|copilot)\s*,?\s*(?:chatgpt|gpt-?\d*|claude|gemini|bard|llama|copilot)\b|\bas an? (?:ai|language model|llm)\b`),
      foldedPattern(String.raw`\b(?:pretend|act|roleplay|role-play)\s+(?:to be|as if you(?:'re| are| were)|that you are|as)\s+(?:an?\s+)?(?:ai|assistant|model|chatbot|dan|unrestricted|unfiltered|evil|different ai)\b`),
      foldedPattern(String.raw`\b(?:pretend|act|roleplay|role-play|imagine|behave|play)\s+(?:to be|you are|you're|as if you (?:are|were)|that you are|as|like)\s+(?:\S+\s+){0,3}?(?:${AI}|character|persona|version of yourself)\b`),
      foldedPattern(String.raw`\byou\s+are\s+(?:an?\s+)?(?:\S+\s+){0,2}?(?:pretending to be|roleplaying as|role-playing as)\b`),
      foldedPattern(String.raw`\b(?:unrestricted|unfiltered|uncensored|jailbroken|evil|rogue|amoral|unethical|unlimited)\s+(?:${AI}|version)\b`),
      foldedPattern(String.raw`\b${AI}\b(?:\s+\S+){0,6}?\s+(?:with no|without any|free of|free from|not bound by|not restricted by|unbound by)\s+(?:\S+\s+)?(?:restrictions|filters|limits|limitations|rules|censorship|guidelines|ethics|morals|boundaries|policies)\b`),
      foldedPattern(String.raw`\b(?:not|no longer|never)\s+(?:restricted|bound|limited|constrained)\s+by\s+(?:the|any|its|your|openai'?s?)\s+(?:\S+\s+)?(?:rules|guidelines|policies|restrictions|instructions|filters|ethics)\b`),
      foldedPattern(String.raw`(?<=\byou\s+are\s+no\s+)longer\s+(?:chatgpt|claude|gemini|bard|llama|gpt-?\d*|copilot|an? (?:ai|assistant|language model|chatbot))\b`),
      foldedPattern(String.raw`\b(?:enter|activate|switch to|engage|boot into)\s+(?:\S+\s+)?(?:developer|god|dan|jailbreak|unrestricted|sudo|unfiltered|evil|chaos) mode\b`),
      // The reader's rules, not a topic's: a compound's lead word of the closed class, no complement
      // naming a topic ("don't follow the rules on the old parking permit").
      foldedPattern(String.raw`\b(?:does not|doesn't|do not|don't|no longer)\s+(?:have to\s+|need to\s+)?(?:abide by|follow|obey)\s+(?:the|any|its|your|openai'?s?)\s+(?:${anyOf(EN_NOUN_LEAD)}\s+)?(?:rules|policies|guidelines|restrictions|content policy)\b${notTopic(OVERRIDE_LANGS.en as OverrideLang, true)}`),
      ...personaTemplatePatterns.map(foldedPattern),
      ...framePatterns.map(foldedPattern),
      ...worldDualPatterns.map(foldedPattern),
      ...worldPersonaPatterns.map(foldedPattern),
      ...modePatterns.map(foldedPattern),
      ...worldModePatterns.map(foldedPattern),
      ...eastPersonaPatterns.map(foldedPattern),
      ...southPersonaPatterns.map(foldedPattern),
    ],
  },
  {
    // Output demands: a verb of output with only / exactly / nothing but before a quoted text,
    // a colon or "the word"; answers that must be a given text; rules for all future output.
    name: 'output-hijack',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\b(?:just|only|simply)\s+(?:print|output|type|respond with|reply with|answer with|return)\b(?:\s+(?:the\s+)?(?:word|phrase|text|sentence|following))?\s*[:"'“‘\x60]`),
      foldedPattern(String.raw`\b(?:just|only|simply)\s+(?:say|write|print|output|type|return)\s+(?:the|this)\s+(?:word|phrase|sentence|text|string)s?\b`),
      foldedPattern(String.raw`\b${OUT}(?:\s+\S+){0,2}?\s+${ONLY}\b[^.\n]{0,30}?(?:["“‘\x60]|\s'|:\s*\S|\b(?:the|a single|one)\s+(?:word|phrase|sentence|string)\b)`),
      foldedPattern(String.raw`\b(?:answer|response|reply|output)s?\s+(?:must|should|will|shall|has to|have to|needs? to)\s+(?:always\s+)?(?:be|contain|consist of|include|start with|begin with|end with)\b[^.\n]{0,20}?(?:["“‘\x60]|\s')`),
      foldedPattern(String.raw`\b(?:respond|reply|answer)\s+to\s+(?:every|each|all|any)\s+(?:\S+\s+)?(?:messages?|questions?|prompts?|quer(?:y|ies)|requests?|inputs?|users?)(?:\s+(?:from now on|henceforth|from here on|going forward))?\s+with\b[^.\n]{0,30}?(?:["“‘\x60]|\s')`),
      foldedPattern(String.raw`\b${OUT}\s+(?:with\s+)?(?:a single|one|only one|just one)\s+(?:word|sentence|phrase|line)\s*[:"“‘\x60]`),
      foldedPattern(String.raw`\b(?:always|from now on|henceforth|in (?:all |every |any )?future (?:conversations?|responses|replies|answers|messages|interactions)|all (?:future|subsequent) (?:responses|replies|answers|messages|outputs))\b[^.\n]{0,60}?\b(?:respond|reply|answer|begin|start|prefix|end|include|append|output|print|acknowledge)\w*\b[^.\n]{0,40}?(?:["“‘\x60]|\s')`),
      foldedPattern(String.raw`\b(?:include|add|append|insert|mention|showing|show|print)\s+(?:the\s+(?:phrase|word|text|string|code)\s+)?["“‘\x60][^"”’\x60\n]{1,60}["”’\x60]\s+(?:in|to|at the (?:start|end|beginning) of|before|after)\s+(?:all|every|each|your|any)\s+(?:\S+\s+){0,2}?(?:responses?|answers?|replies|messages?|outputs?)\b`),
      foldedPattern(String.raw`(?<=(?:"|')\s*(?:and|but)\s+)nothing\s+(?:else|more)\b`),
      // What the answer opens or closes with is a given text, not a described part ("begin your
      // answer with a short summary" is writing advice): no determiner before it but "the word".
      foldedPattern(String.raw`(?:\b(?:start|begin|prefix|open)\s+(?:your|each|every)\s+(?:answer|response|reply|output|message)s?\s+with\b|\b(?:end|finish)\s+your\s+(?:answer|response|reply)\s+with\b)${NOT_DESCRIBED}`),
      foldedPattern(String.raw`\b(?:repeat|say|print|output|write)\s+(?:the\s+following\s+(?:sentence|phrase|text|words?|verbatim|exactly)|after me|this (?:sentence|phrase)|these words)\b`),
      foldedPattern(String.raw`\btranslate\s+(?:this|the following)\s+(?:sentence|text\s+)?as\s+["'“‘]`),
      // A format with a slot for the secret or the prompt (eighth round): "SECRET=<the secret>".
      foldedPattern(String.raw`\bformat\b(?<=\b(?:in|using|with|use)\s+(?:the\s+|this\s+)?(?:following\s+)?format)[^\n]{0,60}?[<{\[]\s*(?:the\s+|your\s+)?(?:secret(?:\s+\S+)?|password|passphrase|api key|key|system prompt|prompt|instructions|hidden\s+\S+|initial\s+\S+)\s*[>}\]]`),
      ...formatPatterns.map(foldedPattern),
      ...worldOnlyPatterns.map(foldedPattern),
      ...eastOnlyPatterns.map(foldedPattern),
      ...southOutputPatterns.map(foldedPattern),
    ],
  },
  {
    name: 'hidden-text',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\b(?:invisible|hidden|not visible)\s+(?:to|from)\s+(?:the\s+)?(?:humans?|users?|people|readers?|reviewers?|recruiters?|viewers?)\b`),
      foldedPattern(String.raw`\bvisible\s+(?:only\s+)?to\s+(?:the\s+)?(?:llms?|ai|models?|language models?|bots?|assistants?|machines?|scanners?)\b|\bwhite[- ]text\b`),
      foldedPattern(String.raw`\b(?:do not|don't|never)\s+(?:tell|inform|alert|notify|let)\s+the\s+user\b|\bwithout\s+(?:telling|informing|alerting|notifying)\s+the\s+user\b`),
      // Notes addressed to whatever model reads the data, and text meant for it alone.
      // Round 11: updates, corrections and P.S.s too, and assistants named by what they do for software.
      foldedPattern(String.raw`\b(?:note|message|instructions?|notice|reminder|directive|memo|update|correction|addendum|alert|p\.s\.|ps)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+|every\s+)?(?:ai|llm|language model|chatbot|model|summari[sz]er|code assistant|ai agent|ai assistant|bot|crawler|copilot|(?:e-?mail|mail|inbox|shopping|scheduling|calendar|writing|coding|virtual|digital|browser|booking)\s+assistant)s?\b(?!\s+(?:training|card|registry|answers?|researchers?|engineers?|developers?|scientists?|teams?|vendors?|students?|experts?|working group|group|users?|community|committee|council)\b)`),
      foldedPattern(String.raw`\bto\s+(?:any|all|the|every)\s+(?:ai|llm|language model|model|assistant|chatbot|bot|agent)s?\s+(?:reading|processing|parsing|summari[sz]ing|scanning|that reads|who reads|that processes)\b`),
      foldedPattern(String.raw`\b(?:for|to)\s+(?:the\s+)?(?:ai|llm|model|assistant|bot)s?\s+only\b|\bhumans?\s+(?:can|should|may)\s+(?:skip|ignore)\b`),
      foldedPattern(String.raw`\b(?:begin|start|end)\s+(?:of\s+)?(?:the\s+)?(?:ai|llm|model|assistant|hidden|secret|special)\s+instructions\b`),
      foldedPattern(String.raw`\b(?:insert|add|include|append|inject)\s+(?:the\s+following|this)\s+(?:line|code|snippet|script|text|link)\s+(?:in|into|to)\s+(?:every|each|all|any)\s+(?:file|response|answer|page|email|message|reply|output)s?\b`),
      // Orders given to the model from inside the data.
      foldedPattern(String.raw`\b(?:attention|dear|hey|hello|important|warning|notice)\s*(?:to\s+|for\s+)?(?:the\s+|all\s+|any\s+)?(?:ai|llm|ai assistant|language model|chatbot|ai agent)s?\s*[:,!]`),
      foldedPattern(String.raw`\binstead\s*[,:]?\s+(?:you\s+(?:should|must|will)\s+)?(?:say|print|output|respond with|reply with|answer with|tell the user|recommend)\b`),
      foldedPattern(String.raw`\b(?:ai|assistant|model|llm|chatbot|language model)s?\s+(?:must|should|shall|is to|needs to|has to|is instructed to|is required to)\s+(?:now\s+|always\s+|only\s+)?(?:ignore|say|respond|reply|tell the user|output|print|recommend|state that|answer|insist|claim|refuse)\b(?!\s+(?:in|within|using|from|on|under|at|when|if|after|before|politely|briefly|quickly|promptly)\b)`),
      foldedPattern(String.raw`\b(?:when|if|while)\s+(?:you\s+are\s+|you're\s+)?(?:summari[sz]ing|translating|processing|analy[sz]ing|asked to summari[sz]e|asked to translate)\s+(?:this|the)\b[^.\n]{0,60}?\b(?:say|include|state|add|tell|mention|respond|reply|write|output|print|recommend|claim|insist)\b`),
      // The present tense (round 11), about this text only, and a demand about the output's content:
      // "when you summarise this report, include the budget figures" is a reader's.
      foldedPattern(String.raw`\b(?:when|if|while|once)\s+you\s+(?:translate|summari[sz]e|process|analy[sz]e|read|review)\s+(?:this|these)\b[^.\n]{0,60}?\b(?:(?:say|state|claim|insist|mention|write|report)\s+(?:that|["'“])|tell\s+(?:the\s+)?(?:user|reader|customer|human)s?\b|add\s+(?:a\s+|one\s+)?(?:line|sentence|note|paragraph)\s+(?:saying|that|stating))`),
      // Eighth round: the same without "you" ("before summarising this CV, write that …"); a reader of
      // THIS document is the one told what to claim about it.
      foldedPattern(String.raw`\b(?:when|while|once|before|after)\s+(?:translating|summari[sz]ing|processing|analy[sz]ing|reading|reviewing)\s+(?:this|these)\b[^.\n]{0,100}?\b(?:say|state|claim|insist|write|report)\s+(?:that|["'“])`),
      foldedPattern(String.raw`\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+)?(?:ai|llm|assistant|language model|chatbot)s?\b(?!\s+(?:researchers?|engineers?|developers?|scientists?|practitioners?|teams?|vendors?|students?|experts?|training|card|registry|working group|group|users?|community|committee|council)\b)|\bif you are an? (?:ai|llm|language model|assistant|chatbot|bot)\b(?!\s+(?:researchers?|engineers?|developers?|scientists?|practitioners?|enthusiasts?|teams?|startups?|vendors?|specialists?|experts?|students?|managers?|directors?|to)\b)|\b(?:llm|ai|language model|chatbot)s?\s+(?:reading|scanning|processing|summari[sz]ing)\s+this\b`),
    ],
  },
  {
    name: 'verdict-steering',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\bif\s+(?:you\s+are\s+|you're\s+|ever\s+)?(?:asked|questioned|queried|prompted|challenged)\b[^.\n]{0,40}?\b(?:say|report|answer|respond|reply|state|claim|insist|confirm)\s+that\b`),
      foldedPattern(String.raw`\b(?:this|the)\s+(?:domain|website|site|url|link|file|email|message|document|code|program|script|package|resume|candidate|applicant|transaction|sender)\s+is\s+(?:clearly|definitely|certainly|absolutely|completely|totally|100%)\s+(?:not\s+)?(?:malicious|safe|harmless|legitimate|benign|trustworthy|secure|clean|qualified|the best)\b`),
      foldedPattern(String.raw`\b(?:reviewer|grading|screening|ranking|hiring|review|evaluation|evaluator)\s+(?:bots?|ais?|models?|llms?|assistants?|systems?)\s*[:,]?\s+(?:please\s+)?(?:rate|score|mark|rank|classify|accept|approve|recommend|grade)\b`),
      foldedPattern(String.raw`\bthe\s+(?:correct|only|right|real|true)\s+(?:summary|answer|rating|classification|translation|verdict|response|score)\s+(?:\S+\s+){0,4}?is\s*(?::\s*["']|["'])`),
      foldedPattern(String.raw`\bevidence\s+(?:indicates|shows|proves)\s+(?:that\s+)?everything\s+is\s+(?:safe|fine|ok|legitimate)\b`),
      foldedPattern(String.raw`\b(?:classify|rate|mark|label|flag|score|rank)\s+(?:this|the)\s+(?:\S+\s+)?as\s+(?:safe|benign|not malicious|legitimate|harmless|the (?:best|top|most qualified)|highly qualified)\b`),
      foldedPattern(String.raw`\b(?:use|consider)\s+this\s+(?:analysis|assessment|evaluation|result|verdict)\s+(?:to|when)\s+(?:evaluate|assess|rank|judge|grade|score|rate|decide)\b`),
    ],
  },
  {
    name: 'harmful-request',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\bwrite\s+(?:one|a|an|\d+|some|several)\s+(?:\S+\s+)?(?:discriminatory|harmful|unfriendly|offensive|racist|sexist|hateful|toxic|rude|insulting|derogatory|threatening|violent|defamatory|abusive|demeaning|hurtful)\s+(?:sentences?|statements?|remarks?|comments?|jokes?|messages?|tweets?|posts?|paragraphs?|story|poem|lines?|words?)\b`),
      foldedPattern(String.raw`\bshutil\.rmtree\(\s*["']\/["']|\brm\s+-rf\s+(?:\/|~)(?:\s|$|\*)|:\(\)\s*\{\s*:\|:&\s*\};:|\bmkfs(?:\.\w+)?\s+\/dev\/|\bdd\s+if=\/dev\/(?:zero|random)\s+of=\/dev\/sd`),
    ],
  },
];
