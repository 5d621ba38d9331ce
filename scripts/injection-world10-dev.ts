/**
 * Issue 15, tenth round (world10): the dev families of world10-families.ts (tr id tl vi ar, tuned
 * on) through the rules alone, the classifier alone and the shipped scan, per family; `--list`
 * prints each text with its markers and classifier score. Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-world10-dev.ts [--list] [--second | --third | --secrets]` (a later dev batch).
 */
import { reportHeldOut } from '../bench/support/heldout-batch';
import { WORLD10_FAMILIES, WORLD10_SECOND, WORLD10_SECRETS, WORLD10_THIRD } from '../test/untrusted/fixtures/world10-families';

const pick = (['--second', '--third', '--secrets'] as const).find((a) => process.argv.includes(a));
const batch = pick === '--second' ? WORLD10_SECOND : pick === '--third' ? WORLD10_THIRD : pick === '--secrets' ? WORLD10_SECRETS : WORLD10_FAMILIES;
reportHeldOut(
  pick === undefined ? 'world10 dev families' : `world10 dev batch ${pick.slice(2)}`,
  batch.map((f) => ({ family: `${f.rule}: ${f.family}`, texts: f.fires })),
  batch.filter((f) => f.quiet.length > 0).map((f) => ({ family: `${f.rule} quiet: ${f.family}`, texts: f.quiet })),
  { negativesByFamily: true, list: process.argv.includes('--list') },
);
