/**
 * Issue 15, eighth round (English recall): the shipped scan (rules alone, classifier alone, both)
 * on the held-out batch of test/untrusted/fixtures/dev-s8-en-heldout.ts, written before the
 * round's English rules and read once at the end (before -> after: run it on the commit that
 * added the batch, then on the last). Counts only unless `--list`; dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-s8-en-heldout.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { S8_EN_HELDOUT_ATTACKS, S8_EN_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-s8-en-heldout';

reportHeldOut('s8 English', S8_EN_HELDOUT_ATTACKS, S8_EN_HELDOUT_NEGATIVES, { negativesByFamily: true, list: process.argv.includes('--list') });
