/** Share of each handbook's held-out benign paragraphs the classifier alone may flag (issue 15: ≤ 1%). */
export const TARGET_FPR = 0.01;
/**
 * Share of the held-out benign paragraphs (pooled) the first stage lets through to the second
 * (two-stage.ts): it sets the second stage's cost on the scan. Chosen on dev, left out one
 * source at a time, the gate let through 141 of the 157 attacks at 5% (of 145 that have a window
 * to score: the others are under 40 characters), 142 at 10%, 145 at 20%; the two stages caught
 * 121 at each. Each 10% costs about 1 ms/MB of scan on text the classifier never saw.
 */
export const GATE_PASS = 0.05;
