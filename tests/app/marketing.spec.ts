import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsList } from './support/cms';

/** Reads a public single type straight from the seeded CMS. */
async function cmsSingle<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${CMS_URL}/api/${path}`);
  if (!response.ok()) throw new Error(`CMS ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

type Block = {
  title?: string;
  heading?: string;
  description?: string | null;
  body?: string | null;
};

test.describe('marketing pages', () => {
  test('how it works shows the seeded steps in order', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      intro: string;
      steps: Block[];
    }>(request, 'how-it-works-page?populate[steps]=true');
    expect(cmsPage.steps).toHaveLength(4);
    await page.goto('/howitworks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    await expect(page.getByText(cmsPage.intro)).toBeVisible();
    await expect(page.getByRole('region', { name: cmsPage.heading }).getByRole('heading', { level: 2 })).toHaveText(
      cmsPage.steps.map((step) => step.title!)
    );
    await expect(page.getByText(cmsPage.steps[0]!.description!)).toBeVisible();
  });

  test('terms and conditions show the seeded sections', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      intro: string;
      sections: Block[];
    }>(request, 'terms-page?populate[sections]=true');
    await page.goto('/termscondtion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    await expect(page.getByText(cmsPage.intro)).toBeVisible();
    await expect(page.getByRole('region', { name: cmsPage.heading }).getByRole('heading', { level: 2 })).toHaveText(
      cmsPage.sections.map((section) => section.heading!)
    );
    await expect(page.getByText(cmsPage.sections.at(-1)!.body!)).toBeVisible();
  });

  test('the tate page shows the toy voice bio and picture', async ({ page, request }) => {
    const cmsPage = await cmsSingle<{
      heading: string;
      bio: string;
      image: { url: string };
    }>(request, 'tate-page?populate[image]=true');
    await page.goto('/tate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cmsPage.heading);
    await expect(page.getByText(cmsPage.bio)).toBeVisible();
    await expect(page.locator('.page img')).toHaveAttribute('src', new RegExp(`${cmsPage.image.url}$`));
  });

  test('the faq opens each answer under its question', async ({ page, request }) => {
    const faqs = await cmsList<{ question: string; answer: string }>(request, 'faqs?sort=sortOrder:asc');
    expect(faqs.length).toBeGreaterThan(1);
    await page.goto('/faq');
    const questions = page.locator('summary');
    await expect(questions).toHaveText(faqs.map((faq) => faq.question));
    const answer = page.getByText(faqs[1]!.answer);
    await expect(answer).toBeHidden();
    await questions.nth(1).click();
    await expect(answer).toBeVisible();
  });

  for (const path of ['/howitworks', '/termscondtion', '/tate', '/faq']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
