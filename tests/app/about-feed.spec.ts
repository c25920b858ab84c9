import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';
import { freePort, stopProcessGroup, waitForAnswer } from '../support/own-servers';
import { cmsFileFolders, loopbackUrl, suiteServers } from '../support/servers';
import { axeViolations } from './support/axe';
import { CMS_URL } from './support/cms';

// The About page's photo feed (docs/decisions/2026-11-29-about-photo-feed.md): the suite's web reads the web's own demo
// feed (server/demo-photo-feed.js), a stand-in for the Instagram API with Instagram Login, as npm start does.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type DemoPost = { id: string; media_url: string; permalink: string; caption: string };

test.describe('the About page photo feed', () => {
  test('shows eight tiles of the demo feed, labelled as such, each a 240 px picture leading to its post', async ({ page, request }) => {
    const answer = await request.get('/demo-photo-feed/me/media?fields=id,media_url,permalink,caption&limit=8&access_token=demo-photo-feed');
    expect(answer.ok()).toBe(true);
    const posts = ((await answer.json()) as { data: DemoPost[] }).data;
    expect(posts).toHaveLength(8);
    // The fake refuses what the real service refuses: a wrong token.
    expect((await request.get('/demo-photo-feed/me/media?fields=id&access_token=wrong')).status()).toBe(400);

    await page.goto('/about');
    const feed = page.getByRole('region', { name: 'Photo feed (demo feed)' });
    await expect(feed.getByText('The demo feed: pictures from the demo catalogue')).toBeVisible();
    const tiles = feed.getByRole('listitem');
    await expect(tiles).toHaveCount(8);
    for (const [index, post] of posts.entries()) {
      const link = tiles.nth(index).getByRole('link');
      await expect(link).toHaveAttribute('href', post.permalink);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(`${post.caption} (opens in a new tab)`);
      const picture = link.getByRole('img');
      await expect(picture).toHaveAttribute('src', post.media_url);
      await expect(picture).toHaveAttribute('width', '240');
    }
    // The pictures load (the page's policy lets them in), and the first post opens.
    await feed.scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.first().getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page, '.photo-feed')).toEqual([]);

    const [post] = await Promise.all([page.waitForEvent('popup'), tiles.first().getByRole('link').click()]);
    await expect(post.getByRole('heading', { name: 'A post of the demo photo feed' })).toBeVisible();
  });

  test.describe('when the service fails', () => {
    let web: ChildProcess | undefined;
    let webUrl = '';

    test.beforeAll(async () => {
      test.setTimeout(scaledBudget(90_000));
      const webPort = await freePort();
      webUrl = loopbackUrl(webPort);
      const suiteWeb = loopbackUrl(Number(process.env.E2E_WEB_PORT ?? 3100));
      // A web of this spec's own on the suite's CMS, reading the demo feed's failing address (a 500 with the Graph API's error).
      const [, server] = suiteServers({
        root,
        cmsPort: Number(new URL(CMS_URL).port),
        webPort,
        files: cmsFileFolders(root, path.join(root, 'test-results', 'about-feed-files')),
        cmsEnv: {},
        webEnv: { WEB_PUBLIC_URL: webUrl, TRUST_PROXY: 'loopback', INSTAGRAM_API_URL: `${suiteWeb}/demo-photo-feed/failing` },
      });
      if (!server) throw new Error('the suite has no web server to start');
      web = spawn(server.command, { cwd: server.cwd, env: { ...process.env, ...server.env }, shell: true, detached: true, stdio: 'ignore' });
      await waitForAnswer(server.url ?? '', web, 60_000);
    });

    test.afterAll(async () => {
      if (web) await stopProcessGroup(web);
    });

    test('the About page leaves the section out and shows the rest', async ({ page }) => {
      await page.goto(`${webUrl}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();
      await expect(page.locator('.photo-feed')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /photo feed|Instagram/i })).toHaveCount(0);
    });
  });
});
