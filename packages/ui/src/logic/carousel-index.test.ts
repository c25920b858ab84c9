import { describe, expect, it } from 'vitest';
import { getPositionCount, getStepSize, getVisibleIndices, movePosition, scrollTarget } from './carousel-index';

describe('carousel positions', () => {
  it('moves by one item or by a page', () => {
    expect(getStepSize('item', 3)).toBe(1);
    expect(getStepSize('page', 3)).toBe(3);
  });

  it('counts one stop per item or per page', () => {
    expect(getPositionCount(5, 1)).toBe(5);
    expect(getPositionCount(7, 3)).toBe(3);
    expect(getPositionCount(0, 3)).toBe(0);
  });

  it('wraps forward past the last stop and backward before the first', () => {
    expect(movePosition(4, 1, 5)).toBe(0);
    expect(movePosition(0, -1, 5)).toBe(4);
    expect(movePosition(2, 1, 5)).toBe(3);
    expect(movePosition(0, 1, 0)).toBe(0);
  });

  it('fills the last page by wrapping to the first items', () => {
    expect(getVisibleIndices(0, 3, 3, 7)).toEqual([0, 1, 2]);
    expect(getVisibleIndices(2, 3, 3, 7)).toEqual([6, 0, 1]);
    expect(getVisibleIndices(4, 1, 1, 5)).toEqual([4]);
  });

  it('never shows more items than exist', () => {
    expect(getVisibleIndices(0, 1, 5, 2)).toEqual([0, 1]);
  });
});

describe('a row that scrolls', () => {
  it('scrolls on by a page, never past the end', () => {
    expect(scrollTarget(0, 1000, 400, 1)).toBe(400);
    expect(scrollTarget(800, 1000, 400, 1)).toBe(1000);
    expect(scrollTarget(600, 1000, 400, -1)).toBe(200);
    expect(scrollTarget(300, 1000, 400, -1)).toBe(0);
  });

  it('goes round from the end to the start and from the start to the end', () => {
    expect(scrollTarget(1000, 1000, 400, 1)).toBe(0);
    expect(scrollTarget(999, 1000, 400, 1)).toBe(0);
    expect(scrollTarget(0, 1000, 400, -1)).toBe(1000);
    expect(scrollTarget(1.5, 1000, 400, -1)).toBe(1000);
  });

  it('stays put when the row does not scroll', () => {
    expect(scrollTarget(0, 0, 400, 1)).toBe(0);
    expect(scrollTarget(0, -3, 400, -1)).toBe(0);
  });
});
