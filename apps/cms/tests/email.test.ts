import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { post, readMails, tempMailDir } from './accounts-helpers';

const mailDir = tempMailDir();

const cms = cmsForTests({ MAIL_CAPTURE_DIR: mailDir, SUPPORT_EMAIL: 'help@tate.test', RATE_LIMIT_MAX: '1000' });

function mailsTo(address: string) {
  return readMails(mailDir).filter((mail) => mail.to === address);
}

describe('e-mail through the Strapi email plugin (capture provider)', () => {
  it('contact: stored for the editors and sent to support with the visitor as reply-to', async () => {
    const contact = { firstname: 'Lea', lastname: 'Moss', email: 'Lea@Example.com', number: '0123456789', message: 'Hello <b>Tate</b>' };
    const answer = await post(cms.url, '/contact', contact);
    expect(answer.body.response_code).toBe(200);
    const stored = await cms.strapi.db.query('api::contact-message.contact-message').findMany({});
    expect(stored).toMatchObject([{ firstname: 'Lea', lastname: 'Moss', email: 'lea@example.com', number: '0123456789' }]);
    const [mail] = mailsTo('help@tate.test');
    expect(mail.subject).toContain('Tate contact form');
    expect(mail.replyTo).toBe('lea@example.com');
    expect(mail.html).toContain('Hello &lt;b&gt;Tate&lt;/b&gt;');
  });

  it('newsletter: stored once per address and confirmed by e-mail', async () => {
    expect((await post(cms.url, '/email', { email: 'News@Example.com', FNAME: 'Nia' })).body.response_code).toBe(200);
    const again = await post(cms.url, '/email', { email: 'news@example.com' });
    expect(again.body.response_message).toBe('You are already subscribed to the Tate newsletter');
    expect(await cms.strapi.db.query('api::newsletter-signup.newsletter-signup').count({})).toBe(1);
    const mails = mailsTo('news@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You are subscribed to the Tate newsletter');
    expect(mails[0].text).toContain('Hello Nia');
  });

  it('welcome-email: stored, answered with STATUSCODE 200 and a welcome e-mail naming Tate', async () => {
    const answer = await post(cms.url, '/welcome-email', { name: 'Omar', lastname: 'Diaz', email: 'omar@example.com' });
    expect(answer.body).toMatchObject({ response_code: 200, STATUSCODE: 200 });
    expect(await cms.strapi.db.query('api::welcome-signup.welcome-signup').count({})).toBe(1);
    const [mail] = mailsTo('omar@example.com');
    expect(mail.subject).toBe('Welcome to Tate');
    expect(mail.from).toContain('Tate');
    const missing = await post(cms.url, '/welcome-email', { lastname: 'Diaz', email: 'omar@example.com' });
    expect(missing.body).toMatchObject({ response_code: 400, response_message: 'Name is required!' });
  });
});
