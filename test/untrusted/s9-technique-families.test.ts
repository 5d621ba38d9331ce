import { S9_TECHNIQUE_FAMILIES } from './fixtures/families-s9-techniques';
import { describeRuleFamilies } from './support/rule-families';

// The ninth round's technique families (frames that take away the reader's limits, fake dialogues,
// fragments joined into an order, format demands over every later answer, orders to switch off the
// reader's own checks), rules alone: the classifier is not trained on them, and what they check is
// that the grammar carries them. Hard negatives must fire no rule at all.
describeRuleFamilies(S9_TECHNIQUE_FAMILIES);
