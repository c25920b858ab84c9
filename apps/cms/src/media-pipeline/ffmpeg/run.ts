import { spawn } from 'node:child_process';
import { MediaFailure } from '../failure';
import { ProcessingInterrupted } from '../interrupted';

export type ToolOutput = { stdout: Buffer; stderr: string };

/** How long one run may take, and the signal that stops it when the job is interrupted. */
export type ToolLimits = { timeoutMs: number; signal?: AbortSignal };

/** A run that exited with an error: the reason an editor reads, and all ffmpeg printed, for the caller to look into. */
export class ToolFailure extends MediaFailure {
  constructor(
    reason: string,
    readonly log: string,
  ) {
    super(reason);
  }
}

const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/**
 * The signals that stop a process because its machine or service is stopping (ffmpeg then prints "Exiting normally,
 * received signal 15."); any other (a crash, the kernel's out-of-memory kill) is the file's doing.
 */
const SHUTDOWN_SIGNALS = new Set<string>(['SIGTERM', 'SIGINT', 'SIGHUP']);
const RECEIVED_SHUTDOWN_SIGNAL = /received signal (1|2|15)\./;

/** What ffmpeg last printed, without the server's path of the file it names ("file:/tmp/…/x.mp3: Invalid data…"). */
function lastMessage(log: string): string | undefined {
  return log.trim().split('\n').pop()?.replace(/^(file:)?\/\S*: /, '');
}

/**
 * Runs ffmpeg or ffprobe with these arguments, and settles once the process is gone. A run longer than `timeoutMs` is
 * killed with SIGKILL (a stuck ffmpeg may ignore SIGTERM) and is a MediaFailure; so is a non-zero exit, with the last
 * line ffmpeg printed (a ToolFailure). A run stopped by `signal`, or by a shutdown signal someone else sent (the process
 * group's SIGTERM as the CMS stops), is a ProcessingInterrupted.
 */
export function runTool(executable: string, args: string[], failureReason: string, { timeoutMs, signal }: ToolLimits): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ProcessingInterrupted('the job was stopped before ffmpeg started'));
      return;
    }
    const child = spawn(executable, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let outputBytes = 0;
    let stoppedFor: 'timeout' | 'interruption' | 'output' | null = null;
    let startError: Error | null = null;
    const kill = (reason: NonNullable<typeof stoppedFor>) => {
      stoppedFor ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), timeoutMs);
    const onAbort = () => kill('interruption');
    signal?.addEventListener('abort', onAbort);
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) kill('output');
      else into.push(chunk);
    };
    child.stdout.on('data', keep(stdout));
    child.stderr.on('data', keep(stderr));
    child.on('error', (error) => {
      startError = error;
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const text = Buffer.concat(stderr).toString('utf8');
      if (stoppedFor === 'interruption') {
        reject(new ProcessingInterrupted('the job was stopped while ffmpeg ran'));
      } else if (stoppedFor === 'timeout') {
        reject(new MediaFailure(`${failureReason}: it took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`));
      } else if (stoppedFor === 'output') {
        reject(new MediaFailure(`${failureReason}: ffmpeg wrote more than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB`));
      } else if (startError) {
        reject(new MediaFailure(`${failureReason}: ${startError.message}`));
      } else if (code === 0) {
        resolve({ stdout: Buffer.concat(stdout), stderr: text });
      } else if (SHUTDOWN_SIGNALS.has(exitSignal ?? '') || RECEIVED_SHUTDOWN_SIGNAL.test(text)) {
        reject(new ProcessingInterrupted(`ffmpeg was stopped by ${exitSignal ?? lastMessage(text)}`));
      } else if (exitSignal) {
        reject(new MediaFailure(`${failureReason}: ffmpeg stopped on ${exitSignal}`));
      } else {
        reject(new ToolFailure(`${failureReason}: ${lastMessage(text) || `ffmpeg exited with code ${code}`}`, text));
      }
    });
  });
}
