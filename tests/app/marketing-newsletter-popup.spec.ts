import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

const popupName = 'Join our family';

function popup(page: Page) {
  return page.getByRole('dialog', { name: popupName });
}

test.describe('newsletter pop-up', () => {
  test('is offered once: Escape does not close it, Close is remembered across pages and visits', async ({ page }) => {
    await page.goto('/subscribe');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Join us in the Tate playground and receive 10% off!')).toBeVisible();
    await expect(dialog.getByText('Monthly content on child development')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveAttribute('placeholder', 'first name');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/subscribe$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toBeHidden();
    await page.goto('/retail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toBeHidden();
  });

  test('with JavaScript: a bad e-mail is refused in place, a good one joins and the pop-up is not offered again', async ({ page }) => {
    await page.goto('/product/details');
    const dialog = popup(page);
    await dialog.getByLabel('First name').fill('Mia');
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Email is not valid!')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Mia');

    await dialog.getByLabel('E-mail').fill(`popup-js-${Date.now()}@tate.example`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Thank you for subscribing');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/product\/details$/);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page)).toBeHidden();
  });

  test('without JavaScript: the pop-up is in the page, joining and closing both work', async ({ browser }) => {
    const joining = await browser.newContext({ javaScriptEnabled: false });
    const page = await joining.newPage();
    await page.goto('/retail');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail').fill(`popup-nojs-${Date.now()}@tate.example`);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/retail$/);
    await expect(page.getByRole('status')).toContainText('Thank you for subscribing');
    await expect(popup(page)).toBeHidden();
    await joining.close();

    const closing = await browser.newContext({ javaScriptEnabled: false });
    const other = await closing.newPage();
    await other.goto('/subscribe');
    await popup(other).getByRole('button', { name: 'Close' }).click();
    await expect(other).toHaveURL(/\/subscribe$/);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(other)).toBeHidden();
    await closing.close();
  });
});
