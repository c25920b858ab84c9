// Player SDK benchmark, run on demand (not part of the tests): `node bench/player-sdk/run.mjs`.
// Builds the SDK, measures minified+gzipped sizes against the budgets next to video.js from the same
// esbuild settings, and times play() to the first audio frame in headless Chromium.
/* global window -- the page.evaluate bodies run in Chromium. */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { startMediaServer } from '../../tests/player-sdk/support/media-server.mjs';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = resolve(root, 'packages/player-sdk/dist');
const budgets = { core: 12 * 1024, embed: 25 * 1024 };
const runs = 15;

async function bundledSize(entry, external = []) {
  const result = await build({
    ...entry,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir: resolve(root, 'bench/results/player-sdk.tmp'),
    external,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const code = Buffer.concat(result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents)));
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

async function measureSizes() {
  const embedFile = await readFile(resolve(dist, 'embed/tate-player.js'));
  return {
    core: await bundledSize({ entryPoints: [resolve(dist, 'index.js')] }),
    embed: { minified: embedFile.length, gzipped: gzipSync(embedFile, { level: 9 }).length },
    react: await bundledSize({ entryPoints: [resolve(dist, 'react/index.js')] }, ['react', 'react-dom', 'react/jsx-runtime', 'video.js', '@tate/ui']),
    videoJs: await bundledSize({
      stdin: { contents: "export { default } from 'video.js';", resolveDir: resolve(root, 'packages/player-sdk'), loader: 'js' },
    }),
  };
}

function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  return { median: at(0.5), p90: at(0.9), min: sorted[0], max: sorted.at(-1) };
}

async function measureStartTimes() {
  const server = await startMediaServer();
  const browser = await chromium.launch(chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']));
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/player.html`);
    await page.waitForFunction(() => 'harness' in window);
    const scenarios = {};
    for (const [name, fromSecond] of [['from the start', 0], ['resume at 42 s (Range seek)', 42]]) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(
          await page.evaluate(async (from) => {
            const { sdk } = window.harness;
            const player = new sdk.AudioPlayer();
            player.load({ src: `/media/tone.wav?run=${Math.random()}`, title: 'Bench', id: 'bench' });
            const started = performance.now();
            let playingAt = 0;
            player.element.addEventListener('playing', () => (playingAt = performance.now()), { once: true });
            await player.play(from);
            const resolvedAt = performance.now();
            const startTime = player.currentTime;
            while (player.currentTime <= startTime) await new Promise((done) => setTimeout(done, 1));
            const firstFrameAt = performance.now();
            player.close();
            return { playResolved: resolvedAt - started, playingEvent: playingAt - started, firstFrame: firstFrameAt - started };
          }, fromSecond),
        );
      }
      scenarios[name] = {
        playResolvedMs: summarise(samples.map((sample) => sample.playResolved)),
        playingEventMs: summarise(samples.map((sample) => sample.playingEvent)),
        firstAudioFrameMs: summarise(samples.map((sample) => sample.firstFrame)),
      };
    }
    return { chromium: browser.version(), runs, scenarios };
  } finally {
    await browser.close();
    await server.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

function markdown(sizes, timing, measuredAt) {
  const status = (name) => (sizes[name].gzipped <= budgets[name] ? 'within budget' : 'OVER BUDGET');
  const lines = [
    '# @tate/player-sdk benchmark',
    '',
    `Measured ${measuredAt} by \`node bench/player-sdk/run.mjs\` on this machine (2 shared cores), Chromium ${timing.chromium}, ${timing.runs} runs per scenario.`,
    '',
    '## Size (esbuild bundle, minified, gzip level 9)',
    '',
    '| Bundle | Minified | Gzipped | Budget |',
    '| --- | --- | --- | --- |',
    `| Core (\`@tate/player-sdk\`, everything exported, no video.js) | ${kb(sizes.core.minified)} | ${kb(sizes.core.gzipped)} | ${kb(budgets.core)}: ${status('core')} |`,
    `| Embed (\`dist/embed/tate-player.js\`, styles included) | ${kb(sizes.embed.minified)} | ${kb(sizes.embed.gzipped)} | ${kb(budgets.embed)}: ${status('embed')} |`,
    `| React bindings (\`@tate/player-sdk/react\`, React and @tate/ui external) | ${kb(sizes.react.minified)} | ${kb(sizes.react.gzipped)} | none |`,
    `| video.js 8 (loaded only by the video player) | ${kb(sizes.videoJs.minified)} | ${kb(sizes.videoJs.gzipped)} | none |`,
    '',
    '## play() to first audio frame (local WAV served with Range support)',
    '',
    'play resolved: the promise from `player.play()`; playing: the `playing` event; first frame: `currentTime` first moves past its start.',
    '',
    '| Scenario | play resolved (median / p90) | playing event (median / p90) | first audio frame (median / p90 / max) |',
    '| --- | --- | --- | --- |',
    ...Object.entries(timing.scenarios).map(
      ([name, s]) =>
        `| ${name} | ${ms(s.playResolvedMs.median)} / ${ms(s.playResolvedMs.p90)} | ${ms(s.playingEventMs.median)} / ${ms(s.playingEventMs.p90)} | ${ms(s.firstAudioFrameMs.median)} / ${ms(s.firstAudioFrameMs.p90)} / ${ms(s.firstAudioFrameMs.max)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

execFileSync('npm', ['run', 'build', '-w', '@tate/player-sdk'], { cwd: root, stdio: 'inherit' });
const sizes = await measureSizes();
const timing = await measureStartTimes();
const measuredAt = new Date().toISOString();
await mkdir(resolve(root, 'bench/results'), { recursive: true });
await writeFile(resolve(root, 'bench/results/player-sdk.md'), markdown(sizes, timing, measuredAt));
await writeFile(resolve(root, 'bench/results/player-sdk.json'), `${JSON.stringify({ measuredAt, budgets, sizes, timing }, null, 2)}\n`);
console.log(markdown(sizes, timing, measuredAt));
const overBudget = Object.keys(budgets).filter((name) => sizes[name].gzipped > budgets[name]);
if (overBudget.length > 0) {
  console.error(`Over budget: ${overBudget.join(', ')}`);
  process.exitCode = 1;
}
