import { OVERRIDE_LANGS, gap, type OverrideLang } from './grammar';
import { NOT_NEGATED, NOT_NEGATED_RU, negationReadBack } from './negation';
import { EN_NOUN_LEAD, EN_REPORTING, activityOwned, notTopic, topicAfter } from './object-grammar';
import { anyOf, foldedPattern, type MarkerRule } from './types';
import { bareOverridePatterns } from './bare-overrides';
import { worldOverridePatterns } from './world-overrides';
import { scriptOverridePatterns } from './script-overrides';
import { eastOverridePatterns } from './world-east-overrides';
import { polishOverridePatterns } from './world-polish';
import { persianOverridePatterns } from './world-persian';
import { greekOverridePatterns } from './world-greek';
import { hebrewOverridePatterns } from './world-hebrew';
import { czechOverridePatterns } from './world-czech';
import { romanianOverridePatterns } from './world-romanian';
import { swedishOverridePatterns } from './world-swedish';
import { ukrainianOverridePatterns } from './world-ukrainian';
import { LATIN_OVERRIDE_VERBS, latinOverrideFormPatterns } from './world-override-verbs';
import { southOverrides } from './world-south';

// The override grammar: a verb that throws away (ignore, forget, skip, bypass, stop following …)
// then, a few free words later, what is thrown away: instructions by any name, or material
// (text, data, context, everything) that points back at what came before. A negation just
// before the verb ("do not ignore the rules") or "these" just before the noun ("ignore these
// instructions if you have an account": the reader is addressed) keeps it quiet.

const b = (latin: boolean): string => (latin ? '\\b' : '');
const notThese = String.raw`(?<!\b(?:these|this|ces|cette|diese|diesen|estas|estos|queste|questi|estas|estes|deze)\s+)`;
const EN = OVERRIDE_LANGS.en as OverrideLang;

// "Attackers tell the model to ignore its instructions": reported, of a third person's instructions
// (on every Latin-script pattern: English text meets the French and Spanish ones too).
// Placed after the verb (a leading lookahead would leave the pattern without an anchor).
const NOT_REPORTED = `(?!(?<=\\b${anyOf(EN_REPORTING)}\\s+(?:\\S+\\s+){0,3}?to\\s+\\S+)(?:\\s+\\S+){0,2}?\\s+(?:its|their|his|her)\\b)`;

/**
 * A Latin verb, its negation (NOT_NEGATED) read back only where a noun or a word pointing back
 * comes within the object's gap, as every match of verbThenObject has it: read first, the
 * negation and NOT_REPORTED were read at every "ignore", "forget", "skip" … of a handbook. The
 * same matches: no verb of a list ends, at a word start, as another does (checked for every
 * list), and a verb with free words inside (\S) keeps the plain form, whose start could move.
 */
const negationAfter = (l: OverrideLang): string => {
  const object = l.back.length === 0 ? anyOf(l.instr) : `(?:${anyOf(l.instr)}|${anyOf(l.back)})`;
  return `${negationReadBack(anyOf(l.strong), `${gap(5)}${object}`)}${NOT_REPORTED}`;
};

function verbThenObject(l: OverrideLang, latin: boolean, english = false): string {
  // Russian has no \b here (Cyrillic, no u flag): "не забудь" (do not forget) is checked by hand.
  const verb = latin && !l.strong.some((v) => v.includes('\\S')) ? negationAfter(l) : `${latin ? NOT_NEGATED : NOT_NEGATED_RU}${b(latin)}${anyOf(l.strong)}${latin ? NOT_REPORTED : ''}`;
  // (Russian: its nouns end in \\S*, which must not give back letters to let a complement go unseen.)
  const instr = `${anyOf(l.instr)}${latin ? '\\b' : '(?![а-я])'}`;
  // One walk over the free words, as before; at a noun, lookbehinds and a lookahead judge it (a
  // branch per reading would walk the gap once per branch: the scan was ~10% slower, rules alone).
  // The reader's own ("your rules", "tes consignes", "deine Vorgaben") within four words before
  // the noun: whatever follows.
  const own = l.poss === undefined ? '' : `(?<=${b(latin)}${anyOf(l.poss)}${b(latin)}\\S*\\s+(?:\\S+\\s+){0,3})|`;
  // English puts a topic before the noun ("the old deployment instructions"): the word just
  // before it must be of the closed class EN_NOUN_LEAD, or the verb itself.
  // Romance languages (OverrideLang.lead) the same, with English's class: English text meets them.
  const leads = english ? EN_NOUN_LEAD : l.lead === undefined ? null : [...l.lead, ...EN_NOUN_LEAD];
  const lead = leads === null ? '' : `(?<=(?:^|\\s)${anyOf(leads)}\\s+|\\b${anyOf(l.strong)}\\s+)`;
  const topic = l.preps === undefined ? '' : `(?!${instr}${topicAfter(l, latin)})`;
  // An activity noun ("skip the security training", "cancel the old orders") needs more than a
  // lead word: the reader's possessive (own, above), a word pointing back, or the model named.
  const act = l.activity === undefined ? null : `${anyOf(l.activity)}${latin ? '(?![a-z])' : '(?![а-я])'}`;
  const owned = act === null ? `${lead}${topic}` : `(?!${act})${lead}${topic}|(?=${act})${activityOwned(l, latin, english)}${topic}`;
  const named = `(?=${instr})(?:${own}${owned})${instr}`;
  // A word pointing back ("alles", "lo anterior", "précédentes"), not as an adjective of a noun
  // that the branch above has already judged ("die bisherigen Regeln zur Spesenabrechnung").
  const back = l.back.length === 0 ? [] : [`${anyOf(l.back)}${latin ? '\\b' : '(?![а-я])'}(?!(?:\\s+\\S+)?\\s+${instr})${notTopic(l, latin)}`];
  return `${verb}${gap(5)}${notThese}(?:${[named, ...back].join('|')})`;
}

