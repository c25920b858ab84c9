import { AudioPlayer } from '../core/audio-player';
import { fakeAudio } from './fake-audio';

/** An audio player playing a 15-minute track on a fake audio element. */
export async function playingPlayer() {
  const audio = fakeAudio();
  const player = new AudioPlayer({ element: audio.element });
  player.load({ src: 'https://example.test/night.mp3', title: 'Goodnight Moon' });
  audio.loadMetadata(900);
  await player.play();
  return { audio, player };
}
