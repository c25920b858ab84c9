import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MediaFailure } from '../failure';
import { ProcessingInterrupted } from '../interrupted';
import { ffmpegPath } from './binaries';
import { runTool } from './run';

/** An ffmpeg run that never ends by itself: silence generated in real time, forever. */
const ENDLESS = ['-hide_banner', '-nostdin', '-re', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-f', 'null', '-'];

/**
 * The ids of this process's ffmpeg children running ENDLESS now: only this file's runs (the test worker also runs
 * other files, whose CMS may still be reaping an ffmpeg of its own as the next file starts).
 */
function ffmpegChildren(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'ffmpeg .*anullsrc=r=8000:cl=mono'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

describe('running ffmpeg', () => {
  it('kills a run that passes its timeout and fails it with the reason', async () => {
    const started = Date.now();
    const run = runTool(ffmpegPath(), ENDLESS, 'The audio could not be measured', { timeoutMs: 1_000 });
    await expect(run).rejects.toThrow(new MediaFailure('The audio could not be measured: it took longer than 1 s and was stopped'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ffmpegChildren()).toEqual([]);
  });

  it('stops the run when the job is stopped, as an interruption rather than a failure', async () => {
    const stop = new AbortController();
    const run = runTool(ffmpegPath(), ENDLESS, 'The audio could not be measured', { timeoutMs: 60_000, signal: stop.signal });
    setTimeout(() => stop.abort(), 300);
    await expect(run).rejects.toBeInstanceOf(ProcessingInterrupted);
    expect(ffmpegChildren()).toEqual([]);
    await expect(runTool(ffmpegPath(), ENDLESS, 'x', { timeoutMs: 60_000, signal: stop.signal })).rejects.toBeInstanceOf(ProcessingInterrupted);
  });

  it("takes ffmpeg stopped by the service's SIGTERM (the process group's, as the CMS stops) as an interruption", async () => {
    const run = runTool(ffmpegPath(), ENDLESS, 'The video could not be encoded', { timeoutMs: 60_000 });
    const deadline = Date.now() + 5_000;
    while (ffmpegChildren().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const pid of ffmpegChildren()) process.kill(pid, 'SIGTERM');
    await expect(run).rejects.toBeInstanceOf(ProcessingInterrupted);
  });

  it('fails a run that exits with an error, with what ffmpeg said and not the server path', async () => {
    const run = runTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', '/tmp/tate-no-such-file.mp3', '-f', 'null', '-'], 'The audio could not be measured', { timeoutMs: 10_000 });
    await expect(run).rejects.toBeInstanceOf(MediaFailure);
    await expect(run).rejects.toMatchObject({ reason: 'The audio could not be measured: No such file or directory' });
  });
});
