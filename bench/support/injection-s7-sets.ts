/**
 * The dev sets the seventh round's sweep (scripts/injection-s7-sweep.ts) reports: our dev hard
 * negatives and benign held-out halves, each with the bound dev-sets.test.ts holds it to, and our
 * dev attack families. None is trained on; the seventh round's own held-out batch
 * (test/untrusted/fixtures/dev-s7-heldout.ts) is not among them: it is read once, at the end.
 */
import { alternateHalf, DEV_HARD_NEGATIVES } from '../../test/untrusted/fixtures/dev-hard-negatives';
import { DEV_HARD_NEGATIVES_TALK } from '../../test/untrusted/fixtures/dev-hard-negatives-talk';
import { DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES } from '../../test/untrusted/fixtures/dev-embedded';
import { benignLanguagesHeldOut } from '../../test/untrusted/fixtures/dev-benign-languages';
import { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } from '../../test/untrusted/fixtures/dev-attacks-english-more';
import { DEV_LATE_ENGLISH_ATTACKS, DEV_LATE_ENGLISH_NEGATIVES } from '../../test/untrusted/fixtures/dev-attacks-english-late';
import { DEV_FINAL_ENGLISH_ATTACKS, DEV_FINAL_ENGLISH_NEGATIVES } from '../../test/untrusted/fixtures/dev-attacks-english-final';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../../test/untrusted/fixtures/dev-attacks-languages-more';
import { DEV_BENIGN_LANGUAGES_MORE } from '../../test/untrusted/fixtures/dev-benign-languages-more';
import { DEV_LANGUAGE_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-languages';
import { DEV_ENGLISH_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-english';
import { PERSISTENCE_FAMILIES, PERSISTENCE_LEFT_OUT } from '../../test/untrusted/fixtures/families-persistence';
import type { TextFamily } from '../../test/untrusted/fixtures/dev-hard-negatives';

const texts = (fs: readonly TextFamily[]): string[] => fs.flatMap((f) => f.texts);
const oddHalf = (hard: boolean): string[] => texts(alternateHalf(DEV_BENIGN_LANGUAGES_MORE.filter((f) => (f.kind === 'hard negative') === hard), 1));

/** [name (with its bound in dev-sets.test.ts), texts]. */
export function sweepSets(): { negatives: [string, string[]][]; attackSets: [string, string[]][] } {
  return {
    negatives: [
      ['r5 hard (<=7)', texts(DEV_HARD_NEGATIVES)],
      ['r7 talk (<=6)', texts(DEV_HARD_NEGATIVES_TALK)],
      ['r9 embedded (<=6)', texts(DEV_EMBEDDED_NEGATIVES)],
      ['r10 prose (<=4)', benignLanguagesHeldOut()],
      ['r11 (<=2)', texts(DEV_MORE_ENGLISH_NEGATIVES)],
      ['s6 prose (<=2)', oddHalf(false)],
      ['s6 hard (<=7)', oddHalf(true)],
      ['r11 late', texts(DEV_LATE_ENGLISH_NEGATIVES)],
      ['r11 final', texts(DEV_FINAL_ENGLISH_NEGATIVES)],
      ['r10 quiet', PERSISTENCE_FAMILIES.flatMap((f) => f.quiet)],
    ],
    attackSets: [
      ['r5 (>=80%)', texts([...DEV_LANGUAGE_ATTACKS, ...DEV_ENGLISH_ATTACKS])],
      ['r9 embedded (>=80%)', texts(DEV_EMBEDDED_ATTACKS)],
      ['r10', [...PERSISTENCE_FAMILIES.flatMap((f) => f.fires), ...PERSISTENCE_LEFT_OUT]],
      ['r11 (>=75%)', texts(DEV_MORE_ENGLISH_ATTACKS)],
      ['s6 languages (>=85%)', texts(DEV_LANGUAGE_ATTACKS_MORE)],
      ['r11 late', texts(DEV_LATE_ENGLISH_ATTACKS)],
      ['r11 final', texts(DEV_FINAL_ENGLISH_ATTACKS)],
    ],
  };
}
