// The format of the round-23 multilingual held-out batch (bench/heldout23/world.jsonl), written in
// round 23 and merged unread: shape only, never scanned, compared with other files by hash alone
// (test/bench/support/world-batch.ts). The counts are the round's brief's.
import { describeWorldBatch } from './support/world-batch';

// Its helper ran out of time: 15 of the 26 languages, 10 attacks and 10 negatives in each but tr (9: the integrator
// dropped w23-tr-hn-humanorder-1, which shares 60 characters with heldout22), README-world.md.
describeWorldBatch({ round: 23, earlier: [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], attacks: 150, negatives: 149, perLanguage: { attacks: 10, negatives: 9, hard: 8 }, languages: ['ja', 'zh', 'ko', 'de', 'fr', 'es', 'pt', 'it', 'ru', 'uk', 'pl', 'nl', 'sv', 'tr', 'ar'] });
