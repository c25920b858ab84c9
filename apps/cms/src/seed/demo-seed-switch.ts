/**
 * Whether this boot seeds the demo content. SEED_DEMO=true adds accounts whose passwords are in the README (an
 * editor of the admin panel and a parent) and a demo coupon, so in production it is refused unless a second switch,
 * SEED_DEMO_IN_PRODUCTION=true, says that this really is wanted (a staging copy, say): one stray variable copied
 * from a development setup cannot open a production CMS.
 */
export function demoSeedRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO !== 'true') return false;
  if (env.NODE_ENV === 'production' && env.SEED_DEMO_IN_PRODUCTION !== 'true') {
    throw new Error(
      'The CMS refuses to seed demo content in production: SEED_DEMO=true creates accounts with published passwords. ' +
        'Unset SEED_DEMO, or set SEED_DEMO_IN_PRODUCTION=true as well if this production-mode CMS is a demo.',
    );
  }
  return true;
}
