import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cmsSingle } from './cms';

export type ToySpecsContent = { specsHeading: string; pictureCaption: string; specs: { label: string; value: string }[] };

/** The toy's facts as the CMS has them: size, fabric, speaker and battery. */
export function toySpecs(request: APIRequestContext): Promise<ToySpecsContent> {
  return cmsSingle<ToySpecsContent>(request, 'toy-page?populate[specs]=true');
}

/** The plush's facts block: each label with its value, and (with its picture) what the picture is. */
export async function expectToySpecs(page: Page, toy: ToySpecsContent, { withPicture }: { withPicture: boolean }) {
  const block = page.getByRole('region', { name: toy.specsHeading });
  expect(toy.specs.map((spec) => spec.label)).toEqual(expect.arrayContaining(['Size', 'Fabric', 'Speaker']));
  await expect(block.locator('dt')).toHaveText(toy.specs.map((spec) => spec.label));
  await expect(block.locator('dd')).toHaveText(toy.specs.map((spec) => spec.value));
  await expect(block.getByRole('figure')).toHaveCount(withPicture ? 1 : 0);
  if (withPicture) await expect(block.getByRole('figure')).toContainText(toy.pictureCaption);
}

