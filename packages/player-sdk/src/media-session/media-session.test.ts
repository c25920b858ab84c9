import { describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '../core/audio-player';
import { fakeAudio } from '../test-support/fake-audio';
import { fakeMediaSession } from '../test-support/fake-media-session';
import { connectMediaSession } from './media-session';

describe('connectMediaSession', () => {
  it('lets lock screens and headphones play, pause and seek the player that is playing', async () => {
    const audio = fakeAudio();
    const player = new AudioPlayer({ element: audio.element });
    const { session, run } = fakeMediaSession();
    connectMediaSession(player, { mediaSession: session as unknown as MediaSession, seekOffset: 10 });
    player.load({ src: 'https://example.test/a.mp3', title: 'Starry Night', artwork: 'https://example.test/a.jpg' });
    audio.loadMetadata(300);
    await player.play(100);

    expect(session.playbackState).toBe('playing');
    expect((session.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({
      title: 'Starry Night',
      artwork: [{ src: 'https://example.test/a.jpg' }],
    });
    run('seekforward');
    expect(player.currentTime).toBe(110);
    run('seekbackward', { seekOffset: 30 });
    expect(player.currentTime).toBe(80);
    run('seekto', { seekTime: 200 });
    expect(player.currentTime).toBe(200);
    run('pause');
    expect(player.paused).toBe(true);
    expect(session.playbackState).toBe('paused');
    vi.unstubAllGlobals();
  });
});
