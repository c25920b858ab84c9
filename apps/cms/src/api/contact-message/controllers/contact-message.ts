import type { Context } from 'koa';
import { emailField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { requiredString } from '../../../http/validation';
import { reply } from '../../../utils/envelope';
import { sendMail, supportAddress } from '../../../mail/send';
import { contactNotificationMail } from '../../../mail/templates';

const contactBody = z.object({
  firstname: requiredString('First name is required!', 100),
  lastname: requiredString('Last name is required!', 100),
  email: emailField(),
  number: z
    .string({ required_error: 'Number is required!', invalid_type_error: 'Number is required!' })
    .trim()
    .length(10, 'Number must be exactly 10 characters'),
  message: requiredString('Message is required!', 5000),
});

export default {
  /** Stores the message for the editors, then notifies support by e-mail (reply-to the visitor). */
  async create(ctx: Context) {
    const body = readBody(ctx, contactBody);
    await strapi.db.query('api::contact-message.contact-message').create({ data: body });
    try {
      await sendMail(supportAddress(), contactNotificationMail(body), body.email);
    } catch (error) {
      strapi.log.error(`[contact] notification e-mail failed: ${(error as Error).message}`);
    }
    reply(ctx, 200, 'Thank you for contacting us. We will get back to you soon');
  },
};
