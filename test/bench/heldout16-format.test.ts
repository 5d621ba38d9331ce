// The format of the round-16 English held-out batch (bench/heldout16/en.jsonl): shape only, never
// scanned, compared with other files by hash alone (test/bench/support/english-batch.ts). The counts
// are the round's brief's.
import { describeEnglishBatch } from './support/english-batch';

describeEnglishBatch({ round: 16, earlier: [10, 12, 13, 14, 15], attacks: 220, negatives: 140, hard: 95, benign: 45 });
