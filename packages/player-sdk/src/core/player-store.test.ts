import { describe, expect, it, vi } from 'vitest';
import { fakeAudio } from '../test-support/fake-audio';
import type { PlaybackHistory } from '../history/playback-history';
import { AudioPlayer } from './audio-player';
import { PlayerStore, type PlayerLoadOptions } from './player-store';

const media = { src: 'https://example.test/rainbow-breaths.mp3', title: 'Rainbow Breaths', id: 'm7' };

function setUp() {
  const audio = fakeAudio();
  const store = new PlayerStore(new AudioPlayer({ element: audio.element }));
  return { audio, store };
}

/** A store with the test's media loaded (`options` as `load` takes them) and its 300 s of metadata read. */
function setUpLoaded(options?: PlayerLoadOptions) {
  const set = setUp();
  set.store.load(media, options);
  set.audio.loadMetadata(300);
  return set;
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
    const { audio, store } = setUpLoaded();
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
    const { store } = setUpLoaded();

    store.seek(store.getState().currentTime + 1);
    store.seek(store.getState().currentTime + 1);

    expect(store.getState().currentTime).toBe(2);
  });

  it('starts again from the beginning, and a later Play goes on from there without resuming', async () => {
    const { audio, store } = setUpLoaded();
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
    const { store } = setUpLoaded({ startAt: 30 });
    await store.play();
    expect(store.player.currentTime).toBe(30);

    const other = setUpLoaded();
    other.store.seek(60);
    await other.store.play();
    expect(other.store.player.currentTime).toBe(60);
  });

  it('loading new media starts over: the next Play resumes again', async () => {
    const { store } = setUpLoaded();
    await store.play();
    store.load({ ...media, id: 'm8', src: 'https://example.test/sleepy-clouds.mp3' });

    expect(store.getState()).toMatchObject({ started: false, currentTime: 0, paused: true });
  });

  it('keeps a refused Play as an error and lets the next press resume', async () => {
    const { audio, store } = setUpLoaded();
    audio.play.mockRejectedValueOnce(new Error('NotAllowedError'));

    await store.play();

    expect(store.getState()).toMatchObject({ started: false, error: { code: 'play-rejected' } });
    await store.play();
    expect(store.getState()).toMatchObject({ started: true, error: null, paused: false });
  });

  it('close returns the time and stops telling subscribers', async () => {
    const { audio, store } = setUpLoaded();
    await store.play();
    audio.playTo(42);
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.close()).toBe(42);
    listener.mockClear();
    audio.playTo(50);
    expect(listener).not.toHaveBeenCalled();
  });

  describe('the transcript', () => {
    const cues = [
      { start: 0, end: 4, text: 'Find a comfy spot.' },
      { start: 4, end: 9, text: 'Breathe in slowly.' },
      { start: 12, end: 15, text: 'And out.' },
    ];

    function withCues() {
      const set = setUp();
      const changes = vi.fn();
      set.store.on('cuechange', changes);
      set.store.load({ ...media, cues });
      set.audio.loadMetadata(300);
      return { ...set, changes };
    }

    it('starts on the first line and follows time updates, announcing each change once', async () => {
      const { audio, store, changes } = withCues();
      expect(store.getState()).toMatchObject({ cues, activeCue: 0 });
      await store.play();
      audio.playTo(1);
      audio.playTo(2);
      audio.playTo(4);
      audio.playTo(5);

      expect(store.getState().activeCue).toBe(1);
      expect(changes.mock.calls.map(([change]) => change)).toEqual([
        { index: 0, cue: cues[0] },
        { index: 1, cue: cues[1] },
      ]);
    });

    it('has no line in a gap or after the last one', () => {
      const { audio, store } = withCues();
      audio.playTo(10);
      expect(store.getState().activeCue).toBeNull();
      audio.playTo(15);
      expect(store.getState().activeCue).toBeNull();
    });

    it('follows a seek back at once', () => {
      const { audio, store, changes } = withCues();
      audio.playTo(13);
      store.seek(5);

      expect(store.getState().activeCue).toBe(1);
      expect(changes).toHaveBeenLastCalledWith({ index: 1, cue: cues[1] });
    });

    it('shows the line of the saved position when the first Play resumes', async () => {
      const { store } = withCues();
      store.setHistory(historyResumingAt(13, store));

      await store.play();

      expect(store.getState()).toMatchObject({ currentTime: 13, activeCue: 2 });
    });

    it('takes new cues without reloading, and loading other media drops them', () => {
      const { audio, store } = withCues();
      audio.playTo(13);
      store.setCues([{ start: 10, end: 20, text: 'Sleep well.' }]);
      expect(store.getState().activeCue).toBe(0);

      store.load({ ...media, id: 'm8', src: 'https://example.test/sleepy-clouds.mp3' });
      expect(store.getState()).toMatchObject({ cues: [], activeCue: null });
    });
  });
});
