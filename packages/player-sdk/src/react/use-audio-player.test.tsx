import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistenceAdapter, SavedPosition } from '../history/persistence';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';

const media = { src: 'https://media.example.test/sleepy-clouds.mp3', title: 'Sleepy Clouds', id: 'm1' };

function stubMediaElement(state: { currentTime: number; duration?: number }) {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => state.duration ?? Number.NaN);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(() => state.currentTime);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation((value: number) => {
    state.currentTime = value;
  });
}

describe('MediaPlayerModalBody', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('resumes from the saved position on the first Play and reports the time on Close', async () => {
    const state = { currentTime: 0 };
    stubMediaElement(state);
    const saved: SavedPosition[] = [];
    const adapter: PersistenceAdapter = {
      load: vi.fn(async () => 95),
      save: vi.fn(async (position: SavedPosition) => {
        saved.push(position);
      }),
    };
    const onClose = vi.fn();
    render(<MediaPlayerModalBody media={media} history={{ adapter, key: { mediaId: 'm1', childId: 'c1' } }} onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(adapter.load).toHaveBeenCalledWith({ mediaId: 'm1', childId: 'c1' });
    expect(state.currentTime).toBe(95);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();

    act(() => {
      state.currentTime = 101;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledWith(101);
    expect(saved).toEqual([{ mediaId: 'm1', childId: 'c1', currentTime: 101 }]);
  });

  it('can play again after being closed while still mounted', async () => {
    stubMediaElement({ currentTime: 0 });
    const onClose = vi.fn();
    render(<MediaPlayerModalBody media={media} onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith(0);
  });

  it('does not reload the media when the host re-renders with an equal media object', () => {
    stubMediaElement({ currentTime: 0 });
    const { rerender } = render(<MediaPlayerModalBody media={{ ...media }} onClose={() => undefined} />);
    rerender(<MediaPlayerModalBody media={{ ...media }} onClose={() => undefined} />);

    expect(HTMLMediaElement.prototype.load).toHaveBeenCalledOnce();
  });

  it('starts again from the beginning when the saved position is at the end, and offers Start again', async () => {
    const state = { currentTime: 0, duration: 240 };
    stubMediaElement(state);
    const adapter: PersistenceAdapter = { load: vi.fn(async () => 239), save: vi.fn(async () => undefined) };
    render(<MediaPlayerModalBody media={media} history={{ adapter, key: { mediaId: 'm1', childId: 'c1' } }} onClose={() => undefined} />);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(state.currentTime).toBe(0);

    act(() => {
      state.currentTime = 80;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(state.currentTime).toBe(0);
  });
});
