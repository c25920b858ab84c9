import { describe, expect, it } from 'vitest';
import { dropItems, moveItem } from './reorder';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('moveItem', () => {
  it('moves an item up or down by one', () => {
    expect(moveItem([a, b, c], 1, 0)).toEqual([b, a, c]);
    expect(moveItem([a, b, c], 1, 2)).toEqual([a, c, b]);
  });

  it('keeps the list when the move leaves it or goes nowhere', () => {
    expect(moveItem([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveItem([a, b, c], 2, 3)).toEqual([a, b, c]);
    expect(moveItem([a, b, c], 5, 0)).toEqual([a, b, c]);
  });

  it('gives a new list, the old one untouched', () => {
    const items = [a, b];
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual([a, b]);
  });
});

describe('dropItems', () => {
  it('puts the dragged before or after the target', () => {
    expect(dropItems([a, b, c], new Set(['c']), 'a', 'before')).toEqual([c, a, b]);
    expect(dropItems([a, b, c], new Set(['a']), 'c', 'after')).toEqual([b, c, a]);
    expect(dropItems([a, b, c], new Set(['a']), 'b', 'after')).toEqual([b, a, c]);
  });

  it('keeps several dragged in their own order', () => {
    expect(dropItems([a, b, c], new Set(['a', 'b']), 'c', 'after')).toEqual([c, a, b]);
  });

  it('changes nothing for a target among the dragged or unknown', () => {
    expect(dropItems([a, b, c], new Set(['b']), 'b', 'before')).toEqual([a, b, c]);
    expect(dropItems([a, b, c], new Set(['b']), 'x', 'before')).toEqual([a, b, c]);
  });
});
