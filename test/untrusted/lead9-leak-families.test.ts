import { LEAD9_LEAK_FAMILIES } from './fixtures/families-lead9-leaks';
import { describeRuleFamilies } from './support/rule-families';

// The ninth round's extraction families (a secret the model holds x a verb of bringing out or a
// disguise; what the model may not say; its constraints; parts of its prompt; "You are a" to
// complete), rules alone: the classifier is not trained on them, and what they check is that the
// grammar carries them. Hard negatives must fire no rule at all.
describeRuleFamilies(LEAD9_LEAK_FAMILIES);
