import { vi } from 'vitest';

/** A jsdom audio element whose playback the test drives by hand (jsdom cannot play media). */
export function fakeAudio() {
  const element = document.createElement('audio');
  const state = { currentTime: 0, duration: Number.NaN, paused: true, readyState: 0 };
  Object.defineProperties(element, {
    currentTime: {
      get: () => state.currentTime,
      set: (value: number) => {
        state.currentTime = value;
      },
    },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
    readyState: { get: () => state.readyState },
  });
  const play = vi.fn(async () => {
    state.paused = false;
    element.dispatchEvent(new Event('play'));
  });
  const pause = vi.fn(() => {
    if (state.paused) return;
    state.paused = true;
    element.dispatchEvent(new Event('pause'));
  });
  Object.assign(element, { play, pause, load: vi.fn() });
  return {
    element,
    play,
    pause,
    loadMetadata(duration: number) {
      state.duration = duration;
      state.readyState = 1;
      element.dispatchEvent(new Event('loadedmetadata'));
      element.dispatchEvent(new Event('durationchange'));
    },
    playTo(seconds: number) {
      state.currentTime = seconds;
      element.dispatchEvent(new Event('timeupdate'));
    },
  };
}
