import { z } from 'zod';
import type { CmsClient } from './client.server';
import { CmsError } from './errors.server';
import { pictureOf } from './responsive-image.server';
import type { Picture } from './pages.server';
import { faqSchema } from './page-schemas.server';
import { documentFields, mediaSchema, titledTextSchema, singleResponse, type CmsMedia } from './schemas.server';

/** The toy's product page, /subscribe, /retail and the newsletter pop-up (apps/cms/src/api). */

/** What the toy, subscribe and retail pages share: a heading, an optional intro and the shop button's label. */
const shopPageFields = {
  ...documentFields,
  heading: z.string(),
  intro: z.string().nullable(),
  shopLabel: z.string().nullable(),
};

const specSchema = z.object({ label: z.string(), value: z.string() });

const toyPageSchema = z.object({
  ...shopPageFields,
  pictures: z.array(mediaSchema).nullable().default([]),
  pictureCaption: z.string().nullable().optional(),
  features: z.array(titledTextSchema).default([]),
  specsHeading: z.string().nullable().optional(),
  specs: z.array(specSchema).default([]),
  factsHeading: z.string().nullable(),
  facts: z.array(faqSchema).default([]),
});

const subscribePageSchema = z.object({
  ...shopPageFields,
  plansHeading: z.string().nullable(),
  toyHeading: z.string().nullable(),
  toyText: z.string().nullable(),
  toyImage: mediaSchema.nullable().optional(),
});

const retailPageSchema = z.object({
  ...shopPageFields,
  toyImage: mediaSchema.nullable().optional(),
  inTheBox: z.array(titledTextSchema).default([]),
  plansHeading: z.string().nullable(),
});

const newsletterPopupSchema = z.object({
  ...documentFields,
  title: z.string(),
  offer: z.string().nullable(),
  benefits: z.array(titledTextSchema).default([]),
  firstNamePlaceholder: z.string().nullable(),
  buttonLabel: z.string().nullable(),
  image: mediaSchema.nullable().optional(),
});

export type Fact = { question: string; answer: string };

/**
 * What a parent checks before buying the plush (size, fabric, speaker, battery), from the toy page, with its first
 * picture and that picture's caption (the seeded pictures are drawings, and say so).
 */
export type ToySpecs = { heading: string; picture: Picture | null; pictureCaption: string | null; items: { label: string; value: string }[] };
export type Feature = { title: string; description: string | null };

export type ToyPage = {
  heading: string;
  intro: string | null;
  pictures: Picture[];
  pictureCaption: string | null;
  specs: ToySpecs | null;
  features: Feature[];
  factsHeading: string;
  facts: Fact[];
  shopLabel: string;
};

export type SubscribePage = {
  heading: string;
  intro: string | null;
  plansHeading: string;
  toyHeading: string;
  toyText: string | null;
  toyImage: Picture | null;
  shopLabel: string;
};

export type RetailPage = {
  heading: string;
  intro: string | null;
  toyImage: Picture | null;
  inTheBox: Feature[];
  plansHeading: string;
  shopLabel: string;
};

export type NewsletterPopup = {
  title: string;
  offer: string | null;
  benefits: string[];
  firstNamePlaceholder: string;
  buttonLabel: string;
  image: Picture | null;
};

function picture(cms: CmsClient, media: CmsMedia | null | undefined): Picture | null {
  return media ? pictureOf(cms.config.publicUrl, media) : null;
}

const TOY_PAGE_QUERY = { 'populate[pictures]': 'true', 'populate[features]': 'true', 'populate[specs]': 'true', 'populate[facts]': 'true' };

function toySpecs(cms: CmsClient, data: z.infer<typeof toyPageSchema>): ToySpecs | null {
  if (data.specs.length === 0) return null;
  return {
    heading: data.specsHeading ?? 'Plush Tate at a glance',
    picture: picture(cms, data.pictures?.[0]),
    pictureCaption: data.pictureCaption ?? null,
    items: data.specs.map(({ label, value }) => ({ label, value })),
  };
}

export async function fetchToyPage(cms: CmsClient): Promise<ToyPage> {
  const { data } = await cms.get('toy-page', TOY_PAGE_QUERY, singleResponse(toyPageSchema));
  return {
    heading: data.heading,
    intro: data.intro,
    pictures: (data.pictures ?? []).flatMap((media) => picture(cms, media) ?? []),
    pictureCaption: data.pictureCaption ?? null,
    specs: toySpecs(cms, data),
    features: data.features,
    factsHeading: data.factsHeading ?? 'Good to know',
    facts: data.facts.map((faq) => ({ question: faq.question, answer: faq.answer ?? '' })),
    shopLabel: data.shopLabel ?? 'Buy Tate',
  };
}

/** The toy's facts for the pages that sell or tell about it (/about, /retail); null when the editors gave none. */
export async function fetchToySpecs(cms: CmsClient): Promise<ToySpecs | null> {
  return (await fetchToyPage(cms)).specs;
}

export async function fetchSubscribePage(cms: CmsClient): Promise<SubscribePage> {
  const { data } = await cms.get('subscribe-page', { 'populate[toyImage]': 'true' }, singleResponse(subscribePageSchema));
  return {
    heading: data.heading,
    intro: data.intro,
    plansHeading: data.plansHeading ?? 'Choose your plan',
    toyHeading: data.toyHeading ?? 'The breathing buddy',
    toyText: data.toyText,
    toyImage: picture(cms, data.toyImage),
    shopLabel: data.shopLabel ?? 'Get Tate',
  };
}

export async function fetchRetailPage(cms: CmsClient): Promise<RetailPage> {
  const { data } = await cms.get(
    'retail-page',
    { 'populate[toyImage]': 'true', 'populate[inTheBox]': 'true' },
    singleResponse(retailPageSchema),
  );
  return {
    heading: data.heading,
    intro: data.intro,
    toyImage: picture(cms, data.toyImage),
    inTheBox: data.inTheBox,
    plansHeading: data.plansHeading ?? 'Plans',
    shopLabel: data.shopLabel ?? 'Shop Tate',
  };
}

/** The pop-up is optional content: an unpublished one gives `null`, and the pop-up is not offered. */
export async function fetchNewsletterPopup(cms: CmsClient): Promise<NewsletterPopup | null> {
  try {
    const { data } = await cms.get(
      'newsletter-popup',
      { 'populate[benefits]': 'true', 'populate[image]': 'true' },
      singleResponse(newsletterPopupSchema),
    );
    return {
      title: data.title,
      offer: data.offer,
      benefits: data.benefits.map((benefit) => benefit.title),
      firstNamePlaceholder: data.firstNamePlaceholder ?? 'first name',
      buttonLabel: data.buttonLabel ?? 'Subscribe',
      image: picture(cms, data.image),
    };
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}
