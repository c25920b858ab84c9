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
