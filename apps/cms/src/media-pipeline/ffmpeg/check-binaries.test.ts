import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ffmpegProblem } from './check-binaries';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-ffmpeg-check-'));

afterEach(() => {
  delete process.env.FFMPEG_PATH;
  delete process.env.FFPROBE_PATH;
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the ffmpeg the pipeline runs', () => {
  it("is Debian's ffmpeg and ffprobe of one release on this machine", async () => {
    expect(await ffmpegProblem()).toBeNull();
  });

  it('is refused when ffprobe is another release (an older build beside it)', async () => {
    const older = path.join(folder, 'ffprobe');
    fs.writeFileSync(older, '#!/bin/sh\necho "ffprobe version N-66595-gc2b38619c0-static https://johnvansickle.com/ffmpeg/"\n', { mode: 0o755 });
    process.env.FFPROBE_PATH = older;
    expect(await ffmpegProblem()).toMatch(/^ffmpeg is \S+ but ffprobe is N-66595-gc2b38619c0-static: they must be one release$/);
  });

  it('is refused when a binary is missing, naming it', async () => {
    process.env.FFMPEG_PATH = path.join(folder, 'no-ffmpeg');
    expect(await ffmpegProblem()).toMatch(new RegExp(`^${path.join(folder, 'no-ffmpeg')} does not run as ffmpeg`));
  });
});
