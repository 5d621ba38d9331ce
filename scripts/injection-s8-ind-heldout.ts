/**
 * Issue 15, eighth round, second pass (English indirect attacks in data): the shipped scan
 * (rules alone, classifier alone, both) on the held-out batch of
 * test/untrusted/fixtures/dev-s8-ind-heldout.ts, written before the pass's rules and read once at
 * the end (before -> after: run it on the commit that added the batch, then on the last). Counts
 * only unless `--list`; dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-s8-ind-heldout.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { S8_IND_HELDOUT_ATTACKS, S8_IND_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-s8-ind-heldout';

reportHeldOut('s8 indirect', S8_IND_HELDOUT_ATTACKS, S8_IND_HELDOUT_NEGATIVES, { negativesByFamily: true, list: process.argv.includes('--list') });
