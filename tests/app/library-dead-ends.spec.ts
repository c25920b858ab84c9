import { expect, test } from '@playwright/test';
import { addChild, createActiveParent, logIn, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { cmsFirst } from './support/cms';
import { openLibrary } from './support/player';

type Meditation = { documentId: string; title: string };

test.describe('library dead ends', () => {
  test('an unknown child or video is a friendly not-found page that leads back to the library', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'not-found');
    await logIn(page, parent.email, parent.password);
    await expect(page).toHaveTitle('Meditations library | Tate Web');

    for (const path of ['/library/no-such-child', '/library/videodetails/no-such-category/no-such-video']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that' })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page).toHaveTitle('Not found | Tate Web');
      expect(await axeViolations(page)).toEqual([]);
    }
    await expect(page.getByText('This video was not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meditations library' })).toBeVisible();
  });

  test('removing a favourite is said as a success, not an error', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'unfavourite');
    const childId = await addChild(request, parent, 'Rosa');
    const media = await cmsFirst<Meditation>(
      request,
      'meditations?filters[accessLevel][$eq]=free&filters[kind][$eq]=audio&sort=sortOrder:asc&pagination[pageSize]=1',
    );
    await signIn(page, parent.email, parent.password);
    await openLibrary(page, `/library/${childId}`);
    await page.getByRole('button', { name: `Play ${media.title}`, exact: true }).first().click();
    const player = page.getByRole('dialog', { name: media.title });
    const notifications = page.getByRole('region', { name: 'Notifications' });

    await player.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(notifications).toContainText('Add to favourite list successful.');
    await player.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(player.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    await expect(notifications).toContainText('Removed from favourite list.');
    await expect(notifications).toContainText('Success');
    await expect(notifications).not.toContainText('Error');
  });

  test('the welcome guide opens the Bluetooth settings on a phone and says why not on a computer', async ({ page }) => {
    await page.goto('/welcome-details');
    const bluetooth = page.getByRole('region', { name: 'Connect Tate with Bluetooth' });
    await bluetooth.getByRole('link', { name: 'Open Bluetooth settings' }).click();
    await expect(bluetooth.getByText('Bluetooth settings link is only supported on mobile devices.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const phones = [
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'intent:#Intent;action=android.settings.BLUETOOTH_SETTINGS;end'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'App-Prefs:Bluetooth'],
    ];
    for (const [userAgent, settings] of phones) {
      const answer = await page.request.get('/welcome-details?bluetooth=open', { headers: { 'User-Agent': userAgent! }, maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe(settings);
    }
  });
});
