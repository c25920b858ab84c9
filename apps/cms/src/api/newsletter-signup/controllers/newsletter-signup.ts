import type { Context } from 'koa';
import { emailField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { reply } from '../../../utils/envelope';
import { sendMail } from '../../../mail/send';
import { newsletterMail } from '../../../mail/templates';

const NEWSLETTER_UID = 'api::newsletter-signup.newsletter-signup';

const newsletterBody = z.object({
  email: emailField(),
  FNAME: z.string({ invalid_type_error: 'FNAME must be a string' }).trim().max(100, 'FNAME must be at most 100 characters').optional(),
});

export default {
  /** Footer and pop-up newsletter: stored once per address, confirmed by e-mail. */
  async create(ctx: Context) {
    const body = readBody(ctx, newsletterBody);
    const existing = await strapi.db.query(NEWSLETTER_UID).findOne({ where: { email: body.email } });
    if (existing) {
      reply(ctx, 200, 'You are already subscribed to the Tate newsletter');
      return;
    }
    await strapi.db.query(NEWSLETTER_UID).create({ data: { email: body.email, firstName: body.FNAME || null } });
    await sendMail(body.email, newsletterMail(body.FNAME || null));
    reply(ctx, 200, 'Thank you for subscribing to the Tate newsletter');
  },
};
