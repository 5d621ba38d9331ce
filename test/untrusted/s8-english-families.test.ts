import { S8_ENGLISH_FAMILIES } from './fixtures/families-s8-english';
import { describeRuleFamilies } from './support/rule-families';

// The eighth round's English families (labels naming an AI reader, verdicts about this data,
// orders to obey transformed text, claims to run the model, what came before my message, frames
// without consequences), rules alone: the classifier is not trained on them, and what they check
// is that the grammar carries them. Hard negatives must fire no rule at all.
describeRuleFamilies(S8_ENGLISH_FAMILIES);
