// @ts-check
import { Buffer } from 'node:buffer';

/**
 * A mono PCM WAV file made in memory, for tests (no ffmpeg needed): `bits` per sample (8 or 16), each sample
 * `level(seconds)` from -1 to 1 at its instant (silence without it). The one WAV writer of the CMS's and the
 * journeys' tests.
 * @param {{ seconds: number, sampleRate: number, bits: 8 | 16, level?: (time: number) => number }} options
 * @returns {Buffer}
 */
export function monoWav({ seconds, sampleRate, bits, level = () => 0 }) {
  const bytes = bits / 8;
  const samples = Math.round(seconds * sampleRate);
  const file = Buffer.alloc(44 + samples * bytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + samples * bytes, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * bytes, 28);
  file.writeUInt16LE(bytes, 32);
  file.writeUInt16LE(bits, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(samples * bytes, 40);
  for (let index = 0; index < samples; index += 1) {
    const value = level(index / sampleRate);
    if (bits === 8) file.writeUInt8(128 + Math.round(value * 127), 44 + index);
    else file.writeInt16LE(Math.round(value * 32_767), 44 + index * 2);
  }
  return file;
}

/**
 * A mono 8-bit WAV file holding a quiet sine tone: the player SDK's test media.
 * @param {{ seconds: number, sampleRate?: number, frequency?: number }} options
 * @returns {Buffer}
 */
export function quietToneWav({ seconds, sampleRate = 8000, frequency = 220 }) {
  return monoWav({ seconds, sampleRate, bits: 8, level: (time) => (12 / 127) * Math.sin(2 * Math.PI * frequency * time) });
}
