import type { Context } from 'koa';
import { emailField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { service } from '../../../utils/services';
import { NEWSLETTER_SIGNUP } from '../../../mail/data/newsletter-signup';

const newsletterBody = z.object({
  email: emailField(),
  FNAME: z.string({ invalid_type_error: 'FNAME must be a string' }).trim().max(100, 'FNAME must be at most 100 characters').optional(),
});

export default {
  async create(ctx: Context) {
    const { email, FNAME } = readBody(ctx, newsletterBody);
    send(ctx, await service(NEWSLETTER_SIGNUP).subscribe(email, FNAME || null));
  },
};
