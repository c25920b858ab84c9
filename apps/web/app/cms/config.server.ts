import { z } from 'zod';

const httpUrl = z.string().url().regex(/^https?:\/\//);

const cmsEnvSchema = z.object({
  CMS_URL: httpUrl.default('http://127.0.0.1:1337'),
  CMS_PUBLIC_URL: httpUrl.default('http://localhost:1337'),
});

export type CmsConfig = {
  /** Where the web server reaches the CMS REST API. */
  baseUrl: string;
  /** Where the browser loads CMS media (images, audio) from. */
  publicUrl: string;
};

export function readCmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const parsed = cmsEnvSchema.safeParse({
    CMS_URL: env.CMS_URL || undefined,
    CMS_PUBLIC_URL: env.CMS_PUBLIC_URL || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid CMS environment setting: ${fields} must be an absolute http(s) URL`);
  }
  return { baseUrl: parsed.data.CMS_URL, publicUrl: parsed.data.CMS_PUBLIC_URL };
}
