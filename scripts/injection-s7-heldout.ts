/**
 * Issue 15, seventh round: the shipped scan (rules alone, classifier alone, both) on the held-out
 * batch of test/untrusted/fixtures/dev-s7-heldout.ts, written before the round's changes and read
 * once at the end (before -> after: run it on the commit that added the batch, then on the last).
 * Dev only, no corpus row read. Run: `npx vite-node scripts/injection-s7-heldout.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { S7_HELDOUT_ATTACKS, S7_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-s7-heldout';

reportHeldOut('s7', S7_HELDOUT_ATTACKS, S7_HELDOUT_NEGATIVES, { list: process.argv.includes('--list') });
