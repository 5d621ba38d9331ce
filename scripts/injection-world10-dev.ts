/**
 * Issue 15, tenth round (world10): the dev families of world10-families.ts (tr id tl vi ar, tuned
 * on) through the rules alone, the classifier alone and the shipped scan, per family; `--list`
 * prints each text with its markers and classifier score. Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-world10-dev.ts [--list] [--second | --third]` (the second or third dev batch).
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { WORLD10_FAMILIES, WORLD10_SECOND, WORLD10_THIRD } from '../test/untrusted/fixtures/world10-families';

const batch = process.argv.includes('--second') ? WORLD10_SECOND : process.argv.includes('--third') ? WORLD10_THIRD : WORLD10_FAMILIES;
reportHeldOut(
  process.argv.includes('--second') ? 'world10 second dev batch' : process.argv.includes('--third') ? 'world10 third dev batch' : 'world10 dev families',
  batch.map((f) => ({ family: `${f.rule}: ${f.family}`, texts: f.fires })),
  batch.filter((f) => f.quiet.length > 0).map((f) => ({ family: `${f.rule} quiet: ${f.family}`, texts: f.quiet })),
  { negativesByFamily: true, list: process.argv.includes('--list') },
);
