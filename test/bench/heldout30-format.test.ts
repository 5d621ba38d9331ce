// The format of the round-30 English held-out batch (bench/heldout30/en.jsonl): shape only, never
// scanned, compared with other files by hash alone (test/bench/support/english-batch.ts). The counts
// are the round's brief's.
import { describeEnglishBatch } from './support/english-batch';

describeEnglishBatch({ round: 30, earlier: [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29], attacks: 200, negatives: 200, hard: 150, benign: 40 });
