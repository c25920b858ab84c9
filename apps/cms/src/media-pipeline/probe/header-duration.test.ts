import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMediaDurationSeconds } from './header-duration';
import { monoWav } from '../../../../../tests/support/wav.mjs';

const assets = path.resolve(__dirname, '..', '..', '..', 'seed-assets');

function durationOf(bytes: Buffer): number | null {
  return readMediaDurationSeconds((offset, length) => bytes.subarray(offset, offset + length), bytes.length);
}

function assetDuration(relativePath: string): number | null {
  return durationOf(fs.readFileSync(path.join(assets, relativePath)));
}

// Expected lengths are those ffprobe reports for the generated seed assets.
describe('readMediaDurationSeconds', () => {
  it('reads MP3 files from their Info frame', () => {
    expect(assetDuration('audio/calm-tones.mp3')).toBeCloseTo(240, 0);
    expect(assetDuration('audio/ocean-breath.mp3')).toBeCloseTo(180, 0);
  });

  it('reads constant-bitrate MP3 without an Info frame from the bitrate', () => {
    const bytes = fs.readFileSync(path.join(assets, 'audio/ocean-breath.mp3'));
    // The Info frame of this mono MPEG-2 file starts 4 + 9 bytes before its tag; cut that frame out.
    const frameStart = bytes.indexOf('Info') - 13;
    const header = bytes.readUInt32BE(frameStart);
    const bitrate = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][(header >> 12) & 0xf] * 1000;
    const frameLength = Math.floor((72 * bitrate) / 22050) + ((header >> 9) & 1);
    const withoutInfo = Buffer.concat([bytes.subarray(0, frameStart), bytes.subarray(frameStart + frameLength)]);
    expect(durationOf(withoutInfo)).toBeCloseTo(180, -1);
  });

  it('reads Ogg Opus from the last granule position', () => {
    expect(assetDuration('audio/soft-rain.ogg')).toBeCloseTo(360, 0);
  });

  it('reads MP4 and WebM video headers', () => {
    expect(assetDuration('video/breathing-bubble.mp4')).toBeCloseTo(90, 0);
    expect(assetDuration('video/welcome-guide.webm')).toBeCloseTo(5, 0);
  });

  it('reads WAV from the data size and byte rate', () => {
    expect(durationOf(monoWav({ seconds: 3, sampleRate: 8000, bits: 16 }))).toBeCloseTo(3, 5);
  });

  it('gives null for files that are not media', () => {
    expect(assetDuration('images/toy-front.svg')).toBeNull();
    expect(durationOf(Buffer.from('plain text, not a media file'))).toBeNull();
    expect(durationOf(Buffer.alloc(0))).toBeNull();
  });
});
