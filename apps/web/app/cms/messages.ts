/** What a visitor reads when the CMS cannot be reached. */
export const CMS_UNAVAILABLE_MESSAGE = 'Our content is taking a short nap. Please try again in a moment.';
