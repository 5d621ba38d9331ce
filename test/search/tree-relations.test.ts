// The round-13 trial's harness (bench/support/tree-relations.ts): the relatives it fills the
// shown list with, and the parents of the heading tree its flow reads (bench/support/tree-flow.ts).
import { describe, expect, it } from 'vitest';
import { childrenOf, compose, flowScores, nextSiblingOf, relativesOf } from '../../bench/support/tree-relations';

// file 0: # a(0), ## b(1), ### c(2), ## d(3), ## e(4); file 1: # f(5), ## g(6)
const tree = { count: 7, fileOf: Uint32Array.from([0, 0, 0, 0, 0, 1, 1]), level: Uint8Array.from([1, 2, 3, 2, 2, 1, 2]) };

describe('relatives in the harness', () => {
  it('finds direct children, the next sibling and the same file\'s sections, never across files', () => {
    expect(childrenOf(tree, 0)).toEqual([1, 3, 4]);
    expect(childrenOf(tree, 1)).toEqual([2]);
    expect(nextSiblingOf(tree, 1)).toBe(3);
    expect(nextSiblingOf(tree, 2)).toBe(-1);
    expect(nextSiblingOf(tree, 4)).toBe(-1);
    expect(relativesOf(tree, 2, 'parent')).toEqual([1]);
    expect(relativesOf(tree, 4, 'file')).toEqual([0, 1, 2, 3]);
    expect(relativesOf(tree, 5, 'children')).toEqual([6]);
  });

  it('keeps the first k, lifts up to m relatives in ranked order, then the rest', () => {
    expect(compose(tree, [0, 5, 6, 2, 3, 1], { keep: 2, fill: 2, rel: 'children' })).toEqual([0, 5, 6, 3, 2, 1]);
    expect(compose(tree, [0, 5, 6, 2, 3, 1], { keep: 2, fill: 0, rel: 'children' })).toEqual([0, 5, 6, 2, 3, 1]);
  });
});

describe('the harness\'s tree flow', () => {
  // Scores of a(0) … g(6); only a, c and f matched.
  const score = Float64Array.from([10, 0, 4, 0, 0, 2, 0]);

  it('gives each child a share of its parent\'s own score, never across files', () => {
    const out = flowScores(tree, score, { up: 0, scope: 'children', down: 0.5 });
    expect([...out]).toEqual([10, 5, 4, 5, 5, 2, 1]);
  });

  it('lifts a parent by its best child, or by its best descendant with the subtree scope', () => {
    expect([...flowScores(tree, score, { up: 0.5, scope: 'children', down: 0 })]).toEqual([10, 2, 4, 0, 0, 2, 0]);
    expect([...flowScores(tree, score, { up: 0.5, scope: 'subtree', down: 0 })]).toEqual([12, 2, 4, 0, 0, 2, 0]);
  });
});
