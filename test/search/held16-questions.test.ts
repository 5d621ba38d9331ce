// The round-16 held-out questions (bench/questions/<handbook>.held-16.jsonl), Japanese-heavy like round 15: 30 per
// English handbook and 60 for ja-react-dev (150), split "held16", each at a heading line of its handbook as stored
// with that line's heading, none at a section any other question file asks (dev, frozen, held10, held12 … held15,
// ours or shared), exactly the sections sample-held12.ts's ROUND16 keeps, none among the dev questions the ranking
// trials fit on (the checks: test/search/support/held-questions.ts, shared with rounds 12-15), and worded as the
// brief asks: 10 of 30 English ones 2–4 words, 10 of 60 Japanese ones keywords.
import { HELD16_AUTHOR, Held16QuestionSchema, readHeld16 } from '../../bench/support/held10-questions';
import { sampleHeld16 } from '../../bench/support/sample-held12';
import { describeHeld, expectShortCounts } from './support/held-questions';

describeHeld({
  round: '16',
  split: 'held16',
  author: HELD16_AUTHOR,
  suffix: 'held-16',
  schema: Held16QuestionSchema,
  read: readHeld16,
  sample: sampleHeld16,
  otherSplits: ['dev', 'frozen', 'held10', 'held12', 'held13', 'held14', 'held15'],
  // Ours, dev-more (Japanese has none), dev-9, held-10, held-12, held-13, held-14, held-15 and the shared file at least.
  minOthers: { en: 9, ja: 8 },
  counts: { '18f-handbook': 30, 'cwe-playbook': 30, 'mattermost-handbook': 30, 'ja-react-dev': 60 },
  // Short, search-box queries: English 2–4 words; Japanese space-separated keywords with no sentence ending.
  extra: expectShortCounts({ en: 10, ja: 10 }),
});
