import { partnerKeyField, partnerOriginField } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { PARTNER } from '../commerce/data/partner';

/**
 * The partner that Tate Web's own /partners page plays its live demo as: PARTNER_DEMO_KEY (random per machine,
 * scripts/lib/secrets.mjs) on the web's origin. It licenses nothing, so the demo plays free meditations only.
 */
export const partnersSeed: SeedModule = {
  name: 'demo partner',
  async run(strapi) {
    const key = partnerKeyField.safeParse(process.env.PARTNER_DEMO_KEY);
    const origin = partnerOriginField.safeParse(process.env.WEB_PUBLIC_URL ?? 'http://localhost:3000');
    if (!key.success || !origin.success) {
      strapi.log.warn('Demo seed: no demo partner (PARTNER_DEMO_KEY or WEB_PUBLIC_URL is not set or not valid).');
      return;
    }
    await ensureDocument(strapi, PARTNER, { publicKey: key.data }, {
      name: 'Tate Web (partner page demo)',
      contactName: 'Tate team',
      contactEmail: 'partners@tate.local',
      publicKey: key.data,
      allowedOrigins: origin.data,
      active: true,
    });
  },
};
