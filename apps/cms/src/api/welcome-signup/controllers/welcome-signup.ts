import type { Context } from 'koa';
import { emailField, personNameField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { service } from '../../../utils/services';
import { WELCOME_SIGNUP } from '../../../mail/data/welcome-signup';

const welcomeBody = z.object({ name: personNameField, lastname: personNameField, email: emailField() });

export default {
  /** The envelope plus the STATUSCODE and message the apps' welcome screen reads. */
  async create(ctx: Context) {
    const answer = await service(WELCOME_SIGNUP).welcome(readBody(ctx, welcomeBody));
    send(ctx, answer);
    ctx.body = { ...(ctx.body as object), STATUSCODE: answer.code, message: answer.message };
  },
};
