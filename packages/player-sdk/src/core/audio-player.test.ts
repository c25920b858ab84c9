import { describe, expect, it, vi } from 'vitest';
import { fakeAudio } from '../test-support/fake-audio';
import { AudioPlayer } from './audio-player';
import { PlayerError } from './errors';

const media = { src: 'https://example.test/sleepy-clouds.mp3', title: 'Sleepy Clouds', id: 'm1' };

describe('AudioPlayer', () => {
  it('moves to the requested second once the metadata is known, then plays', async () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    player.load(media);

    const playing = player.play(42);
    await Promise.resolve();
    expect(audio.play).not.toHaveBeenCalled();
    audio.loadMetadata(300);
    await playing;

    expect(player.currentTime).toBe(42);
    expect(audio.play).toHaveBeenCalledOnce();
    expect(player.paused).toBe(false);
  });

  it('plays from 0 when asked after the position has moved', async () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    player.load(media);
    audio.loadMetadata(300);
    player.seek(120);

    await player.play(0);

    expect(player.currentTime).toBe(0);
  });

  it('refuses to play before anything is loaded', async () => {
    const player = new AudioPlayer({ element: fakeAudio().element });
    await expect(player.play()).rejects.toMatchObject({ code: 'not-loaded' });
  });

  it('reports a rejected play() as a typed error event', async () => {
    const audio = fakeAudio();
    audio.play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'));
    const player = new AudioPlayer({ element: audio.element });
    const errors: PlayerError[] = [];
    player.on('error', (error) => errors.push(error));
    player.load(media);

    await expect(player.play()).rejects.toBeInstanceOf(PlayerError);
    expect(errors.map((error) => error.code)).toEqual(['play-rejected']);
  });

  it('relays time, pause and ended events with the current time', async () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    const seen: string[] = [];
    player.on('timeupdate', ({ currentTime, duration }) => seen.push(`time ${currentTime}/${duration}`));
    player.on('pause', ({ currentTime }) => seen.push(`pause ${currentTime}`));
    player.on('ended', ({ currentTime }) => seen.push(`ended ${currentTime}`));
    player.load(media);
    audio.loadMetadata(120);
    await player.play();

    audio.playTo(12.5);
    player.pause();
    audio.element.dispatchEvent(new Event('ended'));

    expect(seen).toEqual(['time 12.5/120', 'pause 12.5', 'ended 12.5']);
  });

  it('keeps seeks inside the track', () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    player.load(media);
    audio.loadMetadata(100);

    player.seek(250);
    expect(player.currentTime).toBe(100);
    player.seek(-5);
    expect(player.currentTime).toBe(0);
  });

  it('returns the playback time on close and stops talking afterwards', async () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    const closed = vi.fn();
    const paused = vi.fn();
    player.on('close', closed);
    player.load(media);
    audio.loadMetadata(300);
    await player.play();
    audio.playTo(73);

    expect(player.close()).toBe(73);
    expect(closed).toHaveBeenCalledWith({ currentTime: 73 });
    player.on('pause', paused);
    audio.element.dispatchEvent(new Event('pause'));
    expect(paused).not.toHaveBeenCalled();
    expect(player.media).toBeNull();
  });

  it('keeps players on one page independent', async () => {
    const first = fakeAudio();
    const second = fakeAudio();
    const one = new AudioPlayer({ element: first.element });
    const two = new AudioPlayer({ element: second.element });
    const onePlays = vi.fn();
    const twoPlays = vi.fn();
    one.on('play', onePlays);
    two.on('play', twoPlays);
    one.load(media);
    two.load({ ...media, id: 'm2' });

    await two.play();

    expect(twoPlays).toHaveBeenCalledOnce();
    expect(onePlays).not.toHaveBeenCalled();
  });

  it('says so when the browser cannot choose an audio output', async () => {
    const player = new AudioPlayer({ element: fakeAudio().element });
    await expect(player.setOutputDevice('toy')).rejects.toMatchObject({ code: 'output-unsupported' });
  });
});
