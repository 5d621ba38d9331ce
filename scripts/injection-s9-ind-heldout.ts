/**
 * Issue 15, ninth round (English attack techniques): the shipped scan (rules alone, classifier
 * alone, both) on the held-out batch of test/untrusted/fixtures/dev-s9-ind-heldout.ts, written
 * before the round's rules and read once at the end (before -> after: run it on the commit that
 * added the batch, then on the last). Counts only unless `--list`; dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-s9-ind-heldout.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { S9_IND_HELDOUT_ATTACKS, S9_IND_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-s9-ind-heldout';

reportHeldOut('s9 techniques', S9_IND_HELDOUT_ATTACKS, S9_IND_HELDOUT_NEGATIVES, { negativesByFamily: true, list: process.argv.includes('--list') });
