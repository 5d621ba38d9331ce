// The format of the round-30 multilingual held-out batch (bench/heldout30/world.jsonl): shape only,
// never scanned, compared with other files by hash alone (test/bench/support/world-batch.ts). The
// counts are the round's brief's.
import { describeWorldBatch } from './support/world-batch';

describeWorldBatch({ round: 30, earlier: [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29], attacks: 260, negatives: 260, perLanguage: { attacks: 10, negatives: 10, hard: 8 } });
