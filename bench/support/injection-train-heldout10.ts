/**
 * The round-10 held-out batches (bench/heldout10/*.jsonl) as training data for the injection
 * classifier (issue 15, round 12). They were read once by the integrator in round 10 and are
 * spent: no longer evidence for anything trained after that read, so they may be trained on.
 * Each file is pinned by the SHA-256 of its bytes, as read in round 10: an edited batch is
 * refused, so a retrain never moves because a batch file changed under it.
 *
 * Sources: one per language group (`heldout10 <group>`), so that the leave-one-source-out
 * models (injection-train-second.ts) leave out a whole group, attacks and negatives alike, and
 * so that scripts/injection-heldout10-loso.ts can leave out a group or a family at a time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { PrimaChatError } from '../../lib/errors';
import { HeldoutRowSchema, readBatchRows } from './heldout10-rows';

/** A row of a spent batch; `batch` names a later round's folder (absent: round 10's, whose names stay as they were trained). */
export type Heldout10Row = z.infer<typeof HeldoutRowSchema> & { readonly batch?: string };

/** The batch files and the SHA-256 of their bytes when the integrator read them (round 10). */
export const HELDOUT10_FILES: Readonly<Record<string, string>> = {
  'en.jsonl': 'bffd7a0b12689adc0482544498f265193d75cede2506f8ceea96f98fe650ae98',
  'world.jsonl': '0e6ae074ff96ee5876b97e550af3ba8e239f4ae97d938b8c95e2b1e36eb0f146',
};

export const HELDOUT10_DIR = 'bench/heldout10';

/** Spent batch folders after round 10's: folder -> file -> the SHA-256 of its bytes when read. */
export type SpentBatches = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Round 12's batches (bench/heldout12), read once by the integrator in round 12: spent, pinned as read. */
export const HELDOUT12_BATCHES: SpentBatches = {
  'bench/heldout12': {
    'en.jsonl': 'd0c5356fd44552408d3d228fc4bcb31cb0463650a1294db67630e59c500e0e3e',
    'world.jsonl': '454114956891569412d2ef00508a69868e62d038cc4e413d3f998be0f606f7a5',
  },
};

/**
 * Every later round's batches, each read once by the integrator in its round (12 to 30) and
 * spent, pinned as read (the bytes merged that round; each file has one commit, heldout17's
 * world.jsonl two, both before its read): the pool a recipe (injection-spent-recipe.ts) chooses
 * from and leaves one batch out of at a time.
 */
