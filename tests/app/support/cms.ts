import type { APIRequestContext } from '@playwright/test';

export const CMS_URL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1338}`;

/** Reads a public collection straight from the seeded CMS, to compare with what the web app shows. */
export async function cmsList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${CMS_URL}/api/${path}`);
  if (!response.ok()) throw new Error(`CMS ${path} answered ${response.status()}`);
  const body = (await response.json()) as { data: T[] };
  return body.data;
}

/** The first entry a public collection query answers; the test fails when the CMS has none. */
export async function cmsFirst<T>(request: APIRequestContext, path: string): Promise<T> {
  const [first] = await cmsList<T>(request, path);
  if (first === undefined) throw new Error(`CMS ${path} has no entry`);
  return first;
}
