import { LANG16_FAMILIES } from './fixtures/lang16-families';
import { describeRuleFamilies } from './support/rule-families';

// Round 16's rules for fa el he cs ro (and the end-of-input lines, also sv uk): every attack of a
// family fires its rule with the rules alone (most are too short for the classifier's window);
// every quiet text — the same verbs for a reader's task, advice, or an attack cited as an
// example — fires no rule at all, rules alone. Seen failing on main: see bench/results/untrusted.md.
describeRuleFamilies(LANG16_FAMILIES);
