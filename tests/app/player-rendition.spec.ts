import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort, stopProcessGroup, waitForAnswer } from '../support/own-servers';
import { openLibrary } from './support/player';
import { cmsFileFolders, loopbackUrl, suiteServers } from '../support/servers';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

// The suite's CMS keeps the media pipeline off, so this journey starts a CMS of its own with MEDIA_PIPELINE=on and
// the demo seed (its own SQLite file and folders), and a web server in front of it. Booting queues every demo file
// (docs/decisions/2026-11-27-demo-catalogue-through-pipeline.md); the journey plays the first free audio that is ready.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Server = { url: string; child: ChildProcess };
type ListedMedia = { _id: string; title: string; kind: string; accessLevel: string; type: string | null; durationSeconds: number | null };

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-rendition-'));
let cms: Server | undefined;
let web: Server | undefined;

test.beforeAll(async () => {
  test.setTimeout(scaledBudget(120_000));
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const [cmsServer, webServer] = suiteServers({
    root,
    cmsPort,
    webPort,
    files: cmsFileFolders(root, folder),
    cmsEnv: { DATABASE_FILENAME: path.join(folder, 'cms.db'), SERVE_ADMIN_PANEL: 'false', MEDIA_PIPELINE: 'on' },
    webEnv: { WEB_PUBLIC_URL: loopbackUrl(webPort) },
  });
  if (!cmsServer || !webServer) throw new Error('the suite has no CMS and web servers to start');
  for (const [server, set] of [
    [cmsServer, (value: Server) => (cms = value)],
    [webServer, (value: Server) => (web = value)],
  ] as const) {
    const child = spawn(server.command, { cwd: server.cwd, env: { ...process.env, ...server.env }, shell: true, detached: true, stdio: 'ignore' });
    set({ url: server.url ?? '', child });
    await waitForAnswer(server.url ?? '', child, 90_000);
  }
});

test.afterAll(async () => {
  if (web) await stopProcessGroup(web.child);
  if (cms) await stopProcessGroup(cms.child);
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a meditation whose media job is ready plays its rendition, and the seek bar shows its waveform', async ({ page }) => {
  test.setTimeout(scaledBudget(120_000));
  const cmsUrl = new URL(cms?.url ?? '').origin;
  const webUrl = new URL(web?.url ?? '').origin;
  // The pipeline works through the demo files one at a time: the first free audio whose rendition is ready.
  let ready: ListedMedia | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${cmsUrl}/api/category/media/all`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ limit: 500 }),
        });
        const listed = ((await response.json()) as { response: { data: ListedMedia[] } }).response.data;
        ready = listed.find((item) => item.kind === 'audio' && item.accessLevel === 'free' && item.durationSeconds !== null);
        return ready?.type ?? null;
      },
      { timeout: scaledBudget(90_000), intervals: [1_000] },
    )
    .toBe('audio/mp4');
  const title = ready?.title ?? '';

  await openLibrary(page, `${webUrl}/library?search=${encodeURIComponent(title)}`);
  const file = page.waitForResponse((response) => response.url().includes('/player/file/') && response.request().method() === 'GET');
  await page.getByRole('button', { name: `Play ${title}`, exact: true }).first().click();
  const player = page.getByRole('dialog', { name: title });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  expect((await file).headers()['content-type']).toBe('audio/mp4');
  await expect.poll(async () => Number(await player.getByRole('slider', { name: 'Position' }).inputValue())).toBeGreaterThan(0);

  const waveform = player.locator('svg.tate-seek-bar__waveform');
  await expect(waveform).toBeVisible();
  await expect(waveform).toHaveAttribute('aria-hidden', 'true');
  expect(await waveform.locator('rect').count()).toBeGreaterThan(20);
  await expect(player.locator('.tate-seek-bar__peak--played').first()).toBeAttached();
});
