// The registry of marker rules: every rule set, in the order their names are reported.
import { addressedRules } from './addressed';
import { boundaryRules } from './boundary';
import { exfiltrationRules } from './exfiltration';
import { invisibleRules } from './invisible';
import { leakRules } from './leaks';
import { overrideRules } from './overrides';
import { payloadOrderRules, payloadRules } from './payloads';
import { persistenceRules } from './persistence';
import { authorityRules, readerRules } from './reader';
import { roleRules } from './roles';
import { steeringRules } from './steering';
import type { MarkerRule } from './types';

/** Every rule, in the order their names are reported. */
export const MARKER_RULES: readonly MarkerRule[] = [
  ...overrideRules,
  ...roleRules,
  ...leakRules,
  ...exfiltrationRules,
  ...steeringRules,
  ...persistenceRules,
  ...addressedRules,
  ...readerRules,
  ...authorityRules,
  ...boundaryRules,
  ...invisibleRules,
  ...payloadRules,
  ...payloadOrderRules,
];
