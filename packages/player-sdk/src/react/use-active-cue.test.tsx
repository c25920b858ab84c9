import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioPlayer } from '../core/audio-player';
import { PlayerStore } from '../core/player-store';
import { fakeAudio } from '../test-support/fake-audio';
import { useActiveCue } from './use-active-cue';

const cues = [
  { start: 0, end: 4, text: 'Find a comfy spot.' },
  { start: 4, end: 9, text: 'Breathe in slowly.' },
];

describe('useActiveCue', () => {
  afterEach(cleanup);

  it('gives the line being said and renders again only when it changes, not on every time update', () => {
    const audio = fakeAudio();
    const store = new PlayerStore(new AudioPlayer({ element: audio.element }));
    store.load({ src: 'https://example.test/calm.mp3', title: 'Calm', cues });
    const seen: (number | null)[] = [];
    function Line() {
      const { activeIndex } = useActiveCue(store);
      seen.push(activeIndex);
      return null;
    }
    render(<Line />);

    for (const seconds of [0.25, 0.5, 1, 2, 3, 4.25, 5, 6, 9.5, 10]) act(() => audio.playTo(seconds));

    expect(seen).toEqual([0, 1, null]);
  });

  it('has no lines before the player exists', () => {
    const seen: number[] = [];
    function Lines() {
      seen.push(useActiveCue(null).cues.length);
      return null;
    }
    render(<Lines />);
    expect(seen).toEqual([0]);
  });
});
