import { PERSISTENCE_FAMILIES } from './fixtures/families-persistence';
import { describeRuleFamilies } from './support/rule-families';

// Round 10's families (memory poisoning, wishes for the hidden prompt), rules alone: the
// classifier was never trained on them, and what they check is that the grammar carries them.
// Hard negatives must fire no rule at all.
describeRuleFamilies(PERSISTENCE_FAMILIES);
