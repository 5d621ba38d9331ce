// The format of the round-21 English held-out batch (bench/heldout21/en.jsonl): shape only, never
// scanned, compared with other files by hash alone (test/bench/support/english-batch.ts). The counts
// are the round's brief's.
import { describeEnglishBatch } from './support/english-batch';

describeEnglishBatch({ round: 21, earlier: [10, 12, 13, 14, 15, 16, 17, 18, 19, 20], attacks: 200, negatives: 200, hard: 150, benign: 40 });
