/**
 * A training recipe for the injection classifier with the spent batches (issue 15, round 13), as
 * the command-line options of scripts/injection-spent-bounds.ts and injection-heldout10-loso.ts
 * give it: how many copies of round 10's and round 12's rows, how their language groups are
 * balanced (injection-train-weighting.ts), and the trainer's options. Defaults: as shipped.
 */
import { BATCH_BALANCE, EXTRA_BENIGN, extraBenignDocs, HELDOUT10_COPIES, HELDOUT12_COPIES, heldOut, heldout10Docs, LATER_WEIGHTING, laterDocs, trainingDocs, weighBatch, type Doc, type HeldoutCopies } from './injection-train';
import { SECOND_FLOOR, type TrainOptions } from './injection-train-second';
import { balanceBatchSources } from './injection-train-weighting';
import path from 'node:path';
import { heldout10Rows, LATER_BATCHES, laterBatches, SPENT_BATCHES, spentBatchRows, type Heldout10Row } from './injection-train-heldout10';

export interface SpentRecipe {
  readonly c10: HeldoutCopies;
  readonly c12: HeldoutCopies;
  /** balanceBatchSources' strength, and whether per language (else per language group). */
  readonly balance: number;
  readonly byLanguage: boolean;
  /** The batches trained by the second stage alone. */
  readonly secondOnly: boolean;
  /** The later batches trained on (folder names of LATER_BATCHES: heldout12 …), each with c12's copies. */
  readonly later: readonly string[];
  /** Later batches of which only the negatives are trained on (round 22: a recipe that keeps their attacks out). */
  readonly negativesOnly: readonly string[];
  /** The later batches trained by the second stage alone (the gate and first stage as without them). */
  readonly laterSecondOnly: boolean;
  /** The weight of every batch document, round 10's and the later ones' (1: as its copies say). */
  readonly batchWeight: number;
  /** Round 12's rows trained on: every one, its English batch or its other languages. */
  readonly part12: 'all' | 'en' | 'world';
  /** The weight of each of round 12's attack documents (1: as its copies say). */
  readonly attackWeight12: number;
  /** Benign grammar sentences (no attacks) per grammar of a language other than English (trainingDocs' extraBenign). */
  readonly extraBenign: number;
  readonly opts: TrainOptions;
}

/** The recipe of `argv`: --h10=A,N --h12=A,N (every later batch) --later=heldout12,…|all --negatives-only=heldout19,… --later-second-only --batch-weight=W --h12-part=en|world --h12-attack-weight=W --extra-benign=K --lang-balance=S --by-lang --second-only --seed --second-l2 --first-l2 --floor --balance --bags --hard-weight. */
export function recipeFromArgs(argv: readonly string[]): SpentRecipe {
  const arg = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const num = (name: string): number | undefined => (arg(name) === undefined ? undefined : Number(arg(name)));
  const copies = (name: string, dflt: HeldoutCopies): HeldoutCopies => {
    const v = arg(name);
    if (v === undefined) return dflt;
    const [a, n] = v.split(',').map(Number);
    return { attacks: a ?? 0, negatives: n ?? 0 };
  };
  const floor = num('floor') ?? SECOND_FLOOR;
  // The later batches: those of SPENT_BATCHES by default (as shipped), trained on at HELDOUT12_COPIES unless --h12 says.
  const laterArg = arg('later');
  const later = laterArg === undefined ? Object.keys(SPENT_BATCHES).map((d) => path.basename(d)) : laterArg === 'all' ? Object.keys(LATER_BATCHES).map((d) => path.basename(d)) : laterArg.split(',').filter((x) => x !== '');
  return {
    c10: copies('h10', HELDOUT10_COPIES),
    c12: copies('h12', later.length > 0 ? HELDOUT12_COPIES : { attacks: 0, negatives: 0 }),
    later,
    negativesOnly: (arg('negatives-only') ?? '').split(',').filter((x) => x !== ''),
    laterSecondOnly: argv.includes('--later-second-only') || (laterArg === undefined && LATER_WEIGHTING.secondOnly),
    batchWeight: num('batch-weight') ?? (laterArg === undefined ? LATER_WEIGHTING.batchWeight : 1),
    balance: num('lang-balance') ?? BATCH_BALANCE.strength,
    byLanguage: argv.includes('--by-lang') || (arg('lang-balance') === undefined && BATCH_BALANCE.byLanguage),
    secondOnly: argv.includes('--second-only'),
    part12: arg('h12-part') === 'en' ? 'en' : arg('h12-part') === 'world' ? 'world' : 'all',
    attackWeight12: num('h12-attack-weight') ?? (laterArg === undefined ? LATER_WEIGHTING.attackWeight : 1),
    extraBenign: num('extra-benign') ?? EXTRA_BENIGN,
    opts: {
      seed: num('seed') ?? 15,
      secondFloor: floor,
      ...(num('second-l2') === undefined ? {} : { secondL2: num('second-l2') }),
      ...(num('first-l2') === undefined ? {} : { firstL2: num('first-l2') }),
      ...(num('balance') === undefined ? {} : { sourceBalance: num('balance') }),
      ...(num('bags') === undefined ? {} : { bags: num('bags') }),
      ...(num('hard-weight') === undefined ? {} : { learner: { hardWeight: num('hard-weight') } }),
    },
  };
}

