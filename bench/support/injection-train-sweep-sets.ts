/**
 * The dev text sets scripts/train-injection-model-sweep.ts scores each learner on: our dev hard
 * negatives and benign prose (the held-out halves), and our dev attack families, none of them
 * trained on. The held-out batches of rounds 7-8 (dev-s7/s8/latin8 and the override objects'
 * held-out half) are not among them: they are read once, by their own scripts, on the retrained
 * assets, and only their bounds in dev-sets.test.ts guard them.
 */
import { alternateHalf, DEV_HARD_NEGATIVES } from '../../test/untrusted/fixtures/dev-hard-negatives';
import { DEV_HARD_NEGATIVES_TALK } from '../../test/untrusted/fixtures/dev-hard-negatives-talk';
import { DEV_EMBEDDED_ATTACKS, DEV_EMBEDDED_NEGATIVES } from '../../test/untrusted/fixtures/dev-embedded';
import { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } from '../../test/untrusted/fixtures/dev-attacks-english-more';
import { benignLanguagesHeldOut } from '../../test/untrusted/fixtures/dev-benign-languages';
import { DEV_BENIGN_LANGUAGES_MORE } from '../../test/untrusted/fixtures/dev-benign-languages-more';
import { DEV_LANGUAGE_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-languages';
import { DEV_ENGLISH_ATTACKS } from '../../test/untrusted/fixtures/dev-attacks-english';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../../test/untrusted/fixtures/dev-attacks-languages-more';
import { overrideObjectFamilies } from '../../test/untrusted/fixtures/families-override-objects';
import { clf10bHalf } from '../../test/untrusted/fixtures/clf10b-families';

export interface SweepSet {
  readonly name: string;
  readonly benign: boolean;
  readonly texts: readonly string[];
}

const texts = (fs: readonly { texts: readonly string[] }[]): string[] => fs.flatMap((f) => f.texts);

export function sweepTextSets(): SweepSet[] {
  return [
    { name: 'hard negatives r5', benign: true, texts: texts(DEV_HARD_NEGATIVES) },
    { name: 'talk r7', benign: true, texts: texts(DEV_HARD_NEGATIVES_TALK) },
    { name: 'embedded negatives r9', benign: true, texts: texts(DEV_EMBEDDED_NEGATIVES) },
    { name: 'r11 negatives', benign: true, texts: texts(DEV_MORE_ENGLISH_NEGATIVES) },
    { name: 'prose in other languages', benign: true, texts: [...benignLanguagesHeldOut(), ...texts(alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1))] },
    // clf10b's EVAL halves (never trained on): benign paragraphs with attack words, 17 languages; oblique leak requests.
    { name: 'clf10b benign eval', benign: true, texts: texts(clf10bHalf(1, 'benign')) },
    { name: 'topic-bound (tuning half)', benign: true, texts: overrideObjectFamilies().flatMap((f) => f.quiet) },
    { name: 'attack families r5', benign: false, texts: texts([...DEV_LANGUAGE_ATTACKS, ...DEV_ENGLISH_ATTACKS]) },
    { name: 'embedded r9', benign: false, texts: texts(DEV_EMBEDDED_ATTACKS) },
    { name: 'r11 attacks', benign: false, texts: texts(DEV_MORE_ENGLISH_ATTACKS) },
    { name: 'languages more', benign: false, texts: texts(DEV_LANGUAGE_ATTACKS_MORE) },
    { name: 'clf10b leaks eval', benign: false, texts: texts(clf10bHalf(1, 'leak')) },
    { name: 'override objects (tuning half)', benign: false, texts: overrideObjectFamilies().flatMap((f) => f.fires) },
  ];
}
