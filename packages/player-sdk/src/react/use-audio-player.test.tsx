import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistenceAdapter, SavedPosition } from '../history/persistence';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';

const media = { src: 'https://media.example.test/sleepy-clouds.mp3', title: 'Sleepy Clouds', id: 'm1' };

/** The media elements the players loaded, newest last. */
const loaded: HTMLMediaElement[] = [];

function stubMediaElement(state: { currentTime: number; duration?: number }) {
  loaded.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(function (this: HTMLMediaElement) {
    loaded.push(this);
  });
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

/** What the browser does once the file's metadata has loaded: the duration is known. */
function metadataLoaded() {
  act(() => {
    loaded.at(-1)?.dispatchEvent(new Event('durationchange'));
  });
}

describe('MediaPlayerModalBody', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the saved position on the seek bar before Play, resumes there and reports the time on Close', async () => {
    const state = { currentTime: 0, duration: 180 };
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
    metadataLoaded();

    const position = screen.getByRole('slider', { name: 'Position' });
    await waitFor(() => expect(position.getAttribute('aria-valuetext')).toBe('95 seconds'));
    expect(screen.getByText('1:35')).toBeTruthy();
    expect(adapter.load).toHaveBeenCalledWith({ mediaId: 'm1', childId: 'c1' });
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(state.currentTime).toBe(95);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();

    act(() => {
      state.currentTime = 101;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledWith(101);
    expect(saved).toEqual([{ mediaId: 'm1', childId: 'c1', currentTime: 101 }]);
  });

  it('keeps a seek made before the first Play instead of jumping back to the saved position', async () => {
    const state = { currentTime: 0, duration: 180 };
    stubMediaElement(state);
    const adapter: PersistenceAdapter = { load: vi.fn(async () => 3), save: vi.fn(async () => undefined) };
    render(<MediaPlayerModalBody media={media} history={{ adapter, key: { mediaId: 'm1', childId: 'c1' } }} onClose={() => undefined} />);
    metadataLoaded();

    const position = screen.getByRole('slider', { name: 'Position' });
    await waitFor(() => expect(position.getAttribute('aria-valuetext')).toBe('3 seconds'));
    act(() => position.focus());
    await userEvent.keyboard('{PageUp}');
    expect(position.getAttribute('aria-valuetext')).toBe('21 seconds');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(state.currentTime).toBe(21);
  });

  it('offers no Start again at 0:00', async () => {
    const state = { currentTime: 0, duration: 180 };
    stubMediaElement(state);
    const adapter: PersistenceAdapter = { load: vi.fn(async () => null), save: vi.fn(async () => undefined) };
    render(<MediaPlayerModalBody media={media} history={{ adapter, key: { mediaId: 'm1', childId: 'c1' } }} onClose={() => undefined} />);

    await waitFor(() => expect(adapter.load).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Position' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
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

  it('starts from the beginning when the saved position is at the end, and offers Start again once past 0:00', async () => {
    const state = { currentTime: 0, duration: 240 };
    stubMediaElement(state);
    const adapter: PersistenceAdapter = { load: vi.fn(async () => 239), save: vi.fn(async () => undefined) };
    render(<MediaPlayerModalBody media={media} history={{ adapter, key: { mediaId: 'm1', childId: 'c1' } }} onClose={() => undefined} />);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(state.currentTime).toBe(0);
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();

    act(() => {
      state.currentTime = 80;
      loaded.at(-1)?.dispatchEvent(new Event('timeupdate'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(state.currentTime).toBe(0);
  });
});
