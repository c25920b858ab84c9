/**
 * The mobile apps' legacy home content, testimonials and banners: their UIDs and the queries the legacy endpoints make
 * are here only (lint, docs/decisions/2026-11-28-cms-typed-content-types.md).
 */
export const TESTIMONIAL = 'api::testimonial.testimonial';
export const BANNER = 'api::banner.banner';

/** The published testimonials, oldest first. */
export function publishedTestimonials() {
  return strapi.documents(TESTIMONIAL).findMany({ status: 'published', sort: ['id:asc'] });
}

/** The published banners with their image, in the editors' order. */
export function publishedBanners() {
  return strapi.documents(BANNER).findMany({ status: 'published', populate: ['image'], sort: ['sortOrder:asc', 'id:asc'] });
}
