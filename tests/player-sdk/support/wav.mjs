// @ts-check
import { Buffer } from 'node:buffer';

/**
 * A mono 8-bit WAV file holding a quiet sine tone: test media made in memory, no ffmpeg needed.
 * @param {{ seconds: number, sampleRate?: number, frequency?: number }} options
 * @returns {Buffer}
 */
export function quietToneWav({ seconds, sampleRate = 8000, frequency = 220 }) {
  const samples = Math.round(seconds * sampleRate);
  const file = Buffer.alloc(44 + samples);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + samples, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index += 1) {
    file[44 + index] = 128 + Math.round(12 * Math.sin((2 * Math.PI * frequency * index) / sampleRate));
  }
  return file;
}
