import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistenceAdapter } from '../history/persistence';
import { connectMediaSession } from '../media-session/media-session';
import { SleepTimer } from '../sleep/sleep-timer';
import { fakeMediaSession } from '../test-support/fake-media-session';

const fakeVideo = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  let time = 0;
  let length = 600;
  let loudness = 1;
  const player = {
    on: (type: string, handler: () => void) => handlers.set(type, handler),
    currentTime: (value?: number) => {
      if (value !== undefined) time = value;
      return time;
    },
    duration: () => length,
    volume: (value?: number) => {
      if (value !== undefined) loudness = value;
      return loudness;
    },
    play: async () => undefined,
    pause: vi.fn(),
    dispose: () => undefined,
  };
  const options: unknown[] = [];
  return {
    player,
    /** The options each video.js player was made with. */
    options,
    videojs: (_element: unknown, given: unknown) => {
      options.push(given);
      return player;
    },
    fire: (type: string) => handlers.get(type)?.(),
    setTime: (value: number) => {
      time = value;
    },
    setDuration: (value: number) => {
      length = value;
    },
  };
});

vi.mock('video.js', () => ({ default: fakeVideo.videojs }));

const { createVideoPlayer } = await import('./video-player');

describe('createVideoPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeVideo.setTime(0);
    fakeVideo.setDuration(600);
  });
  afterEach(() => vi.useRealTimers());

  const media = { src: 'https://media.example.test/teen.mp4', title: 'Teen brain', id: 'v1' };

  it('saves the position when paused', async () => {
    const adapter: PersistenceAdapter = { load: vi.fn(async () => null), save: vi.fn(async () => undefined) };
    await createVideoPlayer(document.createElement('video'), { media, adapter, childId: 'c1' });
    fakeVideo.setTime(48);

    fakeVideo.fire('pause');

    expect(adapter.save).toHaveBeenCalledWith({ mediaId: 'v1', childId: 'c1', currentTime: 48 });
  });

  it('restores a chosen child\'s position after 500 ms', async () => {
    const adapter: PersistenceAdapter = { load: vi.fn(async () => 132), save: vi.fn(async () => undefined) };
    const video = await createVideoPlayer(document.createElement('video'), { media, adapter });

    const restored = video.chooseChild('c2');
    await vi.advanceTimersByTimeAsync(499);
    expect(video.currentTime).toBe(0);
    await vi.advanceTimersByTimeAsync(1);

    await expect(restored).resolves.toBe(132);
    expect(adapter.load).toHaveBeenCalledWith({ mediaId: 'v1', childId: 'c2' });
    expect(video.currentTime).toBe(132);
  });

  it('starts a chosen child again from the beginning when the saved position is at the end', async () => {
    const adapter: PersistenceAdapter = { load: vi.fn(async () => 240), save: vi.fn(async () => undefined) };
    fakeVideo.setDuration(241);
    const video = await createVideoPlayer(document.createElement('video'), { media, adapter });

    const restored = video.chooseChild('c2');
    await vi.advanceTimersByTimeAsync(500);

    await expect(restored).resolves.toBe(0);
    expect(video.currentTime).toBe(0);
  });

  it('gives lock screens its title and controls while it plays, and lets go when disposed', async () => {
    const { session, run } = fakeMediaSession();
    const video = await createVideoPlayer(document.createElement('video'), { media });
    connectMediaSession(video, { mediaSession: session as unknown as MediaSession });

    fakeVideo.fire('play');
    expect((session.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({ title: 'Teen brain' });
    expect(session.playbackState).toBe('playing');
    run('seekto', { seekTime: 42 });
    expect(video.currentTime).toBe(42);
    video.dispose();
    expect(session.playbackState).toBe('none');
    vi.unstubAllGlobals();
  });

  it('leaves out video.js\'s big Play and play toggle where the page has its own Play, and keeps them elsewhere', async () => {
    await createVideoPlayer(document.createElement('video'), { media, ownPlayButton: true });
    await createVideoPlayer(document.createElement('video'), { media });

    expect(fakeVideo.options.at(-2)).toMatchObject({ bigPlayButton: false, controlBar: { playToggle: false } });
    expect(fakeVideo.options.at(-1)).not.toHaveProperty('bigPlayButton');
    expect(fakeVideo.options.at(-1)).not.toHaveProperty('controlBar');
  });

  it('is stopped by the sleep timer like the audio player: the volume fades, then it pauses', async () => {
    const video = await createVideoPlayer(document.createElement('video'), { media });
    const timer = new SleepTimer(video, { fadeMs: 10_000 });
    timer.start(60_000);
    vi.advanceTimersByTime(55_000);
    expect(video.volume).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(5_000);

    expect(fakeVideo.player.pause).toHaveBeenCalled();
    expect(video.volume).toBe(1);
  });
});