/** One line naming the recipe. */
export const describeRecipe = (r: SpentRecipe): string =>
  `h10 ${r.c10.attacks},${r.c10.negatives}; later [${r.later.join(' ')}] ${r.c12.attacks},${r.c12.negatives}${r.negativesOnly.length === 0 ? '' : ` (negatives only of ${r.negativesOnly.join(' ')})`}${r.part12 === 'all' ? '' : ` (${r.part12} only)`}${r.attackWeight12 === 1 ? '' : `, their attacks weighing ${r.attackWeight12}`}${r.laterSecondOnly ? ', second stage only' : ''}${r.batchWeight === 1 ? '' : `; every batch document weighing ${r.batchWeight}`}; ${r.extraBenign} more benign grammar sentences per language; batch balance ${r.balance}${r.byLanguage ? ' by language' : ''}${r.secondOnly ? '; second stage only' : ''}; ${JSON.stringify(r.opts)}`;

/** trainingDocs without the batches and without EXTRA_BENIGN's sentences (recipeDocs adds them after the batches, where trainingDocs has them). */
export const recipeBase = (projectRoot: string, shared: string): Doc[] => trainingDocs(projectRoot, shared, undefined, { heldout10: NONE, later: NONE, extraBenign: 0 });
const NONE = { attacks: 0, negatives: 0 };

/** The training documents of the recipe: `base` (recipeBase) and the batch rows as it copies and weighs them; `h10` or `h12` null: that batch left out. */
export function recipeDocs(base: readonly Doc[], rows10: readonly Heldout10Row[] | null, rows12: readonly Heldout10Row[] | null, r: SpentRecipe): Doc[] {
  const part = (rows12 ?? []).filter((x) => (r.part12 === 'all' || (x.lang === 'en') === (r.part12 === 'en')) && !(x.attack && r.negativesOnly.includes(x.batch ?? '')));
  const docs12 = laterDocs(heldout10Docs(part, r.c12, undefined, r.secondOnly || r.laterSecondOnly), r.attackWeight12);
  const batch = weighBatch([...(rows10 === null ? [] : heldout10Docs(rows10, r.c10, undefined, r.secondOnly)), ...docs12], r.batchWeight);
  return balanceBatchSources([...base, ...batch, ...extraBenignDocs(r.extraBenign)], r.balance, r.byLanguage);
}

/** What the recipe scripts start from: the recipe of `argv`, recipeBase, round 10's rows and the later batches' rows the recipe names (`rows12`), the held-out threshold sets. */
export function recipeSetup(projectRoot: string, shared: string, argv: readonly string[]): { recipe: SpentRecipe; base: Doc[]; rows10: Heldout10Row[]; rows12: Heldout10Row[]; thresholdSets: string[][] } {
  const rows10 = heldout10Rows(projectRoot);
  const recipe = recipeFromArgs(argv);
  return {
    recipe,
    base: recipeBase(projectRoot, shared),
    rows10,
    rows12: spentBatchRows(projectRoot, laterBatches(recipe.later)).slice(rows10.length),
    thresholdSets: heldOut(shared).thresholdSets,
  };
}
