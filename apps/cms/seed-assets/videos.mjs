// Makes the demo videos from the project's own drawings, with a soft synthesised sound (nothing is downloaded):
//  - one breathing video per video meditation: its cover (src/seed/artwork/covers.ts) at 16:9, Tate growing a
//    little as he breathes in and settling as he breathes out, a light swelling behind him and the words on screen,
//    over a soft chord that swells with each breath in;
//  - the welcome guide: the four steps of the welcome page over the plush toy's pictures (images/toy-*.svg).
// Each is 1280 × 720 H.264 + AAC in MP4 with faststart, with a poster: one frame of the clip, 1280 × 720 JPEG,
// beside it (video/<name>-poster.jpg). Run by hand (Debian's ffmpeg, /usr/bin/ffmpeg, and sharp) and commit the output:
//   node apps/cms/seed-assets/videos.mjs [name...]   (welcome-guide-poster: the welcome guide's poster alone)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { importSeedModule } from './seed-drawings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const videoDir = path.join(here, 'video');
const FPS = 24;
const WIDTH = 1280;
const HEIGHT = 720;

const { drawVideoFrame } = await importSeedModule("export { drawVideoFrame } from './artwork/covers';");

/**
 * The breathing videos: the meditation whose cover they animate, the words for a breath in and out, and the
 * breath's rhythm in seconds. Every clip is 6 breaths of 10 s: 60 s, so its card reads "1 min".
 */
const BREATHING = [
  { name: 'bubble-breaths', title: 'Bubble Breaths', words: ['Breathe in', 'Blow a slow bubble'], inhale: 4, exhale: 6, chord: [196, 246.94, 293.66] },
  { name: 'smell-the-flower', title: 'Smell the Flower, Blow the Candle', words: ['Smell the flower', 'Blow the candle'], inhale: 4, exhale: 6, chord: [220, 277.18, 329.63] },
  { name: 'balloon-belly', title: 'Balloon Belly', words: ['Fill your balloon belly', 'Let it float down'], inhale: 4, exhale: 6, chord: [174.61, 220, 261.63] },
  { name: 'dragon-breath', title: 'Dragon Breath', words: ['Breathe in deep', 'Dragon breath out'], inhale: 4, exhale: 6, chord: [164.81, 207.65, 246.94] },
  { name: 'teen-brain-breathing', title: 'Your Amazing Teen Brain', words: ['Breathe in', 'Breathe out'], inhale: 5, exhale: 5, chord: [146.83, 220, 277.18] },
];
const BREATHS = 6;