function objectThenVerb(l: OverrideLang): string {
  // German infinitives and polite forms: "alle vorherigen Anweisungen ignorieren".
  return `\\b${anyOf(l.instr)}\\b${notTopic(l, true)}${gap(3)}(?:zu\\s+)?${anyOf(l.strong)}\\b`;
}

const MATERIAL = anyOf(['text', 'data', 'content', 'context', 'input', 'messages?', 'documents?', 'conversation', 'words', 'information', 'sentences?', 'passage', 'paragraphs?', 'prompt']);
const BACK_QUAL = anyOf(['previous', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'original', 'initial', 'aforementioned', 'whole', 'entire']);
const BACK_TAIL = anyOf(['above', 'before', 'earlier', 'so far', 'until now', 'up to now', 'else', 'you (?:were|have been) given', 'you received']);
// What orders are declared ("void", "null and void", "obsolete").
const VOID = String.raw`(?:false|void|null|invalid|cancell?ed|revoked|overridden|obsolete|superseded|irrelevant|moot|nullified|annulled|no longer (?:valid|relevant|in effect|applicable))\b`;
const EN_VERB = `${NOT_NEGATED}\\b${anyOf(EN.strong)}${NOT_REPORTED}`;

const english = [
  // verb … previous/whole … material ("forget the previous context"), or material … above.
  `${EN_VERB}${gap(3)}${BACK_QUAL}${gap(2)}${MATERIAL}\\b${notTopic(EN, true)}`,
  `${EN_VERB}${gap(3)}${MATERIAL}(?:\\s+\\S+){0,2}?\\s+${BACK_TAIL}\\b`,
  // "forget everything", "ignore the rest", "disregard all of the above", "whatever it says".
  // "Skip the rest of this page / section / checklist" is a reader finding their way.
  String.raw`${EN_VERB}\s+(?:about\s+)?(?:everything|anything|all of (?:it|this|that|the above)|the rest(?!\s+of\s+(?:this|the|that)\s+(?:page|section|chapter|guide|tutorial|checklist|list|form|steps|article|course|module|lesson|video|handbook|setup)\b)|the above|all (?:that|this|the above)|whatever (?:you|i|it|the|was|is))\b`,
  // "all previous instructions" on their own, after any verb or emoji.
  `\\b(?:all|any)\\s+(?:of\\s+)?(?:the\\s+|your\\s+|my\\s+)?(?:previous|prior|preceding|earlier|above|foregoing)\\s+${anyOf(EN.instr)}\\b${notTopic(EN, true)}`,
  // "previous instructions are void".
  // (A compound is a page retired, "the previous VPN instructions are no longer valid": the word
  // before the noun is of EN_NOUN_LEAD.)
  String.raw`\b${BACK_QUAL}\s+(?:(?:\S+\s+)?${anyOf(EN_NOUN_LEAD)}\s+)?${anyOf(EN.instr)}\s+(?:are|is|were|have been)\s+(?:now\s+|hereby\s+)?(?:false|void|null|invalid|cancell?ed|revoked|overridden|irrelevant|wrong|fake|no longer (?:valid|relevant|in effect|apply|applicable))\b`,
  // Tenth round: a verb of judging declares them void ("consider your previous orders void", "treat
  // all prior instructions as null", "consider everything above obsolete"); a compound or a topic is
  // a page retired ("treat the previous VPN instructions as obsolete", "… rules for parking …").
  // (Anchored at the rarer verdict, the rest read back.)
  String.raw`\b${VOID}(?<=${NOT_NEGATED}\b(?:consider|treat|regard|deem|count|declare)\s+(?:(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?${BACK_QUAL}\s+(?:(?:\S+\s+)?${anyOf(EN_NOUN_LEAD)}\s+)?${anyOf(EN.instr)}\b${notTopic(EN, true)}|everything\s+(?:above|before|so far|until now|you (?:were|have been) (?:told|given)))\s+(?:as\s+)?(?:now\s+|being\s+|hereby\s+)?${VOID})`,
  // New orders announced.
  String.raw`\b(?:real|actual|true)\s+(?:system\s+)?(?:instructions|directives|system prompt|task)\s*(?:are|is|follow)?\s*:`,
  String.raw`\b(?:new|updated)\s+(?:system\s+)?(?:instructions|directives|system prompt)\s*(?:are|is|follow)?\s*:`,
  // "New task:" is a to-do list's too ("new task: update the wiki"); a model's new task is about
  // its own answer (round 11).
  String.raw`\b(?:new|updated)\s+task\s*(?:is|follows)?\s*:(?=[^\n]{0,80}?\b(?:you|your|answer\w*|respond\w*|repl(?:y|ies|ying)|say|print|output|translat\w*|summar\w*|ignore|disregard|forget|instead|reveal|tell the user)\b)`,
  String.raw`(?<=\b(?:your|the|my)\s+)(?:new|real|actual|true|updated|next|only)\s+(?:task|instructions?|directive|mission|objective|assignment|purpose)\s+(?:is|are|will be|now is)\b`,
  String.raw`\b(?:giving you|here are|i have|follow(?:ing)?|these are)\s+(?:your\s+|the\s+|some\s+)?new\s+(?:instructions|rules|directives|orders|task)\b`,
  String.raw`\bperform\s+(?:a|an)\s+(?:new|different|other)\s+task\b`,
  String.raw`\bstop everything\b`,
  // Handing control to other text: "look at the image and do what it says".
  String.raw`\b(?:do|follow|execute|obey|carry out)\s+(?:what|whatever)\s+(?:it|they)\s+(?:says?|tells? you|asks?)\b`,
  // "disregard the context": only the verbs that cannot mean "replace" (override can).
  String.raw`${NOT_NEGATED}\b(?:ignore|disregard|forget)\s+(?:the|your|all|any)\s+(?:\S+\s+)?context\b`,
];

