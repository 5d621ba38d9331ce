// The round-13 held-out questions (bench/questions/<handbook>.held-13.jsonl): 30 per handbook, split
// "held13", each at a heading line of its handbook as stored with that line's heading, none at a
// section any other question file asks (dev, frozen, held10 or held12, ours or shared), exactly the
// sections sample-held12.ts's ROUND13 keeps, none among the dev questions the ranking trials fit on
// (the checks: test/search/support/held-questions.ts, shared with round 12), and worded as the brief
// asks: 10 of 30 English ones 2–4 words, 5 of 30 Japanese ones keywords.
import { HELD13_AUTHOR, Held13QuestionSchema, readHeld13 } from '../../bench/support/held10-questions';
import { sampleHeld13 } from '../../bench/support/sample-held12';
import { describeHeld, expectShortQueries } from './support/held-questions';

describeHeld({
  round: '13',
  split: 'held13',
  author: HELD13_AUTHOR,
  suffix: 'held-13',
  schema: Held13QuestionSchema,
  read: readHeld13,
  sample: sampleHeld13,
  otherSplits: ['dev', 'frozen', 'held10', 'held12'],
  // Ours, dev-more (Japanese has none), dev-9, held-10, held-12 and the shared file at least.
  minOthers: { en: 6, ja: 5 },
  // Short, search-box queries: English 2–4 words; Japanese space-separated keywords with no sentence ending.
  extra: expectShortQueries,
});
