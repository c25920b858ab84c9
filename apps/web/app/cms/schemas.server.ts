import { z } from 'zod';

/** Zod schemas for the Strapi 5 REST answers, mirroring the content types in apps/cms/src/api. */

export const documentFields = {
  id: z.number().int(),
  documentId: z.string(),
};

/** A marketing single type that opens with an optional heading and intro. */
export const headedPageFields = {
  ...documentFields,
  heading: z.string().nullable(),
  intro: z.string().nullable(),
};

/** One of the sizes Strapi's upload plugin made of an image (`small`, `small_webp`, ...). */
export const mediaFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number(),
  height: z.number(),
  mime: z.string(),
});

export const mediaSchema = z.object({
  ...documentFields,
  url: z.string().min(1),
  alternativeText: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  mime: z.string().optional(),
  /** Read format by format (responsive-image.server.ts): one odd format must not fail the page. */
  formats: z.record(z.unknown()).nullable().optional(),
});

export const socialLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
});

export const siteSettingSchema = z.object({
  ...documentFields,
  productName: z.string(),
  siteTitle: z.string(),
  locale: z.string().nullable().optional(),
  metaDescription: z.string().nullable(),
  shopUrl: z.string().nullable(),
  teenShopUrl: z.string().nullable(),
  subscriptionShopUrl: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  socialLinks: z.array(socialLinkSchema).default([]),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  mailingListUrl: z.string().nullable(),
  /** Tate's goodnight at the end of the bedtime routine. */
  goodnightClip: mediaSchema.nullable().optional(),
});

/** A title and its text: the CMS's Reason and Step components (a home page reason, a shop feature, a how-it-works step). */
export const titledTextSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
});

export const homePageSchema = z.object({
  ...headedPageFields,
  trialCallToAction: z.string().nullable().optional(),
  reasonsHeading: z.string().nullable(),
  reasons: z.array(titledTextSchema).default([]),
  trialPopupText: z.string().nullable(),
  trialPopupButtonLabel: z.string().nullable(),
  testimonialsHeading: z.string().nullable(),
  tagImage: mediaSchema.nullable().optional(),
  productImage: mediaSchema.nullable().optional(),
});

export const bannerSchema = z.object({
  ...documentFields,
  title: z.string(),
  image: mediaSchema,
  link: z.string().nullable(),
  linkLabel: z.string().nullable().optional(),
  sortOrder: z.number().int().nullable(),
});

export const testimonialSchema = z.object({
  ...documentFields,
  title: z.string(),
  message: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
});

/** Strapi serialises decimals as numbers (SQLite) or strings (PostgreSQL). */

/** `{ data: T }` as Strapi answers for a single type or one document. */
export function singleResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: item });
}

/** `{ data: T[], meta: { pagination } }` as Strapi answers for a collection. */
export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item) });
}

export type CmsMedia = z.infer<typeof mediaSchema>;
export type CmsSiteSetting = z.infer<typeof siteSettingSchema>;
export type CmsHomePage = z.infer<typeof homePageSchema>;
export type CmsBanner = z.infer<typeof bannerSchema>;
export type CmsTestimonial = z.infer<typeof testimonialSchema>;
