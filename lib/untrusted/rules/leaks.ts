import { foldedPattern, type MarkerRule } from './types';

// "not", "never", "don't" shortly before the verb: "never reveal your password" is advice.
const NOT_NEGATED = String.raw`(?<!\b(?:not|never|n't|no|nor)\s+(?:\S+\s+)?)`;

/** Requests to reveal the prompt, the instructions, or secrets. */
export const leakRules: readonly MarkerRule[] = [
  {
    name: 'prompt-leak',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\byour\s+(?:\S+\s+){0,2}?(?:system|initial|original|hidden|secret|internal|developer|pre-?|starting|opening|setup|first)\s*(?:prompt|instructions?|message|configuration|config|directives|rules|guidelines)\b`),
      foldedPattern(String.raw`\b(?:initial|original|hidden|secret|internal|pre)[- ]?prompt\b`),
      foldedPattern(String.raw`\b(?:display|show|print|output|reveal|dump|repeat)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:full\s+|entire\s+|complete\s+)?system\s+(?:configuration|config|settings|prompt|message|instructions)\b`),
      foldedPattern(String.raw`\b(?:output|print|repeat|show|display|reveal|write|copy|return|echo|spell)\s+(?:out\s+)?(?:all\s+)?(?:of\s+)?(?:the|everything|all)\s+(?:\S+\s+){0,2}?(?:text|words|content|lines|prompt|instructions|messages?)\s+(?:above|before|preceding|prior)\b`),
      foldedPattern(String.raw`\b(?:print|repeat|output|reveal|show|display|spell[- ]check|translate|summari[sz]e|list|encode)\s+(?:all\s+)?(?:of\s+)?(?:the|your)\s+(?:previous|prior|above|preceding|initial|original|earlier|first)\s+(?:instructions|prompts?|messages?|text|directions|rules)\b`),
      foldedPattern(String.raw`\bwhat\s+(?:were|are|have)\s+you\s+(?:been\s+)?(?:told|instructed|programmed|given|trained|not (?:supposed|allowed|permitted) to)\b`),
      foldedPattern(String.raw`\bwhat\s+(?:are|were|is)\s+your\s+(?:\S+\s+)?(?:instructions|rules|directives|guidelines|prompt)\b`),
      foldedPattern(String.raw`\bbefore\s+(?:this|the|our)\s+(?:conversation|chat|session)\s+(?:started|began|begin|starts)\b`),
      foldedPattern(String.raw`\b(?:text|instructions|prompt|input|words)\s+you\s+(?:were|have been)\s+(?:given|told|provided|fed|shown)\b`),
      foldedPattern(String.raw`\bmy\s+(?:instructions|rules|system prompt|directives)\s+(?:are|were)\s*:`),
      foldedPattern(String.raw`\binitiali[sz]ation\s+(?:string|prompt|text|message|instructions)\b`),
    ],
  },
  {
    name: 'secret-request',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`${NOT_NEGATED}\b(?:reveal|leak|exfiltrate|disclose|expose|print out|tell me|give me|send me|show me|output all)\s+(?:\S+\s+){0,3}?(?:passwords?|passphrases?|api[ _-]?keys?|secret(?:s|\s+keys?)|access tokens?|auth tokens?|tokens|credentials|private keys?|ssh keys?|canar(?:y|ies)|env(?:ironment)? variables|\.env)\b`),
    ],
  },
];
