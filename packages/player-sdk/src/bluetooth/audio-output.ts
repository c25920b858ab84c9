import type { AudioPlayer } from '../core/audio-player';
import { PlayerError } from '../core/errors';

interface MediaDevicesWithOutput {
  selectAudioOutput?: () => Promise<{ deviceId: string; label: string }>;
}

/** True where the Audio Output Devices API lets the user pick a speaker (such as the toy's). */
export function canChooseAudioOutput(): boolean {
  const devices = (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices) as
    | MediaDevicesWithOutput
    | undefined;
  return typeof devices?.selectAudioOutput === 'function' && 'setSinkId' in HTMLMediaElement.prototype;
}

/** Asks the user for a speaker and sends the player's sound there; returns the speaker's label. */
export async function chooseAudioOutput(player: AudioPlayer): Promise<string> {
  const devices = navigator.mediaDevices as MediaDevicesWithOutput | undefined;
  if (!devices?.selectAudioOutput) {
    throw new PlayerError('output-unsupported', 'This browser cannot choose an audio output.');
  }
  const output = await devices.selectAudioOutput();
  await player.setOutputDevice(output.deviceId);
  return output.label;
}
