import type { Context } from 'koa';
import { emailField } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { requiredString } from '../../../http/validation';
import { service } from '../../../utils/services';
import { CONTACT_MESSAGE } from '../../../mail/data/contact-message';

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
  async create(ctx: Context) {
    send(ctx, await service(CONTACT_MESSAGE).receive(readBody(ctx, contactBody)));
  },
};
