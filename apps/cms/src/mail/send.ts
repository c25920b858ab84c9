import type { MailContent } from './templates';

/** Sends through Strapi's email plugin (the capture provider in development and tests, SMTP when configured). */
export async function sendMail(to: string, content: MailContent, replyTo?: string): Promise<void> {
  await strapi.plugin('email').service('email').send({ to, replyTo, ...content });
}

export function supportAddress(): string {
  return process.env.SUPPORT_EMAIL || 'support@tate.local';
}
