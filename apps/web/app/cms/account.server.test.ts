import { describe, expect, it } from 'vitest';
import { forgotPassword, login, register } from './account.server';
import { fakeCms } from './fake-cms.test-support';
import { CmsError } from './errors.server';

let answer: unknown = {};
let received: { path?: string; body?: unknown; token?: string; device?: string } = {};

const { client } = fakeCms((request, body, response) => {
  received = {
    path: request.url,
    body: JSON.parse(body || 'null'),
    token: request.headers.authtoken as string | undefined,
    device: request.headers['x-tate-device'] as string | undefined,
  };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
});

const details = { _id: 7, name: 'Ana', email: 'ana@tate.example', is_subscribe: 'active', subscriptionPlan: 'year', expiryDate: null };

describe('CMS account calls', () => {
  it('sends the login payload with the web device type and the device name, and parses the token', async () => {
    answer = { response_code: 200, response_message: 'Login successful', response_data: { ...details, authToken: 'jwt-1' } };
    const result = await login(client(), 'ana@tate.example', 'Calm1234', 'Chrome on Android');
    expect(received).toMatchObject({
      path: '/api/login',
      body: { email: 'ana@tate.example', password: 'Calm1234', deviceType: 'WEB', deviceName: 'Chrome on Android' },
    });
    expect(result).toEqual({ code: 200, message: 'Login successful', data: { ...details, authToken: 'jwt-1' }, expiredPlan: null });
  });

  it("sends the browser's device proof with a login and a reset request", async () => {
    answer = { response_code: 400, response_message: 'Invalid email or password' };
    const proof = { 'x-tate-device': 'AAAAAAAAAAAAAAAAAAAAAA', 'x-tate-device-signature': '1.abc' };
    await login(client(), 'ana@tate.example', 'Calm1234', 'Safari on Mac', proof);
    expect(received.device).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    await forgotPassword(client(), 'ana@tate.example', proof);
    expect(received).toMatchObject({ path: '/api/forgot-password', device: 'AAAAAAAAAAAAAAAAAAAAAA' });
    await login(client(), 'ana@tate.example', 'Calm1234', 'Safari on Mac');
    expect(received.device).toBeUndefined();
  });

  it("passes an expired answer (201) through with the plan's state, which tells a sign-up that never paid", async () => {
    const plan = { is_subscribe: 'none', subscriptionPlan: 'month', expiryDate: '2026-11-26T10:00:00.000Z' };
    answer = { response_code: 201, response_message: 'Your subscription is expired!', response_data: plan };
    await expect(login(client(), 'ana@tate.example', 'Calm1234', 'Safari on Mac')).resolves.toEqual({
      code: 201,
      message: 'Your subscription is expired!',
      data: null,
      expiredPlan: plan,
    });
  });

  it('fails loudly when a 200 answer has an unexpected shape', async () => {
    answer = { response_code: 200, response_message: 'Account created', response_data: 'not a url' };
    await expect(register(client(), { name: 'Ana', email: 'a@b.c', password: 'Calm1234', plan: 'month' })).rejects.toBeInstanceOf(
      CmsError,
    );
  });
});
