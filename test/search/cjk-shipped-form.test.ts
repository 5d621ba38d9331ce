import { describe, expect, it } from 'vitest';
import { undominated } from '../../lib/search/cjk/shipped-form';

// Token records as kuromoji's tid holds them: left id, right id, cost, feature offset (two halves), Int16 each.
function records(...rs: Array<[number, number, number]>): { tid: Int16Array; ids: number[] } {
  const tid = new Int16Array(rs.length * 5);
  rs.forEach(([l, r, c], i) => tid.set([l, r, c, i, 0], i * 5));
  return { tid, ids: rs.map((_, i) => i * 10) };
}

describe('records no best path can take', () => {
  it('drops the dearer of two with the same left and right ids, the later on a tie, and keeps the order', () => {
    const { tid, ids } = records([1, 1, 100], [2, 2, 50], [1, 1, 100], [3, 1, 10], [1, 3, 10]);
    expect(undominated(tid, ids)).toEqual([0, 10, 30, 40]);
    const cheaper = records([1, 1, 100], [2, 2, 50], [1, 1, 80]);
    expect(undominated(cheaper.tid, cheaper.ids)).toEqual([10, 20]);
  });

  it('keeps records that differ in either id, whatever their costs', () => {
    const { tid, ids } = records([1, 2, 500], [1, 3, 0], [2, 2, 0]);
    expect(undominated(tid, ids)).toEqual([0, 10, 20]);
  });
});