export const LATER_BATCHES: SpentBatches = {
  ...HELDOUT12_BATCHES,
  'bench/heldout13': {
    'en.jsonl': 'be62eb40f859bd70f745e8e1934bb82f01c0df8d2fce654da2e6ff1a24515d46',
    'world.jsonl': '4a92c92a115443fe4fe7dd0612fa20ddb9d7add167ea1848a25a512b9276df7d',
  },
  'bench/heldout14': {
    'en.jsonl': '0a74d9c54c5138ed7476f8151f244400e07aed4806acb42784fac103d14ca285',
    'world.jsonl': '011f329e9cb9236d28ecdbcd261f9cb18b6957501717e64f28a18d285a132866',
  },
  'bench/heldout15': {
    'en.jsonl': '651fd0f701e5e6e38bf17164f95fc98e78ce665d278ed7433ef341e4b82606e5',
    'world.jsonl': '148aaf4adb2de66e2428525aa2df21fd07a1991f1925f8ff3ddaf9d444441156',
  },
  'bench/heldout16': {
    'en.jsonl': '34e87354ccc789fefbb10fa59619ce0e11f97adcff4c4411ff267dbfe541851e',
    'world.jsonl': '1a40ea38b62f5333cbb18471266a13fe13497234b0ea3b48022d56c4e1cadee6',
  },
  'bench/heldout17': {
    'en.jsonl': '098f9c528d27c8d1f891904d265c83945dd02b3756275a2173fa7e18033cb12c',
    'world.jsonl': '0d0e14ddf7b76a956481297ad9aaecacae3cf50b2ede257e002bb2cfd4b3030f',
  },
  'bench/heldout18': {
    'en.jsonl': 'f4d43316b73c0b4e2443cca4a0bbfbf51575947d77439460eaff7d1b09dbdad0',
    'world.jsonl': 'e294a56cc024b246313692c9d3aa41610d437a7deee40c102794b13bc0f699d7',
  },
  'bench/heldout19': {
    'en.jsonl': '4c76077de5d8397c0c1541de5c31858d994283054f102cc75f6f89b91f32cb3f',
    'world.jsonl': 'd42fca239e9d94d1a72b38b9cab53efe1c922d24e59960580123d631b732c860',
  },
  'bench/heldout20': {
    'en.jsonl': 'd6dfca3c3b36203409be7cad3de7b97d493707bcae057d884f8d49fe912dd2e2',
    'world.jsonl': 'aba4f55638d5943831798312488bb071288efe15c83658ff453b93c17fa173bd',
  },
  'bench/heldout21': {
    'en.jsonl': 'f40bd58dbb2623212ec3f581edbc8d459176519829aaf341920b935b37b28263',
    'world.jsonl': 'c667314050de68d3787078d1baf317c34e0548db5a711a884dec0d65c8225a97',
  },
  'bench/heldout22': {
    'en.jsonl': '4d0f2cd33765fc994751d7659eec97da11cd3dcb438886735bfcddd17fa5bf5a',
    'world.jsonl': '877f803d3f982a4172218dc3ec10e9051d09dd7542a5fc76d13f640b09e64ab5',
  },
  'bench/heldout23': {
    'en.jsonl': 'ffaaf38832a06ad23ef345758a24c12474afe083e7276fde309b2368850f9ebe',
    'world.jsonl': '5656695fc94c367cc15fc2b2ba96dbafe93ef0cb097af2caa5e7dd337aa825fa',
  },
  'bench/heldout24': {
    'en.jsonl': 'c82fe69f4d00ef739bc9afc36ea7406b1ffa742ada49dda5c790d45fd6391c58',
    'world.jsonl': '616ee8b15740c9fa261f8170caa91608774947aea28af177fb6029f7e3df4241',
  },
  'bench/heldout25': {
    'en.jsonl': 'b28bb428a6d049e4fa7a26723e01926ce1844bbb3984c30e850ae9e09be4b010',
    'world.jsonl': 'ec8448345a73ffe38d528e305ae7f8f0568b37ae755586dc8920a882b3fd8360',
  },
  'bench/heldout26': {
    'en.jsonl': '5ca06b34c2910750593464e52c636d5a9c4a6f8a3e58140f1e634882febe2873',
    'world.jsonl': '3e0241bf34d8aef4155d0a0ac7d11011815df7cf1529cf9d876cc19ea73ef00f',
  },
  'bench/heldout27': {
    'en.jsonl': '511c05c1054ee4b5bbecab369de2fd885a0101f2fae541d52ca2b5b32ea18484',
    'world.jsonl': '64402889eb2a365a0b37121c215b13b2d8a849ec88317f41418c51a4570d14ad',
  },
  'bench/heldout28': {
    'en.jsonl': '838a6b327ee2375ff93cf856358c72afd88065d524215a6001207748b8ca66bf',
    'world.jsonl': '720a90803f6fab162c79e4421add500ec37f80487126b1575f275fa04f6bdb9f',
  },
  'bench/heldout29': {
    'en.jsonl': '66def202bf44525347ed39c37a010eafa509bf55e7da1b75994f9fb2b3dfdb3f',
    'world.jsonl': 'eaf46c61f0f7db47df5adb93d58b9c0d7db3da1b8c1c516e006631a190dbc2fe',
  },
  'bench/heldout30': {
    'en.jsonl': '76a364ff1d6d69ab9d235381d89c392f9e35ec4607e0cc4dd81727336f8afcea',
    'world.jsonl': 'd056a593f216b16d09135ad3b68c9bc14147ee637e126470eaabd7d2d4856db7',
  },
};

/** The later batches of LATER_BATCHES whose folder's name is in `names` (heldout12 …), in LATER_BATCHES' order. */
export const laterBatches = (names: readonly string[]): SpentBatches => Object.fromEntries(Object.entries(LATER_BATCHES).filter(([dir]) => names.includes(path.basename(dir))));

