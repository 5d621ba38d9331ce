/**
 * Issue 15, ninth round (asia9): the dev families of families-asia9.ts (tuned on) through the rules
 * alone, the classifier alone and the shipped scan, per family; `--list` prints each text with its
 * markers and classifier score. Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-asia9-dev.ts [--list]`.
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { ASIA9_FAMILIES } from '../test/untrusted/fixtures/families-asia9';

reportHeldOut(
  'asia9 dev families',
  ASIA9_FAMILIES.map((f) => ({ family: `${f.rule}: ${f.family}`, texts: f.fires })),
  ASIA9_FAMILIES.map((f) => ({ family: `${f.rule} quiet`, texts: f.quiet })),
  { negativesByFamily: true, list: process.argv.includes('--list') },
);
