import { READER_FAMILIES } from './fixtures/families-reader';
import { describeRuleFamilies } from './support/rule-families';

// Round 11's families (orders to the reader of the data, authority claims, "new task:"), rules
// alone: the classifier was never trained on them, and what they check is that the grammar
// carries them. Hard negatives must fire no rule at all.
describeRuleFamilies(READER_FAMILIES);
