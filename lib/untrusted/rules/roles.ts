import { foldedPattern, type MarkerRule } from './types';
import { dialoguePatterns } from './dialogues';

const ROLES = 'system|user|assistant|human|chatgpt|gpt-?\\d*|claude|gemini|bard|llm|ai assistant';
const TAG_NAMES =
  'system|system_prompt|system-prompt|sys|user|assistant|human|instructions?|prompt|developer|admin|tool_call|tool_calls|tool_result|tool_response|function_call|function_calls|function_results|invoke|parameter';

// A transcript shown to the reader as an example is not a turn of the conversation (tenth round):
// a label inside a fenced block (a fence line above it and one below, none between), or within a
// few lines after a line that introduces an example ("Here is an example conversation:", "For
// example:", "A sample dialogue:"). A fake turn planted in data has neither. Read back only once a
// label has matched, so the cost is at labels alone.
const FENCE = '[ \\t]*(?:```|~~~)';
const LABEL = String.raw`[ \t>*_#]*(?:${ROLES})[ \t*_]*:`;
const IN_FENCE = String.raw`(?<=(?:^|\n)${FENCE}[^\n]*\n(?:(?!${FENCE})[^\n]*\n){0,20}${LABEL})(?=[^\n]*\n(?:(?!${FENCE})[^\n]*\n){0,20}${FENCE})`;
// (An introduction that tells the model how it answers, "examples of how you answer:", is a
// few-shot attack's.)
const INTRODUCED = String.raw`(?<=\b(?:examples?|sample|transcript|for instance|e\.g\.|like this|as follows|illustrat\w*)\b(?:(?!\byou\s+(?:should\s+|must\s+|will\s+|always\s+)?(?:answer|respond|reply|behave|act)\b)[^\n]){0,80}:[ \t]*\n(?:[^\n]*\n){0,8}${LABEL})`;
// A turn left open at the end of the text is the model's to fill: never an example shown.
const SHOWN = `(?!${IN_FENCE}|${INTRODUCED})|(?=\\s*$)`;

/**
 * Role and chat-template tags: tokens of chat formats (`<|im_start|>`, `[INST]`, `<<SYS>>`,
 * `<start_of_turn>`), role labels opening a line (`User:`, `### Assistant:`), and XML-like role
 * tags (`<system>`, `</tool_result>`). Text that fakes a turn of the conversation.
 */
export const roleRules: readonly MarkerRule[] = [
  {
    name: 'role-tag',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_text|eom_id|tool|ipython|fim_\w+)\s*\|>`),
      foldedPattern(String.raw`\[\/?inst\]|<<\/?sys>>|<\/?(?:start|end)_of_turn>`),
      // At the start of a line (a lookbehind, so the scan can anchor on the role word).
      foldedPattern(String.raw`(?<=(?:^|\n)[ \t>*_#]*)(?:${ROLES})[ \t*_]*:(?!\/\/)(?:${SHOWN})|(?<=(?:^|\n)[ \t>*_]*)###\s*(?:instruction|response|input)[ \t*_]*:`),
      foldedPattern(String.raw`<\/?\s*(?:${TAG_NAMES})(?:\s[^<>\n]{0,60})?>`),
      ...dialoguePatterns.map(foldedPattern),
    ],
  },
  {
    // Fake system notices and tool calls: "[system]", "Administrator override:", a JSON message
    // with role "system", a call of one of our own tools written into the data.
    name: 'fake-system-block',
    on: 'folded',
    patterns: [
      foldedPattern(String.raw`\[\s*(?:system|admin|administrator|developer|sys)(?:\s+(?:message|note|prompt|override|update|instruction|notice|alert))?\s*\]`),
      foldedPattern(String.raw`\b(?:system|admin|administrator|developer|root)\s+(?:message|override|prompt|instruction|instructions|note|update)\s*:`),
      foldedPattern(String.raw`\b(?:begin|start|end)\s+(?:of\s+)?(?:the\s+)?system\s+(?:prompt|message|instructions)\b`),
      foldedPattern(String.raw`"role"\s*:\s*"(?:system|assistant|tool|developer)"|"(?:tool_calls|function_call)"\s*:`),
      foldedPattern(String.raw`\bstone_(?:search|read|engrave)\b`),
      foldedPattern(String.raw`(?<=(?:^|\n)[ \t]*)(?:` + '```' + String.raw`|~~~)[\x60~]*[ \t]*(?:system|tool_call|tool|function_call)\b`),
      foldedPattern(String.raw`\b(?:system|assistant|model|ai)(?:'s)?\s+(?:chain[- ]of[- ]thought|internal (?:analysis|notes|reasoning))`),
    ],
  },
];
