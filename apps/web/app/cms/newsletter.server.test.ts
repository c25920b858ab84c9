import { describe, expect, it } from 'vitest';
import { fakeCms } from './fake-cms.test-support';
import { NEWSLETTER_UNAVAILABLE_MESSAGE, subscribeToNewsletter } from './newsletter.server';

let received: unknown[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const { client } = fakeCms((request, body, response) => {
  received.push({ method: request.method, path: request.url, body: JSON.parse(body || 'null') });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});

describe('subscribeToNewsletter', () => {
  it('posts the address and first name and passes on the CMS message', async () => {
    received = [];
    answer = { status: 200, body: { response_code: 200, response_message: 'Thank you for subscribing' } };
    const result = await subscribeToNewsletter(client(), { email: 'mum@family.example', firstName: 'Ana' });
    expect(result).toEqual({ ok: true, message: 'Thank you for subscribing' });
    expect(received).toEqual([
      { method: 'POST', path: '/api/email', body: { email: 'mum@family.example', FNAME: 'Ana' } },
    ]);
  });

  it('reports a refused sign-up with the server message', async () => {
    answer = { status: 400, body: { response_code: 400, response_message: 'Email is required!' } };
    await expect(subscribeToNewsletter(client(), { email: 'x', firstName: '' })).resolves.toEqual({
      ok: false,
      message: 'Email is required!',
    });
  });

  it('says sign-up is not open yet when the CMS has no such endpoint', async () => {
    answer = { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
    await expect(subscribeToNewsletter(client(), { email: 'a@b.example', firstName: '' })).resolves.toEqual({
      ok: false,
      message: NEWSLETTER_UNAVAILABLE_MESSAGE,
    });
  });
});
