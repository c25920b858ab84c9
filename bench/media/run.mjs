// The media pipeline's figures (issue 40): seconds of processing per minute of audio and of 720p video on this
// machine, bytes per minute before and after, and the loudness spread of the demo catalogue before and after.
// Needs the built CMS (`npm run build -w @tate/cms`); run on a quiet machine:
//   flock /tmp/tate-heavy.lock node bench/media/run.mjs
// Timings come from farm-bench (medians of 3 runs); the rest from one pass of the pipeline over each file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const assets = path.join(root, 'apps/cms/seed-assets');
const processScript = path.join(here, 'process.mjs');
const ffmpeg = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// A recorder's WAV as editors send it: 2 minutes, 44.1 kHz, 16-bit mono, recorded too quiet (pink noise and a low
// voice-like tone standing in for speech).
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-media-'));
const wav = path.join(work, 'quiet-recording.wav');
execFileSync(ffmpeg, [
  '-v', 'error', '-y',
  '-f', 'lavfi', '-i', 'anoisesrc=d=120:c=pink:a=0.03',
  '-f', 'lavfi', '-i', "aevalsrc='0.05*sin(2*PI*180*t)*(0.6+0.4*sin(2*PI*3*t))':d=120:s=44100",
  '-filter_complex', 'amix=inputs=2', '-ac', '1', '-ar', '44100', '-c:a', 'pcm_s16le', wav,
]);

const demoAudio = fs.readdirSync(path.join(assets, 'audio')).filter((name) => name !== 'goodnight.mp3').map((name) => path.join(assets, 'audio', name));
const demoVideo = fs.readdirSync(path.join(assets, 'video')).filter((name) => name.endsWith('.mp4')).map((name) => path.join(assets, 'video', name));

function processOnce(file) {
  return JSON.parse(execFileSync('node', [processScript, file], { encoding: 'utf8' }).trim().split('\n').at(-1));
}

/** The median wall seconds of processing `file`, by farm-bench over RUNS runs. */
function medianWall(file) {
  const report = execFileSync('farm-bench', ['-n', String(RUNS), '--warmup', '0', '--timeout', '3000', '--', 'node', processScript, file], {
    encoding: 'utf8',
  });
  const line = report.split('\n').find((text) => text.startsWith('A wall s'));
  const median = line ? Number(line.trim().split(/\s+/)[4]) : Number.NaN;
  if (!Number.isFinite(median)) throw new Error(`farm-bench gave no wall time for ${file}:\n${report}`);
  return { median, header: report.split('\n')[0] };
}

const lu = (value) => value.toFixed(1);
const perMinute = (bytes, seconds) => `${((bytes / 1024 / 1024) * (60 / seconds)).toFixed(2)} MB`;
const spread = (values) => Math.max(...values) - Math.min(...values);

const figures = [wav, ...demoAudio, ...demoVideo].map(processOnce);
const timed = [
  { label: 'audio: a recorder\'s WAV (2 min, 44.1 kHz mono)', file: wav },
  { label: 'audio: the demo MP3 calm-tones.mp3 (4 min)', file: path.join(assets, 'audio', 'calm-tones.mp3') },
  { label: 'video: the demo 720p MP4 balloon-belly.mp4 (1 min)', file: path.join(assets, 'video', 'balloon-belly.mp4') },
].map((entry) => ({ ...entry, ...medianWall(entry.file), seconds: figures.find((row) => row.file === path.basename(entry.file))?.seconds ?? Number.NaN }));

const demo = figures.filter((row) => row.file !== path.basename(wav));
const lines = [
  '# Media pipeline (issue 40)',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} with \`flock /tmp/tate-heavy.lock node bench/media/run.mjs\` (the built CMS's pipeline: probe,`,
  'loudness, limiter and two linear loudnorm passes, AAC/MP4 or H.264/AAC MP4 at most 720p, the rendition measured again,',
  'its waveform). Timings are farm-bench medians of ' + RUNS + ' runs of one file each, the process start included.',
  '',
  `farm-bench: \`${timed[0]?.header ?? ''}\``,
  '',
  '## Seconds of processing per minute of media (2 cores)',
  '',
  '| file | length | median wall | per minute of media |',
  '| --- | --- | --- | --- |',
  ...timed.map((row) => `| ${row.label} | ${row.seconds.toFixed(0)} s | ${row.median.toFixed(1)} s | ${((row.median / row.seconds) * 60).toFixed(1)} s |`),
  '',
  '## Each file: loudness and bytes per minute, before and after',
  '',
  '| file | kind | length | integrated before | after | true peak before | after | bytes per minute before | after |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...figures.map(
    (row) =>
      `| ${row.file} | ${row.kind} | ${row.seconds.toFixed(0)} s | ${lu(row.before.integrated)} LUFS | ${lu(row.after.integrated)} LUFS | ${lu(row.before.truePeak)} dBTP | ${lu(row.after.truePeak)} dBTP | ${perMinute(row.bytesBefore, row.seconds)} | ${perMinute(row.bytesAfter, row.seconds)} |`,
  ),
  '',
  '## The demo catalogue\'s loudness spread',
  '',
  `- Before: ${lu(spread(demo.map((row) => row.before.integrated)))} LU (${lu(Math.min(...demo.map((row) => row.before.integrated)))} to ${lu(Math.max(...demo.map((row) => row.before.integrated)))} LUFS).`,
  `- After: ${spread(demo.map((row) => row.after.integrated)).toFixed(2)} LU (${lu(Math.min(...demo.map((row) => row.after.integrated)))} to ${lu(Math.max(...demo.map((row) => row.after.integrated)))} LUFS), every true peak at or below ${lu(Math.max(...demo.map((row) => row.after.truePeak)))} dBTP.`,
  `- The recorder's WAV: ${perMinute(figures[0].bytesBefore, figures[0].seconds)} a minute before, ${perMinute(figures[0].bytesAfter, figures[0].seconds)} after (${(figures[0].bytesBefore / figures[0].bytesAfter).toFixed(0)} times smaller), ${lu(figures[0].before.integrated)} to ${lu(figures[0].after.integrated)} LUFS.`,
  '',
];
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/media.md'), lines.join('\n'));
fs.rmSync(work, { recursive: true, force: true });
console.log(lines.join('\n'));
