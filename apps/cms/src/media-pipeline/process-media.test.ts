import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath } from './ffmpeg/binaries';
import { MediaFailure } from './failure';
import { processMedia } from './process-media';

// Uploads an attacker (a careless or malicious editor) could send, made here with the real ffmpeg. The paid file they
// point at is a named pipe: opening it is what reading it would take, and the watcher below sees every open.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-hostile-uploads-'));
const at = (name: string) => path.join(folder, name);
const MAX_SECONDS = 6;

function ffmpeg(...args: string[]): void {
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args]);
}

/** An HLS playlist naming `entry`, followed by real MP3 bytes: a file ffprobe and ffmpeg may take for a playlist. */
function playlistPolyglot(name: string, entry: string, { live }: { live: boolean }): string {
  const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:20', '#EXT-X-MEDIA-SEQUENCE:0', '#EXTINF:20,', entry, ...(live ? [] : ['#EXT-X-ENDLIST']), ''].join('\n');
  fs.writeFileSync(at(name), Buffer.concat([Buffer.from(playlist), fs.readFileSync(at('tone.mp3'))]));
  return at(name);
}

/** Counts the opens of a named pipe while `work` runs (a writer can open it only while a reader has). */
async function opensOf(pipe: string, work: () => Promise<unknown>): Promise<number> {
  let opens = 0;
  const watcher = setInterval(() => {
    try {
      fs.closeSync(fs.openSync(pipe, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
      opens += 1;
    } catch {
      // ENXIO: nobody is reading it.
    }
  }, 5);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(watcher);
  }
  return opens;
}

/** processMedia on an upload copied into a job folder of its own, as the worker runs it; the failure's reason. */
async function failureOf(upload: string): Promise<string> {
  const workDir = fs.mkdtempSync(path.join(folder, 'job-'));
  const source = path.join(workDir, `source${path.extname(upload)}`);
  fs.copyFileSync(upload, source);
  try {
    await processMedia(source, workDir, MAX_SECONDS);
  } catch (error) {
    if (error instanceof MediaFailure) return error.reason;
    throw error;
  }
  throw new Error(`${path.basename(upload)} was processed`);
}

const NOT_ACCEPTED = /^The file is not audio or video in an accepted format \(MP3, WAV, Ogg, FLAC, MP4, M4A or MOV, Matroska or WebM\)/;

beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=3', '-af', 'volume=-20dB', '-c:a', 'libmp3lame', '-b:a', '64k', at('tone.mp3'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=330:d=20', '-c:a', 'libvorbis', at('paid-story.ogg'));
  execFileSync('mkfifo', [at('paid.ogg')]);
  // 10 s of AAC whose headers (mvhd, mdhd, tkhd) say 3 s: ffprobe believes them, ffmpeg decodes all 10 s.
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=10', '-af', 'volume=-20dB', '-c:a', 'aac', '-b:a', '64k', at('honest.m4a'));
  const bytes = fs.readFileSync(at('honest.m4a'));
  // Each box's duration field (version 0), counted from its type.
  for (const [box, offset] of [['mvhd', 20], ['mdhd', 20], ['tkhd', 24]] as const) {
    const field = bytes.indexOf(box) + offset;
    bytes.writeUInt32BE(Math.round(bytes.readUInt32BE(field) * 0.3), field);
  }
  fs.writeFileSync(at('forged-length.m4a'), bytes);
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the media pipeline reads only the uploaded file', () => {
  it('the watcher sees an unguarded ffprobe follow the playlist into the paid file (the attack, and the proof it is seen)', async () => {
    const polyglot = playlistPolyglot('control.mp3', at('paid.ogg'), { live: false });
    const opens = await opensOf(at('paid.ogg'), () => new Promise((resolve) => execFile(ffprobePath(), ['-v', 'error', polyglot], { timeout: 10_000 }, resolve)));
    expect(opens).toBeGreaterThan(0);
  });

  it('fails an MP3 that starts with an HLS playlist naming a paid file, and never opens that file', async () => {
    const polyglot = playlistPolyglot('story.mp3', at('paid.ogg'), { live: false });
    let reason = '';
    expect(await opensOf(at('paid.ogg'), async () => (reason = await failureOf(polyglot)))).toBe(0);
    expect(reason).toMatch(NOT_ACCEPTED);
  });

  it('fails the same playlist naming a real file by a relative path', async () => {
    expect(await failureOf(playlistPolyglot('relative.mp3', '../paid-story.ogg', { live: false }))).toMatch(NOT_ACCEPTED);
  });

  it('fails a live playlist (no #EXT-X-ENDLIST) at once, where the 2018 ffmpeg reloaded it for ever', async () => {
    const started = Date.now();
    expect(await failureOf(playlistPolyglot('live.mp3', at('paid-story.ogg'), { live: true }))).toMatch(NOT_ACCEPTED);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('fails a concat list and a format outside the list (AIFF), whatever the file is called', async () => {
    fs.writeFileSync(at('list.mp3'), `ffconcat version 1.0\nfile '${at('paid.ogg')}'\nfile '${at('paid-story.ogg')}'\n`);
    let reason = '';
    expect(await opensOf(at('paid.ogg'), async () => (reason = await failureOf(at('list.mp3'))))).toBe(0);
    expect(reason).toMatch(NOT_ACCEPTED);
    ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=2', at('tone.aiff'));
    fs.copyFileSync(at('tone.aiff'), at('tone-aiff.wav'));
    expect(await failureOf(at('tone-aiff.wav'))).toMatch(NOT_ACCEPTED);
  });

  it('fails a file whose rendition comes out longer than the limit, though its headers said less', async () => {
    expect(await failureOf(at('forged-length.m4a'))).toMatch(/^The prepared file is \d+ s long; the longest accepted is 6 s$/);
  }, 60_000);

  it('makes a rendition of an honest upload that is itself', async () => {
    const workDir = fs.mkdtempSync(path.join(folder, 'job-'));
    fs.copyFileSync(at('tone.mp3'), path.join(workDir, 'source.mp3'));
    const processed = await processMedia(path.join(workDir, 'source.mp3'), workDir, MAX_SECONDS);
    expect(processed).toMatchObject({ kind: 'audio' });
    expect(processed.durationSeconds).toBeCloseTo(3, 0);
  }, 60_000);
});
