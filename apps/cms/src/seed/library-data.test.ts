import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '@tate/contracts';
import { readUploadMinutes } from '../media-pipeline/meditation-duration';
import { SEED_MEDIA_FILES, meditations, transcriptFileOf } from './library-data';

const assets = path.resolve(__dirname, '../../seed-assets');
const minutesOf = (file: string) => readUploadMinutes(path.join(assets, file));

describe('the demo library data', () => {
  it('names a file of its own access level for every meditation, and free and paid never share one', () => {
    for (const meditation of meditations) expect(SEED_MEDIA_FILES[meditation.accessLevel]).toContain(meditation.file);
    expect(SEED_MEDIA_FILES.free.filter((file) => SEED_MEDIA_FILES.paid.includes(file))).toEqual([]);
  });

  it('gives every duration filter meditations, by the lengths the CMS reads from their files', () => {
    const minutes = meditations.map((meditation) => minutesOf(meditation.file));
    expect(minutes.every((value) => value !== null && value >= 1)).toBe(true);
    const numbers = minutes.filter((value): value is number => value !== null);
    expect(numbers.some((value) => value >= 5 && value < 10)).toBe(true);
    expect(numbers.some((value) => value >= 10 && value < 15)).toBe(true);
    expect(numbers.some((value) => value >= 15)).toBe(true);
  });

  it("gives every meditation Tate's script as WebVTT that fits its file, read along from its first seconds", async () => {
    for (const meditation of meditations) {
      const minutes = minutesOf(meditation.file);
      const source = fs.readFileSync(path.join(assets, transcriptFileOf(meditation)), 'utf8');
      const { cues, problems } = await parseWebVtt(source, { durationSeconds: minutes === null ? null : minutes * 60 });
      expect(problems, meditation.title).toEqual([]);
      expect(cues.length, meditation.title).toBeGreaterThanOrEqual(8);
      expect(cues[0]?.start, meditation.title).toBeLessThanOrEqual(1);
      expect(cues.some((cue) => cue.start <= 5 && cue.end > 5), `${meditation.title}: a cue at 0:05`).toBe(true);
      for (const cue of cues) expect(cue.end - cue.start, `${meditation.title}: ${cue.text}`).toBeLessThanOrEqual(6);
    }
  });
});