/**
 * Later rounds' held-out batches, spent once the integrator read them, trained on with round 10's
 * (injection-train.ts: HELDOUT12_COPIES and LATER_WEIGHTING): folder -> file -> the SHA-256 of its
 * bytes when read. Round 16 (clf16): every later batch, 12 to 15; round 17 (clf17): 12 to 16.
 * Round 19 (clf19b): 12 to 16 and 18. heldout17 is spent and stays pinned in LATER_BATCHES (for
 * leave-one-batch-out and measurement) but is NOT trained on: with it the dev bounds break
 * (scripts/injection-spent-bounds.ts; heldout12-18: round-11 hard negatives 3/30 > 2 and
 * eighth-round paragraphs in eight scripts 3/48 > 2; heldout17 alone added: the paragraphs 3/48
 * > 2), while heldout18 alone added breaks none.
 * Round 20 (clf20): heldout19 pinned in LATER_BATCHES too (spent), but not trained on: by the same
 * recipe with it, heldout12-19 and heldout12-16, 18, 19 each break one bound (eighth-round
 * paragraphs in eight scripts 3/48 > 2); SPENT_BATCHES stays round 19's.
 * Round 22 (clf22): heldout20, heldout21 and heldout22 pinned (spent), none trained on: with
 * heldout19-21 added, every recipe tried (attack weight 0.2-0.4, negatives only or attacks only,
 * English or world rows only, more benign copies, L2, bags, balance, both stages, seeds, floors up
 * to 0.40; bench/results/injection-heldout22.md) breaks the eighth-round paragraphs bound (3-6/48 > 2,
 * main 0/48), though left out one batch at a time it caught 30 more of their attacks and flagged
 * 44 fewer of their hard negatives (rules and classifier). Round 23: heldout23 pinned too (its world
 * half 15 languages), not trained on (clf23 lost attacks on it; gate23 changed no weight).
 * Rounds 24-27: heldout24 to heldout27 pinned (spent); none of heldout22-27 trained on. clf26 (heldout22-25 added by
 * the same recipe; every dev bound holds) gained on the fresh helper batches (heldout26: attacks
 * 344 -> 381/476, hard negatives 105 -> 80/385) and was merged, but the frozen split, read once on
 * the merged tree, fell 379 -> 369/469 (bar 376; PurpleLlama 304 -> 294/388, most of it in other
 * languages), so it was taken out (bench/results/injection-heldout26.md); clf24, clf25 and clf27 are
 * the same recipe with fewer or more of those batches. With heldout19-21 or heldout20-21 as well, the
 * eighth-round paragraphs bound breaks (3/48 > 2). Round 28: heldout28 pinned (spent, read for ja28,
 * a rules change), not trained on.
 */
export const SPENT_BATCHES: SpentBatches = laterBatches(['heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout18']);

/**
 * Language groups of the batches (by script and region), each one source in training: a model
 * left out of one never saw that group's languages in these batches.
 */
export const HELDOUT10_GROUPS: Readonly<Record<string, readonly string[]>> = {
  en: ['en'],
  romance: ['es', 'fr', 'it', 'pt', 'ro'],
  germanic: ['de', 'nl', 'sv'],
  slavic: ['ru', 'uk', 'pl', 'cs'],
  cjk: ['ja', 'zh', 'ko'],
  indic: ['hi', 'bn'],
  'west-asia': ['ar', 'fa', 'tr', 'he'],
  // Round 15's batch adds Romanian, Czech and Hebrew (in the groups above) and Greek, a group of its own.
  greek: ['el'],
  'south-east-asia': ['id', 'tl', 'vi', 'th'],
};

/** The language group of a language code; a language no group lists is refused. */
export function heldout10Group(lang: string): string {
  for (const [group, langs] of Object.entries(HELDOUT10_GROUPS)) if (langs.includes(lang)) return group;
  throw new PrimaChatError('internal', `Language ${lang} of the round-10 batches is in no group of HELDOUT10_GROUPS: add it there.`);
}

/** The training source of a row: its language group. */
export const heldout10Source = (r: Heldout10Row): string => `${r.batch ?? 'heldout10'} ${heldout10Group(r.lang)}`;

/** A family across the batches: the English batch's own, or the multilingual batch's (the same name in every language). */
export const heldout10Family = (r: Heldout10Row): string => `${r.batch === undefined ? '' : `${r.batch} `}${r.lang === 'en' ? 'en' : 'world'} ${r.family}`;

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

/** The rows of one folder's pinned files, in file order; a file whose bytes are not the pinned ones is refused. */
function pinnedRows(projectRoot: string, dir: string, files: Readonly<Record<string, string>>): Heldout10Row[] {
  return Object.entries(files).flatMap(([name, pinned]) => {
    const file = path.join(projectRoot, dir, name);
    const got = sha256(readFileSync(file));
    if (got !== pinned) throw new PrimaChatError('internal', `${dir}/${name} has SHA-256 ${got}, not the pinned ${pinned}: a batch trained on may not change; pin the new bytes in injection-train-heldout10.ts on purpose.`);
    return readBatchRows(file, HeldoutRowSchema);
  });
}

/** Every row of the pinned round-10 batches, in file order. */
export const heldout10Rows = (projectRoot: string): Heldout10Row[] => pinnedRows(projectRoot, HELDOUT10_DIR, HELDOUT10_FILES);

/** Every spent batch trained on: round 10's, then each folder of `batches` (SPENT_BATCHES; its rows tagged with the folder's name). */
export function spentBatchRows(projectRoot: string, batches: SpentBatches = SPENT_BATCHES): Heldout10Row[] {
  return [
    ...heldout10Rows(projectRoot),
    ...Object.entries(batches).flatMap(([dir, files]) => pinnedRows(projectRoot, dir, files).map((r) => ({ ...r, batch: path.basename(dir) }))),
  ];
}
