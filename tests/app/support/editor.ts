import { expect, type APIRequestContext } from '@playwright/test';

/** The demo editor of the seed (apps/cms/src/seed/people.ts). */
const EDITOR = { email: 'editor@tate.local', password: 'TateEditor1!' };

const siteSettingUrl = (cmsUrl: string) => `${cmsUrl}/content-manager/single-types/api::site-setting.site-setting`;

/** An editor's admin token on the CMS at `cmsUrl`, as the CMS admin panel would hold it. */
export async function editorToken(request: APIRequestContext, cmsUrl: string): Promise<string> {
  const response = await request.post(`${cmsUrl}/admin/login`, { data: EDITOR });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The site settings' draft as the admin panel loads it (every field, so a publish keeps what it does not change). */
export async function siteSettingDraft(request: APIRequestContext, cmsUrl: string, token: string): Promise<Record<string, unknown>> {
  const response = await request.get(siteSettingUrl(cmsUrl), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Publishes the site settings as the editor pressing Publish would, with the whole draft and `changes` on top. */
export async function publishSiteSetting(
  request: APIRequestContext,
  cmsUrl: string,
  token: string,
  draft: Record<string, unknown>,
  changes: Record<string, string | null> = {},
): Promise<void> {
  const response = await request.post(`${siteSettingUrl(cmsUrl)}/actions/publish`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...draft, ...changes },
  });
  expect(response.ok()).toBe(true);
}
