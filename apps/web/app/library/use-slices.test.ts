// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlices } from './use-slices';

describe('useSlices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the next task the hook set, and the render it starts. */
  const nextTask = () => act(() => vi.advanceTimersToNextTimer());

  it('draws nothing until something came, then one slice a task', () => {
    const { result, rerender } = renderHook(({ key }) => useSlices(key, 3), { initialProps: { key: null as string | null } });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ key: '/resources/library-cards' });
    expect(result.current).toBe(0);
    nextTask();
    expect(result.current).toBe(1);
    nextTask();
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps what it drew for the same key, and starts again for a new one', () => {
    const { result, rerender } = renderHook(({ key }) => useSlices(key, 2), { initialProps: { key: 'a' as string | null } });
    nextTask();
    nextTask();
    expect(result.current).toBe(2);
    rerender({ key: 'a' });
    expect(result.current).toBe(2);
    rerender({ key: 'b' });
    expect(result.current).toBe(0);
    nextTask();
    expect(result.current).toBe(1);
  });
});
