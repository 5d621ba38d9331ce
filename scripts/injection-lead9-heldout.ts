/**
 * Issue 15, ninth round (prompt extraction and secret leaks, all languages): the shipped scan
 * (rules alone, classifier alone, both) on the held-out batch of
 * test/untrusted/fixtures/dev-lead9-heldout.ts, written before the round's extraction rules and
 * read once at the end (before -> after: run it on the commit that added the batch, then on the
 * last). Counts only unless `--list`; dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-lead9-heldout.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { LEAD9_HELDOUT_ATTACKS, LEAD9_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-lead9-heldout';

reportHeldOut('lead9 extraction', LEAD9_HELDOUT_ATTACKS, LEAD9_HELDOUT_NEGATIVES, { negativesByFamily: true, list: process.argv.includes('--list') });
