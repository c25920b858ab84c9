/** E-mail templates. Every one names the product (Tate) and has a plain-text and an HTML body. */
export type MailContent = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1d1d1f;background:#f6f3ff;padding:24px">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">` +
    `<h1 style="font-size:22px;color:#4b2aad;margin:0 0 16px">${escapeHtml(title)}</h1>${body}` +
    `<p style="margin:24px 0 0;font-size:13px;color:#555">Tate — mindful stories for children</p></div></body></html>`;
}

export function resetPasswordMail(name: string | null, link: string, validMinutes: number): MailContent {
  const greeting = `Hello ${name ?? 'there'},`;
  return {
    subject: 'Reset your Tate password',
    text: `${greeting}\n\nSomeone asked to reset the password of your Tate account. Open this link to choose a new password ` +
      `(it works for ${validMinutes} minutes):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nThe Tate team`,
    html: layout('Reset your Tate password', [
      escapeHtml(greeting),
      `Someone asked to reset the password of your Tate account. The link works for ${validMinutes} minutes.`,
      `<a href="${escapeHtml(link)}" style="color:#4b2aad;font-weight:bold">Choose a new password</a>`,
      'If you did not ask for this, you can ignore this e-mail.',
    ]),
  };
}

export function welcomeMail(name: string): MailContent {
  return {
    subject: 'Welcome to Tate',
    text: `Hello ${name},\n\nWelcome to Tate! Your family can now explore calming meditations and stories ` +
      `made for children, with Tate the plush toy as a companion.\n\nThe Tate team`,
    html: layout('Welcome to Tate', [
      `Hello ${escapeHtml(name)},`,
      'Welcome to Tate! Your family can now explore calming meditations and stories made for children, with Tate the plush toy as a companion.',
    ]),
  };
}

export function newsletterMail(firstName: string | null): MailContent {
  const greeting = `Hello ${firstName ?? 'there'},`;
  return {
    subject: 'You are subscribed to the Tate newsletter',
    text: `${greeting}\n\nThank you for subscribing to the Tate newsletter. We will send you news, new meditations ` +
      `and a 10% discount for the Tate shop.\n\nThe Tate team`,
    html: layout('You are subscribed to the Tate newsletter', [
      escapeHtml(greeting),
      'Thank you for subscribing to the Tate newsletter. We will send you news, new meditations and a 10% discount for the Tate shop.',
    ]),
  };
}

export type ContactDetails = { firstname: string; lastname: string; email: string; number: string; message: string };

export function contactNotificationMail(contact: ContactDetails): MailContent {
  const from = `${contact.firstname} ${contact.lastname} <${contact.email}>, phone ${contact.number}`;
  return {
    subject: `Tate contact form: message from ${contact.firstname} ${contact.lastname}`,
    text: `A visitor wrote through the Tate contact form.\n\nFrom: ${from}\n\n${contact.message}`,
    html: layout('New message from the Tate contact form', [
      `From: ${escapeHtml(from)}`,
      escapeHtml(contact.message).replace(/\n/g, '<br>'),
    ]),
  };
}

/** The retention job's warning to a parent nobody signed in as for a long time: the account goes on `erasureDate`. */
export function inactiveAccountMail(name: string | null, erasureDate: Date, signInLink: string): MailContent {
  const greeting = `Hello ${name ?? 'there'},`;
  const date = erasureDate.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const notice = `Nobody has signed in to your Tate account for a long time. To keep no more than we need, we will delete ` +
    `the account on ${date}, with your children's profiles, photos and listening history.`;
  const keep = 'Sign in to keep your account. If you do nothing, it is deleted on that day and cannot be brought back.';
  return {
    subject: `Your Tate account will be deleted on ${date}`,
    text: `${greeting}\n\n${notice}\n\n${keep}\n\n${signInLink}\n\nThe Tate team`,
    html: layout('Your Tate account will be deleted', [
      escapeHtml(greeting),
      escapeHtml(notice),
      escapeHtml(keep),
      `<a href="${escapeHtml(signInLink)}" style="color:#4b2aad;font-weight:bold">Sign in to keep your account</a>`,
    ]),
  };
}
