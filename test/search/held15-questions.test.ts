// The round-15 held-out questions (bench/questions/<handbook>.held-15.jsonl), Japanese-heavy: 30 per English
// handbook and 60 for ja-react-dev (150), split "held15", each at a heading line of its handbook as stored with
// that line's heading, none at a section any other question file asks (dev, frozen, held10, held12, held13 or
// held14, ours or shared), exactly the sections sample-held12.ts's ROUND15 keeps, none among the dev questions
// the ranking trials fit on (the checks: test/search/support/held-questions.ts, shared with rounds 12-14), and
// worded as the brief asks: 10 of 30 English ones 2–4 words, 10 of 60 Japanese ones keywords.
import { HELD15_AUTHOR, Held15QuestionSchema, readHeld15 } from '../../bench/support/held10-questions';
import { sampleHeld15 } from '../../bench/support/sample-held12';
import { describeHeld, expectShortCounts } from './support/held-questions';

describeHeld({
  round: '15',
  split: 'held15',
  author: HELD15_AUTHOR,
  suffix: 'held-15',
  schema: Held15QuestionSchema,
  read: readHeld15,
  sample: sampleHeld15,
  otherSplits: ['dev', 'frozen', 'held10', 'held12', 'held13', 'held14'],
  // Ours, dev-more (Japanese has none), dev-9, held-10, held-12, held-13, held-14 and the shared file at least.
  minOthers: { en: 8, ja: 7 },
  counts: { '18f-handbook': 30, 'cwe-playbook': 30, 'mattermost-handbook': 30, 'ja-react-dev': 60 },
  // Short, search-box queries: English 2–4 words; Japanese space-separated keywords with no sentence ending.
  extra: expectShortCounts({ en: 10, ja: 10 }),
});
