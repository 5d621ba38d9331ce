/** Share of each handbook's held-out benign paragraphs the classifier alone may flag (issue 15: ≤ 1%). */
export const TARGET_FPR = 0.01;
/**
 * Share of the held-out benign paragraphs (pooled) the first stage lets through to the second
 * (two-stage.ts): it sets the second stage's cost on the scan. Chosen on dev, left out one
 * source at a time, the gate let through 141 of the 157 attacks at 5% (of 145 that have a window
 * to score: the others are under 40 characters), 142 at 10%, 145 at 20%; the two stages caught
 * 121 at each. At 5% the second stage reads 1–9% of the characters of held-out handbook text
 * (bench/results/injection-eval.md), at about twice the first stage's cost per character.
 * Round 23 (gate23): 0.10. On the spent heldout19–21, never trained on, the second stage caught
 * attacks the gate kept from it (gate 0.138 -> 0.097: +8 of 1,479 at the same threshold, +0 hard
 * negatives); with twice the benign windows read, the FPR rule moves the second stage's threshold
 * 0.350 -> 0.361, and the scan then reads attacks 1270 -> 1270, flagged negatives 270 -> 254.
 */
export const GATE_PASS = 0.1;
