// Evidence that flows down a file's heading tree (issue 14, round 13; measured in bench/compose-trial.ts, not shipped): a section's first-stage
// score gains PARENT_FLOW × its parent's, so a section under a heading that holds the question's
// words ("Approved vendors" under "Hardware & software purchases") is lifted beside it, and a
// child the query's words miss altogether becomes a candidate. The parent's score stands for
// its body as a low-weight field of its children, with nothing stored: the tree comes from the
// section table (file, level). Chosen leaving one handbook out with the composition of the shown
// list (result-compose.ts): bench/compose-trial.ts, bench/results/search-quality.md "Round 13".

/** Share of its parent's score a section gains. */
export const PARENT_FLOW = 0.05;

/** Each section's parent and direct children, from the section table. */
export interface TreeLinks {
  /** The nearest earlier section of the same file with a lower level; -1 when none. */
  parent: Int32Array;
  /** Section d's children are `children[childStart[d]..childStart[d + 1])`, in order. */
  childStart: Uint32Array;
  children: Uint32Array;
}

/** The tree of sections numbered file by file (`fileOf`), each at heading level `level` (0: before the first heading). */
export function treeLinks(fileOf: ArrayLike<number>, level: ArrayLike<number>): TreeLinks {
  const n = fileOf.length;
  const parent = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  for (let d = 0; d < n; d++) {
    if (d > 0 && fileOf[d] !== fileOf[d - 1]) stack.length = 0;
    while (stack.length && level[stack[stack.length - 1]!]! >= level[d]!) stack.pop();
    if (stack.length) parent[d] = stack[stack.length - 1]!;
    stack.push(d);
  }
  const childStart = new Uint32Array(n + 1);
  for (let d = 0; d < n; d++) if (parent[d]! >= 0) childStart[parent[d]! + 1]!++;
  for (let d = 0; d < n; d++) childStart[d + 1]! += childStart[d]!;
  const children = new Uint32Array(childStart[n]!);
  const at = childStart.slice(0, n);
  for (let d = 0; d < n; d++) if (parent[d]! >= 0) children[at[parent[d]!]!++] = d;
  return { parent, childStart, children };
}
