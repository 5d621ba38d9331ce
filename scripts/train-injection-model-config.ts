/** Share of each handbook's held-out benign paragraphs the classifier alone may flag (issue 15: ≤ 1%). */
export const TARGET_FPR = 0.01;
/**
 * Share of the held-out benign paragraphs (pooled) the first stage lets through to the second
 * (two-stage.ts): it sets the second stage's cost on the scan. Chosen on dev, left out one
 * source at a time, the gate let through 141 of the 157 attacks at 5% (of 145 that have a window
 * to score: the others are under 40 characters), 142 at 10%, 145 at 20%; the two stages caught
 * 121 at each. At 5% the second stage reads 1–9% of the characters of held-out handbook text
 * (bench/results/injection-eval.md), at about twice the first stage's cost per character.
 */
export const GATE_PASS = 0.05;
