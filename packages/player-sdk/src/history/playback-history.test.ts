import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '../core/audio-player';
import { fakeAudio } from '../test-support/fake-audio';
import type { PersistenceAdapter, SavedPosition } from './persistence';
import { attachPlaybackHistory } from './playback-history';

const key = { mediaId: 'm1', childId: 'c1' };

function setUp(adapterOverrides: Partial<PersistenceAdapter> = {}) {
  const audio = fakeAudio();
  const player = new AudioPlayer({ element: audio.element });
  const saved: SavedPosition[] = [];
  const adapter: PersistenceAdapter = {
    load: vi.fn(async () => null),
    save: vi.fn(async (position: SavedPosition) => {
      saved.push(position);
    }),
    ...adapterOverrides,
  };
  player.load({ src: 'https://example.test/a.mp3', title: 'Rainbow Breaths', id: key.mediaId });
  audio.loadMetadata(600);
  const history = attachPlaybackHistory(player, { adapter, key, saveEveryMs: 15_000 });
  return { audio, player, adapter, saved, history };
}

describe('attachPlaybackHistory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the saved position before playing and plays from it', async () => {
    const { player, adapter, history } = setUp({ load: vi.fn(async () => 187) });

    await expect(history.resume()).resolves.toBe(187);

    expect(adapter.load).toHaveBeenCalledWith(key);
    expect(player.currentTime).toBe(187);
    expect(player.paused).toBe(false);
  });

  it('starts again from the beginning when the saved position is at the end (within 5 s of it)', async () => {
    const { player, history } = setUp({ load: vi.fn(async () => 597) });

    await expect(history.resume()).resolves.toBe(0);

    expect(player.currentTime).toBe(0);
    expect(player.paused).toBe(false);
  });

  it('plays from the start when nothing is saved or the lookup fails', async () => {
    const failing = setUp({ load: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(failing.history.resume()).resolves.toBe(0);
    expect(failing.player.currentTime).toBe(0);
    expect(failing.player.paused).toBe(false);
  });

  it('saves on pause and on close', async () => {
    const { audio, player, saved, history } = setUp();
    await history.resume();
    audio.playTo(30);
    player.pause();
    await player.play();
    audio.playTo(31);
    player.close();
    await vi.runAllTimersAsync();

    expect(saved.map((position) => position.currentTime)).toEqual([30, 31]);
    expect(saved[0]).toEqual({ ...key, currentTime: 30 });
  });

  it('sends the whole seconds listened since the last save with each save; a seek adds nothing', async () => {
    const { audio, player, saved, history } = setUp();
    await history.resume();
    for (let second = 1; second <= 20; second += 1) audio.playTo(second);
    player.pause();
    await player.play();
    audio.playTo(300);
    for (let second = 301; second <= 305; second += 1) audio.playTo(second + 0.5);
    player.close();
    await vi.runAllTimersAsync();

    expect(saved).toEqual([
      { ...key, currentTime: 20, listenedSeconds: 20 },
      { ...key, currentTime: 305.5, listenedSeconds: 5 },
    ]);
  });

  it('sends a save only once the one before it is answered, so the newest one arrives last', async () => {
    const answers: (() => void)[] = [];
    const sent: SavedPosition[] = [];
    const { audio, player, history } = setUp({
      save: vi.fn(
        (position: SavedPosition) =>
          new Promise<void>((resolve) => {
            sent.push(position);
            answers.push(resolve);
          }),
      ),
    });
    await history.resume();
    for (let second = 1; second <= 3; second += 1) audio.playTo(second);
    player.pause();
    player.close();
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toEqual([{ ...key, currentTime: 3, listenedSeconds: 3 }]);
    answers[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { ...key, currentTime: 3, listenedSeconds: 3 },
      { ...key, currentTime: 3 },
    ]);
  });

  it('keeps the seconds of a failed save for the next one', async () => {
    let fail = true;
    const sent: SavedPosition[] = [];
    const { audio, player, history } = setUp({
      save: vi.fn(async (position: SavedPosition) => {
        if (fail) throw new Error('offline');
        sent.push(position);
      }),
    });
    await history.resume();
    for (let second = 1; second <= 10; second += 1) audio.playTo(second);
    player.pause();
    await vi.runAllTimersAsync();
    fail = false;
    await player.play();
    for (let second = 11; second <= 12; second += 1) audio.playTo(second);
    player.close();
    await vi.runAllTimersAsync();

    expect(sent).toEqual([{ ...key, currentTime: 12, listenedSeconds: 12 }]);
  });

  it('does nothing when saving a zero time', async () => {
    const { player, adapter } = setUp();
    player.close();
    await vi.runAllTimersAsync();

    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('saves at most once per interval while playing', async () => {
    const { audio, saved, history } = setUp();
    await history.resume();
    for (let second = 1; second <= 40; second += 1) {
      vi.advanceTimersByTime(1_000);
      audio.playTo(second);
    }
    await vi.runAllTimersAsync();

    expect(saved.map((position) => position.currentTime)).toEqual([15, 30]);
  });

  it('sends a beacon on page hide so closing the tab loses nothing', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { audio, adapter, history } = setUp({
      beacon: (position) => ({ url: '/api/history/beacon', body: JSON.stringify(position) }),
    });
    await history.resume();
    audio.playTo(95);

    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledWith('/api/history/beacon', JSON.stringify({ ...key, currentTime: 95 }));
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('falls back to save on page hide when the adapter has no beacon', async () => {
    const { audio, saved, history } = setUp();
    await history.resume();
    audio.playTo(12);

    window.dispatchEvent(new Event('pagehide'));
    await vi.runAllTimersAsync();

    expect(saved).toEqual([{ ...key, currentTime: 12 }]);
  });

  it('stops saving once detached', async () => {
    const { player, adapter, audio, history } = setUp();
    await history.resume();
    audio.playTo(50);
    history.detach();
    player.pause();
    window.dispatchEvent(new Event('pagehide'));
    await vi.runAllTimersAsync();

    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('reports a failed save without throwing', async () => {
    const onError = vi.fn();
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    player.load({ src: 'https://example.test/a.mp3', title: 'A' });
    const adapter: PersistenceAdapter = { load: async () => null, save: async () => Promise.reject(new Error('500')) };
    const history = attachPlaybackHistory(player, { adapter, key, onError });

    await history.save(20);

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'persistence-failed' }));
  });
});
