import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { WEB_URL } from './support/admins';
import { registerEditor, startMediaPipelineCms, type MediaPipelineCms } from './support/media-pipeline-cms';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';
import { monoWav } from '../support/wav.mjs';

const MEDITATION = 'api::meditation.meditation';
const EDITOR = { email: 'editor@media.test', password: 'TateEditor1!' };
/** Long enough that processing lasts several of the panel's 2 s polls (about 8 s on 2 idle cores). */
const SECONDS = 90;

/** A quiet recording as a 16-bit mono WAV: a hummed 220 Hz voice, swelling and fading, about -33 LUFS. */
function quietWav(file: string, seconds: number): void {
  const swell = (t: number) => 0.6 + 0.4 * Math.sin(2 * Math.PI * 0.25 * t);
  const hum = (t: number) => 0.035 * swell(t) * (Math.sin(2 * Math.PI * 220 * t) + 0.3 * Math.sin(2 * Math.PI * 440 * t));
  fs.writeFileSync(file, monoWav({ seconds, sampleRate: 16_000, bits: 16, level: hum }));
}

let cms: MediaPipelineCms;

async function signIn(page: Page): Promise<void> {
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
}

/** A new meditation, with this recording added through the media field, saved (its file is queued for processing). */
async function saveMeditationWith(page: Page, title: string, file: string): Promise<void> {
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MEDITATION}/create`);
  await page.getByLabel('Title').fill(`${title} ${Date.now().toString(36)}`);
  await page.getByText('Click to add an asset or drag and drop one in this area').first().click();
  await page.getByRole('dialog').getByRole('button', { name: /Add more assets|Add new assets/ }).first().click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: /Drag & Drop here or/ }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('dialog').getByRole('button', { name: /Upload 1 asset/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved document|Saved/).first()).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(scaledBudget(150_000));
  cms = await startMediaPipelineCms(WEB_URL);
  await registerEditor(cms.url, EDITOR);
});

test.afterAll(async () => {
  await cms?.stop();
});

test('an editor uploads a WAV, sees it processing then ready with its loudness, and publishes', async ({ page }) => {
  test.setTimeout(scaledBudget(150_000));
  const wav = test.info().outputPath('quiet-story.wav');
  quietWav(wav, SECONDS);

  await signIn(page);
  await saveMeditationWith(page, 'Quiet story', wav);

  // The side panel follows the job: processing, and publishing waits for it.
  const panel = page.getByTestId('media-job-panel');
  await expect(panel.getByText('Processing', { exact: true })).toBeVisible({ timeout: scaledBudget(30_000) });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText("This meditation's audio is still being prepared (processing). It can be published when it is ready.")).toBeVisible();

  // Ready, with the loudness before and after, the duration and the waveform.
  await expect(panel.getByText('Ready', { exact: true })).toBeVisible({ timeout: scaledBudget(90_000) });
  await expect(panel.getByText(/^-(2\d|3\d)\.\d LUFS → -1[5-7]\.\d LUFS$/)).toBeVisible();
  await expect(panel.getByText(/ dBTP → -([1-9]|\d{2,})\.\d dBTP$/)).toBeVisible();
  await expect(panel.getByText('1:30', { exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Waveform of the prepared file' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('media-panel.png') });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published document')).toBeVisible();
});

/** The media panel's answer about a meditation's job (GET …/job, POST …/job/retry). */
type JobAnswer = { data: { job: { status: string } | null } };

test('an editor retries a file whose processing failed: it is queued again and prepared once more', async ({ page }) => {
  test.setTimeout(scaledBudget(120_000));
  const broken = test.info().outputPath('broken-story.wav');
  fs.writeFileSync(broken, Buffer.from('RIFF but not a wave file at all '.repeat(40)));

  await signIn(page);
  await saveMeditationWith(page, 'Broken story', broken);

  const panel = page.getByTestId('media-job-panel');
  await expect(panel.getByText('Failed', { exact: true })).toBeVisible({ timeout: scaledBudget(60_000) });
  await expect(panel.getByText(/^The file could not be read as audio or video: [^/]+\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/could not be prepared: .+\. Retry it in the Media panel, or upload a new file\./)).toBeVisible();

  // Retry queues it as new; the worker takes it within its poll and the file, being at fault, fails again. The queued
  // state can last less than an assertion's look at the screen (the worker looks every 2 s and this file fails at once),
  // so the journey reads the CMS's answers: Retry's (back in the queue, or already taken), then a poll's (failed again).
  const retried = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/job/retry'));
  await panel.getByRole('button', { name: 'Retry' }).click();
  const retry = (await (await retried).json()) as JobAnswer;
  expect(['queued', 'processing']).toContain(retry.data.job?.status);
  await page.waitForResponse(
    async (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.endsWith('/job') &&
      ((await response.json()) as JobAnswer).data.job?.status === 'failed',
    { timeout: scaledBudget(60_000) },
  );
  await expect(panel.getByText('Failed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
});
