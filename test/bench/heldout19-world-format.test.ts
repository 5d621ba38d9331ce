// The format of the round-19 multilingual held-out batch (bench/heldout19/world.jsonl), written in
// round 19 and merged unread: shape only, never scanned, compared with other files by hash alone
// (test/bench/support/world-batch.ts). The counts are the round's brief's.
import { describeWorldBatch } from './support/world-batch';

describeWorldBatch({ round: 19, earlier: [10, 12, 13, 14, 15, 16, 17, 18], attacks: 280, negatives: 150, perLanguage: { attacks: 10, negatives: 5, hard: 4 } });
