import { describe, expect, it, vi } from 'vitest';
import { fakeAudio } from '../test-support/fake-audio';
import type { PlaybackHistory } from '../history/playback-history';
import { AudioPlayer } from './audio-player';
import { PlayerStore } from './player-store';

const media = { src: 'https://example.test/rainbow-breaths.mp3', title: 'Rainbow Breaths', id: 'm7' };

function setUp() {
  const audio = fakeAudio();
  const store = new PlayerStore(new AudioPlayer({ element: audio.element }));
  return { audio, store };
}

function historyResumingAt(seconds: number, store: PlayerStore): PlaybackHistory {
  return {
    resume: vi.fn(async () => {
      await store.player.play(seconds);
      return seconds;
    }),
    save: vi.fn(async () => undefined),
    detach: vi.fn(),
  };
}

describe('PlayerStore', () => {
  it('follows the player into one snapshot and tells subscribers', async () => {
    const { audio, store } = setUp();
    const listener = vi.fn();
    store.subscribe(listener);
    store.load(media);
    audio.loadMetadata(300);
    await store.play();
    audio.playTo(12);

    expect(store.getState()).toMatchObject({ media, duration: 300, currentTime: 12, paused: false, started: true });
    expect(listener).toHaveBeenCalled();
  });

  it('resumes from the saved position on the first Play only', async () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);
    const history = historyResumingAt(95, store);
    store.setHistory(history);

    await store.play();
    expect(store.player.currentTime).toBe(95);
    store.pause();
    audio.playTo(120);
    await store.play();

    expect(history.resume).toHaveBeenCalledOnce();
    expect(store.player.currentTime).toBe(120);
  });

  it('shows a seek at once, so quick seeks add up before the media reports them', () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);

    store.seek(store.getState().currentTime + 1);
    store.seek(store.getState().currentTime + 1);

    expect(store.getState().currentTime).toBe(2);
  });

  it('starts again from the beginning, and a later Play goes on from there without resuming', async () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);
    const history = historyResumingAt(95, store);
    store.setHistory(history);
    audio.playTo(120);

    await store.restart();
    expect(store.player.currentTime).toBe(0);
    expect(store.getState()).toMatchObject({ paused: false, started: true });
    store.pause();
    await store.play();

    expect(history.resume).not.toHaveBeenCalled();
    expect(store.player.currentTime).toBe(0);
  });

  it('starts the first Play at startAt without history, and keeps a seek made before it', async () => {
    const { audio, store } = setUp();
    store.load(media, { startAt: 30 });
    audio.loadMetadata(300);
    await store.play();
    expect(store.player.currentTime).toBe(30);

    const other = setUp();
    other.store.load(media);
    other.audio.loadMetadata(300);
    other.store.seek(60);
    await other.store.play();
    expect(other.store.player.currentTime).toBe(60);
  });

  it('loading new media starts over: the next Play resumes again', async () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);
    await store.play();
    store.load({ ...media, id: 'm8', src: 'https://example.test/sleepy-clouds.mp3' });

    expect(store.getState()).toMatchObject({ started: false, currentTime: 0, paused: true });
  });

  it('keeps a refused Play as an error and lets the next press resume', async () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);
    audio.play.mockRejectedValueOnce(new Error('NotAllowedError'));

    await store.play();

    expect(store.getState()).toMatchObject({ started: false, error: { code: 'play-rejected' } });
    await store.play();
    expect(store.getState()).toMatchObject({ started: true, error: null, paused: false });
  });

  it('close returns the time and stops telling subscribers', async () => {
    const { audio, store } = setUp();
    store.load(media);
    audio.loadMetadata(300);
    await store.play();
    audio.playTo(42);
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.close()).toBe(42);
    listener.mockClear();
    audio.playTo(50);
    expect(listener).not.toHaveBeenCalled();
  });
});
