import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '../core/audio-player';
import { PlayerStore } from '../core/player-store';
import { fakeAudio } from '../test-support/fake-audio';
import { fakeMediaSession } from '../test-support/fake-media-session';
import { useRoutine } from './use-routine';

const rainbow = { src: 'https://example.test/rainbow-breaths.mp3', title: 'Rainbow Breaths' };
const clouds = { src: 'https://example.test/sleepy-clouds.mp3', title: 'Sleepy Clouds' };

function setUp() {
  const audio = fakeAudio();
  audio.loadMetadata(300);
  const store = new PlayerStore(new AudioPlayer({ element: audio.element }));
  const mediaSession = fakeMediaSession().session as unknown as MediaSession;
  return { audio, store, mediaSession };
}

describe('useRoutine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts a routine and follows its steps', async () => {
    const { audio, store, mediaSession } = setUp();
    const { result } = renderHook(() => useRoutine(store, { mediaSession }));
    expect(result.current).toMatchObject({ status: 'idle', total: 0 });
    const { startRoutine } = result.current;

    await act(() => result.current.startRoutine([rainbow, clouds]));
    expect(result.current).toMatchObject({ status: 'playing', index: 0, total: 2, media: rainbow });
    expect(result.current.startRoutine).toBe(startRoutine);
    await act(async () => {
      audio.element.dispatchEvent(new Event('ended'));
    });

    expect(result.current).toMatchObject({ status: 'playing', index: 1, total: 2, media: clouds });
    expect(store.getState().media).toEqual(clouds);
  });

  it('re-renders when the routine changes, not at every time update', async () => {
    const { audio, store, mediaSession } = setUp();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRoutine(store, { mediaSession });
    });
    await act(() => result.current.startRoutine([rainbow, clouds]));
    const before = renders;

    act(() => audio.playTo(12));

    expect(renders).toBe(before);
    expect(result.current.routine?.getState()).toBe(store.getState().routine);
  });

  it('stops the routine on stopRoutine and on unmount', async () => {
    const { store, mediaSession } = setUp();
    const { result, unmount } = renderHook(() => useRoutine(store, { mediaSession }));
    await act(() => result.current.startRoutine([rainbow, clouds]));

    act(() => result.current.stopRoutine());
    expect(result.current.status).toBe('idle');
    expect(store.getState().paused).toBe(true);

    await act(() => result.current.startRoutine([rainbow, clouds]));
    expect(store.getState().paused).toBe(false);
    unmount();
    expect(store.getState().paused).toBe(true);
  });

  it('does nothing before the store exists (server rendering)', async () => {
    const { result } = renderHook(() => useRoutine(null));
    await result.current.startRoutine([rainbow]);
    expect(result.current).toMatchObject({ status: 'idle', routine: null });
  });
});
