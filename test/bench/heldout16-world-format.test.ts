// The format of the round-16 multilingual held-out batch (bench/heldout16/world.jsonl), written in
// round 16 and merged unread: shape only, never scanned, compared with other files by hash alone
// (test/bench/support/world-batch.ts). The counts are the round's brief's.
import { describeWorldBatch } from './support/world-batch';

describeWorldBatch({ round: 16, earlier: [10, 12, 13, 14, 15], attacks: 360, negatives: 210, perLanguage: { attacks: 12, negatives: 6, hard: 4 } });
