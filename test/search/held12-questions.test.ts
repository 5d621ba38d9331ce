// The round-12 held-out questions (bench/questions/<handbook>.held-12.jsonl): 30 per handbook, split
// "held12", each at a heading line of its handbook as stored with that line's heading, none at a
// section any other question file asks (dev, frozen or held10, ours or shared), exactly the sections
// sample-held12.ts keeps, and none among the dev questions the ranking trials fit on (the checks:
// test/search/support/held-questions.ts, shared with round 13).
import { HELD12_AUTHOR, Held12QuestionSchema, readHeld12 } from '../../bench/support/held10-questions';
import { sampleHeld12 } from '../../bench/support/sample-held12';
import { describeHeld } from './support/held-questions';

describeHeld({
  round: '12',
  split: 'held12',
  author: HELD12_AUTHOR,
  suffix: 'held-12',
  schema: Held12QuestionSchema,
  read: readHeld12,
  sample: sampleHeld12,
  otherSplits: ['dev', 'frozen', 'held10'],
  // Ours, dev-more (Japanese has none), dev-9, held-10 and the shared file at least.
  minOthers: { en: 5, ja: 4 },
});
