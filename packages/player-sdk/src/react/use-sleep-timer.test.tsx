import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playingPlayer } from '../test-support/playing-player';
import { useSleepTimer } from './use-sleep-timer';

describe('useSleepTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses the player after the chosen minutes, counting down, then goes back to Off', async () => {
    const { player } = await playingPlayer();
    const { result } = renderHook(() => useSleepTimer(player));

    act(() => result.current.choose('5'));
    expect(result.current.choice.label).toBe('5 minutes');
    expect(result.current.remainingMs).toBe(5 * 60_000);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.remainingMs).toBe(4 * 60_000);
    expect(player.paused).toBe(false);
    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });

    expect(player.paused).toBe(true);
    expect(result.current.choice.id).toBe('off');
    expect(player.volume).toBe(1);
  });

  it('Off cancels a running timer', async () => {
    const { player } = await playingPlayer();
    const { result } = renderHook(() => useSleepTimer(player));
    act(() => result.current.choose('10'));
    act(() => result.current.choose('off'));
    act(() => {
      vi.advanceTimersByTime(11 * 60_000);
    });
    expect(player.paused).toBe(false);
    expect(result.current.remainingMs).toBe(0);
  });

  it('End of meditation fades the sound out over the last seconds', async () => {
    const { audio, player } = await playingPlayer();
    const { result } = renderHook(() => useSleepTimer(player));
    act(() => result.current.choose('end'));
    audio.playTo(895);
    expect(player.volume).toBeCloseTo(0.5);
  });
});
