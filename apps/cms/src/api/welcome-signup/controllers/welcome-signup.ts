import type { Context } from 'koa';
import { emailField, personNameField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { reply } from '../../../utils/envelope';
import { sendMail } from '../../../mail/send';
import { welcomeMail } from '../../../mail/templates';

const welcomeBody = z.object({ name: personNameField, lastname: personNameField, email: emailField() });

export default {
  /** The welcome form: stored for the editors and answered with the welcome e-mail (STATUSCODE kept for the apps). */
  async create(ctx: Context) {
    const body = readBody(ctx, welcomeBody);
    await strapi.db.query('api::welcome-signup.welcome-signup').create({ data: body });
    await sendMail(body.email, welcomeMail(body.name));
    const message = 'Welcome to Tate! Please check your e-mail';
    reply(ctx, 200, message);
    ctx.body = { ...(ctx.body as object), STATUSCODE: 200, message };
  },
};
