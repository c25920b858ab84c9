import type { APIRequestContext } from '@playwright/test';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1338}`;

/** The `data` of a public CMS API answer: a collection's entries or a single type's fields. */
async function cmsData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${CMS_URL}/api/${path}`);
  if (!response.ok()) throw new Error(`CMS ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Reads a public collection straight from the seeded CMS, to compare with what the web app shows. */
export function cmsList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  return cmsData<T[]>(request, path);
}

/** Reads a public single type straight from the seeded CMS. */
export function cmsSingle<T>(request: APIRequestContext, path: string): Promise<T> {
  return cmsData<T>(request, path);
}

/** The first entry a public collection query answers; the test fails when the CMS has none. */
export async function cmsFirst<T>(request: APIRequestContext, path: string): Promise<T> {
  const [first] = await cmsList<T>(request, path);
  if (first === undefined) throw new Error(`CMS ${path} has no entry`);
  return first;
}

/** A seeded meditation as the journeys find it: by its title, with its length. */
export type SeededMeditation = { documentId: string; title: string; durationMinutes: number | string };

/** The seed's meditation with this title; the test fails when the CMS has none. */
export function meditationTitled(request: APIRequestContext, title: string): Promise<SeededMeditation> {
  return cmsFirst<SeededMeditation>(request, `meditations?filters[title][$eq]=${encodeURIComponent(title)}&fields[0]=title&fields[1]=durationMinutes`);
}

/** A seeded sub-category (of videos), with its category's document id. */
export type SeededSubCategory = { documentId: string; name: string; category: { documentId: string } };

/** The seed's sub-category with this slug; the test fails when the CMS has none. */
export function subCategoryBySlug(request: APIRequestContext, slug: string): Promise<SeededSubCategory> {
  return cmsFirst<SeededSubCategory>(request, `sub-categories?filters[slug][$eq]=${slug}&fields[0]=name&populate[category][fields][0]=name`);
}

/** The page of a sub-category's videos: /library/videodetails/<category>/<sub-category>. */
export function videoPath(subCategory: SeededSubCategory): string {
  return `/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`;
}

/** The page of the seed's Bubble Breaths videos. */
export async function bubbleBreathsPath(request: APIRequestContext): Promise<string> {
  return videoPath(await subCategoryBySlug(request, 'bubble-breaths'));
}
