// The round-14 held-out questions (bench/questions/<handbook>.held-14.jsonl): 30 per handbook, split
// "held14", each at a heading line of its handbook as stored with that line's heading, none at a
// section any other question file asks (dev, frozen, held10, held12 or held13, ours or shared), exactly the
// sections sample-held12.ts's ROUND14 keeps, none among the dev questions the ranking trials fit on
// (the checks: test/search/support/held-questions.ts, shared with rounds 12 and 13), and worded as the brief
// asks: 10 of 30 English ones 2–4 words, 5 of 30 Japanese ones keywords.
import { HELD14_AUTHOR, Held14QuestionSchema, readHeld14 } from '../../bench/support/held10-questions';
import { sampleHeld14 } from '../../bench/support/sample-held12';
import { describeHeld, expectShortQueries } from './support/held-questions';

describeHeld({
  round: '14',
  split: 'held14',
  author: HELD14_AUTHOR,
  suffix: 'held-14',
  schema: Held14QuestionSchema,
  read: readHeld14,
  sample: sampleHeld14,
  otherSplits: ['dev', 'frozen', 'held10', 'held12', 'held13'],
  // Ours, dev-more (Japanese has none), dev-9, held-10, held-12, held-13 and the shared file at least.
  minOthers: { en: 7, ja: 6 },
  // Short, search-box queries: English 2–4 words; Japanese space-separated keywords with no sentence ending.
  extra: expectShortQueries,
});