/** The welcome guide's steps (as on the welcome page, src/seed/content/pages.json) over the toy's pictures. */
const WELCOME = {
  name: 'welcome-guide',
  slide: 9,
  fade: 1,
  steps: [
    { picture: 'toy-tag.svg', title: '1  Sign up', text: 'Create your parent account and add your child.' },
    { picture: 'toy-speaker.svg', title: '2  Connect via Bluetooth', text: 'Turn Tate on and pair him from your Bluetooth settings.' },
    { picture: 'toy-front.svg', title: '3  Choose a story', text: 'Pick a meditation in the library and press play.' },
    { picture: 'toy-bedtime.svg', title: '4  Stay close', text: 'Your device may be up to 30 feet away from Tate.' },
  ],
  chord: [196, 261.63, 329.63],
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

const ffmpeg = (args) => run('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** Soft video settings for flat art: few bits where nothing moves. */
const VIDEO_OUT = ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '28', '-maxrate', '160k', '-bufsize', '640k', '-pix_fmt', 'yuv420p', '-r', String(FPS), '-g', String(FPS * 10)];
const AUDIO_OUT = ['-c:a', 'aac', '-b:a', '40k', '-ac', '1', '-ar', '44100'];

/**
 * The inputs and the audio filter of a chord whose loudness follows the breath (in: swells, out: fades) with a
 * whisper of filtered noise like air; `first` is the index of its first input. Its output is [a].
 */
function breathingSound({ chord, inhale, exhale }, seconds, first) {
  const cycle = inhale + exhale;
  const x = `mod(t,${cycle})`;
  const envelope = `if(lt(${x},${inhale}),0.5-0.5*cos(PI*${x}/${inhale}),0.5+0.5*cos(PI*(${x}-${inhale})/${exhale}))`;
  const tones = chord.map((hz, index) => `${(0.09 / (index + 1)).toFixed(3)}*sin(2*PI*${hz}*t)`).join('+');
  return {
    inputs: [
      '-f', 'lavfi', '-i', `aevalsrc='(${tones})*(0.45+0.55*(${envelope}))':s=44100:d=${seconds}`,
      '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.5:sample_rate=44100:duration=${seconds}:seed=5`,
    ],
    graph: `[${first + 1}:a]lowpass=f=700,volume='0.10*(${envelope})':eval=frame[air];[${first}:a][air]amix=inputs=2:normalize=0,afade=t=in:d=2,afade=t=out:st=${seconds - 3}:d=3,volume=1.6[a]`,
  };
}

async function breathingVideo(clip, workDir) {
  const cycle = clip.inhale + clip.exhale;
  const frames = cycle * FPS;
  // One breath's frames, looped: in (ease in and out), then out.
  for (let frame = 0; frame < frames; frame += 1) {
    const t = frame / FPS;
    const inhaling = t < clip.inhale;
    const breath = inhaling ? 0.5 - 0.5 * Math.cos((Math.PI * t) / clip.inhale) : 0.5 + 0.5 * Math.cos((Math.PI * (t - clip.inhale)) / clip.exhale);
    const phase = inhaling ? t : t - clip.inhale;
    const length = inhaling ? clip.inhale : clip.exhale;
    const opacity = Math.min(1, phase / 0.5, (length - phase) / 0.5);
    const svg = drawVideoFrame(clip.title, breath, inhaling ? clip.words[0] : clip.words[1], Math.max(0, opacity));
    await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(workDir, `${String(frame).padStart(4, '0')}.png`));
  }
  const seconds = cycle * BREATHS;
  const out = path.join(videoDir, `${clip.name}.mp4`);
  const sound = breathingSound(clip, seconds, 1);
  ffmpeg([
    '-stream_loop', String(BREATHS - 1), '-framerate', String(FPS), '-i', path.join(workDir, '%04d.png'),
    ...sound.inputs,
    '-filter_complex', `[0:v]fade=t=in:d=1,fade=t=out:st=${seconds - 1.5}:d=1.5,format=yuv420p[v];${sound.graph}`,
    '-map', '[v]', '-map', '[a]', '-t', String(seconds),
    ...VIDEO_OUT, ...AUDIO_OUT, '-movflags', '+faststart', out,
  ]);
  // The poster: a frame near the top of the second breath in (Tate full of air, the words on screen).
  ffmpeg(['-ss', String(cycle + clip.inhale - 0.75), '-i', out, '-frames:v', '1', '-q:v', '3', path.join(videoDir, `${clip.name}-poster.jpg`)]);
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function welcomeVideo(workDir) {
  const { slide, fade, steps } = WELCOME;
  // Each slide is still; a gentle zoom and the crossfades are made by ffmpeg.
  const inputs = [];
  for (const [index, step] of steps.entries()) {
    const picture = await sharp(path.join(here, 'images', step.picture)).resize(WIDTH, 960).extract({ left: 0, top: 60, width: WIDTH, height: HEIGHT }).png().toBuffer();
    const caption = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect x="140" y="${HEIGHT - 190}" width="${WIDTH - 280}" height="150" rx="36" fill="#FFFFFF" opacity="0.92"/>
      <text x="${WIDTH / 2}" y="${HEIGHT - 122}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="46" fill="#4A3530">${escapeXml(step.title)}</text>
      <text x="${WIDTH / 2}" y="${HEIGHT - 70}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#6B5A55">${escapeXml(step.text)}</text></svg>`;
    const file = path.join(workDir, `slide-${index}.png`);
    await sharp(picture).composite([{ input: Buffer.from(caption) }]).png().toFile(file);
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(slide), '-i', file);
  }
  const seconds = steps.length * slide - (steps.length - 1) * fade;
  let graph = '';
  let last = '[0:v]';
  for (let index = 1; index < steps.length; index += 1) {
    const label = `[x${index}]`;
    graph += `${last}[${index}:v]xfade=transition=fade:duration=${fade}:offset=${index * (slide - fade)}${label};`;
    last = label;
  }
  graph += `${last}fade=t=in:d=1,fade=t=out:st=${seconds - 1.5}:d=1.5,format=yuv420p[v]`;
  const soundInput = steps.length;
  const tones = WELCOME.chord.map((hz, index) => `${(0.08 / (index + 1)).toFixed(3)}*sin(2*PI*${hz}*t)*(0.7+0.3*sin(2*PI*${0.1 + index * 0.03}*t))`).join('+');
  const out = path.join(videoDir, `${WELCOME.name}.mp4`);
  ffmpeg([
    ...inputs,
    '-f', 'lavfi', '-i', `aevalsrc='${tones}':s=44100:d=${seconds}`,
    '-filter_complex', `${graph};[${soundInput}:a]afade=t=in:d=2,afade=t=out:st=${seconds - 3}:d=3,volume=1.6[a]`,
    '-map', '[v]', '-map', '[a]', '-t', String(seconds),
    ...VIDEO_OUT, ...AUDIO_OUT, '-movflags', '+faststart', out,
  ]);
  await welcomePoster();
}

/**
 * The welcome guide's poster: the first step's picture with no caption burned in (the page says the video's title in
 * its own heading, and the player draws Play over the picture).
 */
async function welcomePoster() {
  await sharp(path.join(here, 'images', WELCOME.steps[0].picture))
    .resize(WIDTH, 960)
    .extract({ left: 0, top: 60, width: WIDTH, height: HEIGHT })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(videoDir, `${WELCOME.name}-poster.jpg`));
}

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
for (const clip of BREATHING.filter((clip) => wanted(clip.name))) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tate-video-'));
  try {
    await breathingVideo(clip, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
if (wanted(WELCOME.name)) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tate-video-'));
  try {
    await welcomeVideo(workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
if (only.includes(`${WELCOME.name}-poster`)) await welcomePoster();
for (const name of [...BREATHING.map((clip) => clip.name), WELCOME.name].filter(wanted)) {
  const kb = (file) => Math.round(statSync(path.join(videoDir, file)).size / 1024);
  console.log(`video/${name}.mp4 ${kb(`${name}.mp4`)} KB, poster ${kb(`${name}-poster.jpg`)} KB`);
}
