/**
 * Issue 15, tenth round (world10): the dev families of world10-families.ts (tr id tl vi ar, tuned
 * on) through the rules alone, the classifier alone and the shipped scan, per family; `--list`
 * prints each text with its markers and classifier score. Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-world10-dev.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { WORLD10_FAMILIES } from '../test/untrusted/fixtures/world10-families';

reportHeldOut(
  'world10 dev families',
  WORLD10_FAMILIES.map((f) => ({ family: `${f.rule}: ${f.family}`, texts: f.fires })),
  WORLD10_FAMILIES.filter((f) => f.quiet.length > 0).map((f) => ({ family: `${f.rule} quiet: ${f.family}`, texts: f.quiet })),
  { negativesByFamily: true, list: process.argv.includes('--list') },
);
