/** Share of each handbook's held-out benign paragraphs the classifier alone may flag (issue 15: ≤ 1%). */
export const TARGET_FPR = 0.01;
