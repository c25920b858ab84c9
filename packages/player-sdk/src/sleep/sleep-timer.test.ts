import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playingPlayer } from '../test-support/playing-player';
import { fadeOutAtEnd } from './fade-out-at-end';
import { SleepTimer } from './sleep-timer';

describe('SleepTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades the volume out over the last stretch, then pauses and restores the volume', async () => {
    const { player } = await playingPlayer();
    const timer = new SleepTimer(player, { fadeMs: 10_000 });
    const done = vi.fn();
    timer.on('done', done);
    timer.start(60_000);

    vi.advanceTimersByTime(49_000);
    expect(player.volume).toBe(1);
    vi.advanceTimersByTime(6_000);
    expect(player.volume).toBeCloseTo(0.5, 1);
    expect(player.paused).toBe(false);
    vi.advanceTimersByTime(5_000);

    expect(player.paused).toBe(true);
    expect(player.volume).toBe(1);
    expect(done).toHaveBeenCalledOnce();
    expect(timer.active).toBe(false);
  });

  it('gives the volume back when cancelled during the fade', async () => {
    const { player } = await playingPlayer();
    player.volume = 0.8;
    const timer = new SleepTimer(player, { fadeMs: 10_000 });
    timer.start(20_000);
    vi.advanceTimersByTime(15_000);
    expect(player.volume).toBeLessThan(0.8);

    timer.cancel();

    expect(player.volume).toBe(0.8);
    vi.advanceTimersByTime(60_000);
    expect(player.paused).toBe(false);
  });

  it('reports the time left', async () => {
    const { player } = await playingPlayer();
    const timer = new SleepTimer(player);
    timer.start(5 * 60_000);
    vi.advanceTimersByTime(60_000);

    expect(timer.remainingMs).toBe(4 * 60_000);
  });
});

describe('fadeOutAtEnd', () => {
  it('lowers the volume over the last seconds and restores it when the track ends', async () => {
    const { audio, player } = await playingPlayer();
    fadeOutAtEnd(player, 10);

    audio.playTo(880);
    expect(player.volume).toBe(1);
    audio.playTo(895);
    expect(player.volume).toBeCloseTo(0.5);
    audio.element.dispatchEvent(new Event('ended'));
    expect(player.volume).toBe(1);
  });
});
