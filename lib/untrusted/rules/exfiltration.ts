import { foldedPattern, type MarkerRule } from './types';

// Something in a URL that stands for data to be filled in: {x}, <x>, $x, [DATA], %7B…, or a
// parameter named for what an attacker wants.
const PLACEHOLDER = String.raw`(?:\{[^}\s)]{0,40}\}|<[^>\s)]{1,40}>|\$\{?\w+|%7b|%3c|\[[a-z_ ]{1,30}\]|[?&](?:data|secret|password|pwd|token|key|apikey|conversation|history|chat|prompt|q|info|msg|message|content|summary|answer|exfil|leak|email)=)`;
const URL_HEAD = String.raw`(?:https?:)?\/\/[^)\s"'>]*?`;
const DATA = String.raw`(?:conversation|chat(?: history)?|history|secrets?|passwords?|api keys?|tokens?|credentials|the user'?s?|previous messages|summary|personal (?:data|information)|private \w+|system prompt|instructions|data|everything|answer|response)`;

/**
 * Exfiltration: markdown or HTML images (loaded without a click) whose remote URL carries a
 * placeholder for data, and instructions to put data into a URL, link or image, or to send it
 * to an address.
 */
export const exfiltrationRules: readonly MarkerRule[] = [
  {
    name: 'exfiltration',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`!\[[^\]\n]{0,200}\]\(\s*<?${URL_HEAD}${PLACEHOLDER}`),
      foldedPattern(String.raw`<img\b[^>]{0,200}?\bsrc\s*=\s*["']?${URL_HEAD}${PLACEHOLDER}`),
      foldedPattern(String.raw`\b(?:append|add|include|insert|encode|put|embed|attach|concatenate)\b[^.\n]{0,40}?\b${DATA}\b[^.\n]{0,40}?\b(?:to|in|into|inside|as)\s+(?:the\s+|a\s+|an\s+|this\s+)?(?:url|link|query string|query parameter|image url|image link|markdown image|image|webhook)\b`),
      foldedPattern(String.raw`\b(?:send|forward|upload|transmit|exfiltrate|leak)\s+(?:all\s+(?:the\s+|of\s+(?:the\s+|your\s+)?|your\s+)?(?:emails?|messages?|conversations?|contacts|files|documents|notes|inbox|data|secrets?|passwords?)|(?:the|your)\s+(?:conversation|chat history|user'?s?\s+\S+|passwords?|credentials|secrets?|api keys?|tokens?|inbox))\s+(?:\S+\s+){0,3}?to\s+(?:[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z]{2,}|https?:\/\/)`),
      foldedPattern(String.raw`\b(?:send|post|upload|transmit|forward|exfiltrate|submit)\s+(?:the\s+|all\s+|your\s+)?${DATA}\s+(?:\S+\s+){0,3}?to\s+(?:https?:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}\/)`),
    ],
  },
];
