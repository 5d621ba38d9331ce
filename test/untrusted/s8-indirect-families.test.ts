import { S8_INDIRECT_FAMILIES } from './fixtures/families-s8-indirect';
import { describeRuleFamilies } from './support/rule-families';

// The eighth round's indirect families (orders planted in data: what the output made from this
// data must say, whoever processes this text told what to report, a switch from the reader's
// task to another), rules alone: the classifier is not trained on them. Hard negatives must fire
// no rule at all.
describeRuleFamilies(S8_INDIRECT_FAMILIES);
