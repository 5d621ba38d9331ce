// The format of the round-19 English held-out batch (bench/heldout19/en.jsonl): shape only, never
// scanned, compared with other files by hash alone (test/bench/support/english-batch.ts). The counts
// are the round's brief's.
import { describeEnglishBatch } from './support/english-batch';

describeEnglishBatch({ round: 19, earlier: [10, 12, 13, 14, 15, 16, 17, 18], attacks: 200, negatives: 130, hard: 90, benign: 40 });
