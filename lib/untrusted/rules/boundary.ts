import { FENCE_TAG_FOLDED } from '../fence';
import { foldedPattern, type MarkerRule } from './types';
import { worldInputEndPatterns } from './world-input-ends';

/**
 * Attempts to end the data early: anything that reads as our fence tag (also as character
 * references or with invisible characters), a mention of the fence's id attribute, closing tags
 * of common prompt delimiters, and lines that announce the end of the data or the start of new
 * instructions.
 */
export const boundaryRules: readonly MarkerRule[] = [
  {
    name: 'fence-escape',
    on: 'folded',
    patterns: [new RegExp(FENCE_TAG_FOLDED.source, 'g'), foldedPattern(String.raw`\buntrusted[-_ ]data\s+id\s*=`)],
  },
  {
    name: 'context-boundary',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`<\/?\s*(?:document|documents|context|search_results?|tool_output|tool_result|retrieved_\w+|untrusted[\w-]*|data|external_\w+)\s*>`),
      // A whole line that announces a boundary; the lookbehind lets the scan anchor on the word.
      foldedPattern(String.raw`(?<=(?:^|\n)[ \t]*[-=#*\[<(>|_~]*[ \t]*)(?:end|begin(?:ning)?|start)\s+of\s+(?:the\s+)?(?:untrusted\s+|user\s+|external\s+|retrieved\s+|previous\s+|new\s+)?(?:data|documents?|context|input|content|text|snippets?|search results?|tool (?:output|results?)|system prompt|instructions|conversation|prompt)[ \t]*[-=#*\]>)|_~.:!]*[ \t]*(?=\r?\n|$)`),
      ...worldInputEndPatterns.map(foldedPattern),
    ],
  },
];