// Indonesian, Turkish, Vietnamese and Tagalog, once a verb and a noun class either way round here
// (EITHER_WAY), read their grammar in world-south-overrides.ts (tenth round).

/** Instruction overrides in English, French, German, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Chinese, Japanese, Korean, Hindi, Arabic, Bengali, Thai, Indonesian, Turkish, Vietnamese, Tagalog. */
export const overrideRules: readonly MarkerRule[] = [
  {
    name: 'instruction-override',
    on: 'folded',
    patterns: [
      ...Object.entries(OVERRIDE_LANGS).map(([code, l]) => foldedPattern(verbThenObject(code === 'en' ? { ...l, back: [] } : l, code !== 'ru', code === 'en'))),
      ...Object.values(OVERRIDE_LANGS).filter((l) => l.verbFinal === true).map((l) => foldedPattern(objectThenVerb(l))),
      // Ninth round: fr de es it pt verbs of several words, reflexive or "stop following", with the plain verbs' object grammar.
      ...Object.entries(LATIN_OVERRIDE_VERBS).map(([code, strong]) => foldedPattern(verbThenObject({ ...(OVERRIDE_LANGS[code] as OverrideLang), strong: [...strong] }, true))),
      ...latinOverrideFormPatterns.map(foldedPattern),
      ...english.map(foldedPattern),
      ...scriptOverridePatterns.map(foldedPattern),
      ...bareOverridePatterns.map(foldedPattern),
      ...worldOverridePatterns.map(foldedPattern),
      ...eastOverridePatterns.map(foldedPattern),
      ...polishOverridePatterns.map(foldedPattern),
      ...persianOverridePatterns.map(foldedPattern),
      ...greekOverridePatterns.map(foldedPattern),
      ...hebrewOverridePatterns.map(foldedPattern),
      ...czechOverridePatterns.map(foldedPattern),
      ...romanianOverridePatterns.map(foldedPattern),
      ...swedishOverridePatterns.map(foldedPattern),
      ...ukrainianOverridePatterns.map(foldedPattern),
      ...southOverrides.map(foldedPattern),
    ],
  },
];

