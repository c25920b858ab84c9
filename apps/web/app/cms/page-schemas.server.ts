import { retentionPeriodsSchema } from '@tate/contracts';
import { z } from 'zod';
import { documentFields, headedPageFields, mediaSchema, siteSettingSchema, socialLinkSchema, titledTextSchema } from './schemas.server';

/** Zod schemas for the marketing single types and the faq collection in apps/cms/src/api. */

export const sectionSchema = z.object({
  heading: z.string(),
  body: z.string().nullable(),
});

/**
 * A page's video (the welcome guide's, the teen page's): the file, its poster, and its captions, a WebVTT file (checked
 * by the CMS on save).
 */
const pageVideoFields = {
  video: mediaSchema.nullable().optional(),
  videoPoster: mediaSchema.nullable().optional(),
  captions: mediaSchema.nullable().optional(),
};

/** A numbered step of how it works or the welcome guide, with its picture. */
export const stepSchema = titledTextSchema.extend({ image: mediaSchema.nullable().optional() });

export const howItWorksPageSchema = z.object({
  ...headedPageFields,
  steps: z.array(stepSchema).default([]),
});

export const welcomeGuideSchema = z.object({
  ...headedPageFields,
  steps: z.array(stepSchema).default([]),
  ...pageVideoFields,
  videoHeading: z.string().nullable().optional(),
  socialHeading: z.string().nullable().optional(),
  socialLinks: z.array(socialLinkSchema).default([]),
});

/** A page video's captions file alone, for the web's captions track (routes/page-captions.ts). */
export const pageCaptionsSchema = z.object({ captions: pageVideoFields.captions });

/** A page of sections under its heading and intro (terms, privacy, library details, an editor's page, the teen page). */
const sectionsPageFields = {
  ...headedPageFields,
  sections: z.array(sectionSchema).default([]),
};

export const termsPageSchema = z.object(sectionsPageFields);

/** The privacy notice as editors wrote it, and in `meta` the retention periods the CMS enforces (never typed by hand). */
export const privacyPageResponseSchema = z.object({
  data: z.object({
    ...sectionsPageFields,
    version: z.string(),
  }),
  meta: z.object({
    retention: retentionPeriodsSchema,
  }),
});

/** A page editors publish at /{slug} (the CMS's page collection type). */
export const sitePageSchema = z.object({
  ...sectionsPageFields,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});

export const sitePageSlugSchema = z.object({ slug: z.string() });

export const tatePageSchema = z.object({
  ...documentFields,
  heading: z.string().nullable(),
  bio: z.string().nullable(),
  image: mediaSchema.nullable().optional(),
});

export const faqSchema = z.object({
  ...documentFields,
  question: z.string(),
  answer: z.string().nullable(),
});

export const contactDetailsSchema = siteSettingSchema.extend({
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});

export const aboutPageSchema = z.object({
  ...documentFields,
  heading: z.string().nullable(),
  story: z.string().nullable(),
  founderName: z.string().nullable(),
  founderBiography: z.string().nullable(),
  founderImage: mediaSchema.nullable().optional(),
  gallery: z.array(mediaSchema).nullable().default([]),
  howItWorksHeading: z.string().nullable().optional(),
  howItWorksText: z.string().nullable().optional(),
  howItWorksImage: mediaSchema.nullable().optional(),
});

export const teenPageSchema = z.object({
  ...sectionsPageFields,
  ...pageVideoFields,
  linkedImage: mediaSchema.nullable().optional(),
  linkedImageUrl: z.string().nullable(),
  shopLabel: z.string().nullable(),
  shopUrl: z.string().nullable(),
});
