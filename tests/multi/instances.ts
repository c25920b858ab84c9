/** Where global-setup.ts started each instance (read from the environment it sets for the tests). */
export const instances = {
  cms: [process.env.MULTI_CMS_A_URL ?? '', process.env.MULTI_CMS_B_URL ?? ''],
  web: [process.env.MULTI_WEB_1_URL ?? '', process.env.MULTI_WEB_2_URL ?? ''],
  stripeWebhookSecret: process.env.MULTI_STRIPE_WEBHOOK_SECRET ?? '',
  loginLimit: Number(process.env.MULTI_LOGIN_LIMIT ?? 0),
};
