import { markerNames, scanInjection } from '../../../lib/untrusted/injection';

type Model = Parameters<typeof scanInjection>[2];

/**
 * Whether the whole scan flags a text (any marker), with the rules and `model` (null: the rules
 * alone). The one predicate the dev tests, the benches and the measuring scripts count with.
 */
export const flaggedBy =
  (model: Model) =>
  (t: string): boolean =>
    markerNames(scanInjection(t, undefined, model)).length > 0;
