import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, MESSAGES } from '@tate/contracts';
import { getToast } from '../toast/toast.server';
import { submitForm } from './form-action.server';

const schema = z.object({ email: emailField(MESSAGES.emailIsNotValid) });

function post(fields: Record<string, string>): Request {
  return new Request('http://web.test/form', { method: 'POST', body: new URLSearchParams(fields) });
}

type Body = { result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }; message: string; code: number };

async function bodyOf(answer: unknown): Promise<{ status: number; body: Body }> {
  const { data, init } = answer as { data: Body; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

describe('the one form action', () => {
  it('answers bad input with the rule message and keeps what was typed, without calling the CMS', async () => {
    let called = false;
    const answer = await submitForm(post({ email: 'maya@' }), {
      schema,
      send: async () => ((called = true), { code: 200, message: 'sent' }),
      success: { stay: true },
    });
    const { status, body } = await bodyOf(answer);
    expect(called).toBe(false);
    expect(status).toBe(400);
    expect(body.result.error).toEqual({ email: ['Email is not valid!'] });
    expect(body.result.initialValue).toEqual({ email: 'maya@' });
  });

  it('sends the validated value and shows a refusal, clearing the form by default', async () => {
    const answer = await submitForm(post({ email: ' Maya@Example.com ' }), {
      schema,
      send: async ({ email }) => ({ code: 204, message: `No account exists for ${email}` }),
      success: { stay: true },
    });
    const { status, body } = await bodyOf(answer);
    expect(status).toBe(400);
    expect(body.message).toBe('No account exists for maya@example.com');
    expect(body.code).toBe(204);
    expect(body.result.initialValue).toBeNull();
  });

  it('redirects with the CMS message as a success toast', async () => {
    const response = await submitForm(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 200, message: 'A password reset link has been sent to your email' }),
      success: { redirectTo: '/login' },
    });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.headers.get('Location')).toBe('/login');
    const cookie = redirect.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const { toast } = await getToast(new Request('http://web.test/login', { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: 'success', description: 'A password reset link has been sent to your email' });
  });
});
