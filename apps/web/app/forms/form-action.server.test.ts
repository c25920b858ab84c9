import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, ACCOUNT_MESSAGES } from '@tate/contracts';
import { getToast } from '../toast/toast.server';
import { submitForm, submitMessage } from './form-action.server';

const schema = z.object({ email: emailField(ACCOUNT_MESSAGES.emailIsNotValid) });

function post(fields: Record<string, string>): Request {
  return new Request('http://web.test/form', { method: 'POST', body: new URLSearchParams(fields) });
}

type Body = { result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }; message: string; code: number };

async function bodyOf(answer: unknown): Promise<{ status: number; body: Body }> {
  const { data, init } = answer as { data: Body; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

/** The toast a response's cookies carry to the next page. */
async function toastOf(headers: Headers) {
  const cookie = headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const { toast } = await getToast(new Request('http://web.test/next', { headers: { Cookie: cookie } }));
  return toast;
}

/** Where a redirect the action answered goes, and the toast it carries. */
async function redirectOf(answer: unknown) {
  if (!(answer instanceof Response)) throw new Error('The action answered data, not a redirect');
  return { location: answer.headers.get('Location'), toast: await toastOf(answer.headers) };
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
    const { location, toast } = await redirectOf(response);
    expect(location).toBe('/login');
    expect(toast).toMatchObject({ type: 'success', description: 'A password reset link has been sent to your email' });
  });

  it('keeps what was typed on a refusal that says so, and flashes no toast for a later page', async () => {
    const answer = await submitForm(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 400, message: 'Coupon is invalid', reset: false }),
      success: { stay: true },
    });
    const { status, body } = await bodyOf(answer);
    expect(status).toBe(400);
    expect(body.result.initialValue).toEqual({ email: 'maya@example.com' });
    expect(body.message).toBe('Coupon is invalid');
    const { init } = answer as { init: ResponseInit | null };
    expect(new Headers(init?.headers).getSetCookie()).toEqual([]);
  });

  it('redirects to the address the answer gives, with a titled toast or none', async () => {
    const checkout = await submitForm(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 200, message: 'Go', checkout: 'https://pay.example/s/1' }),
      success: { redirectTo: (answer) => answer.checkout, toast: () => null },
    });
    const paying = checkout as Response;
    expect(paying.headers.get('Location')).toBe('https://pay.example/s/1');
    expect(paying.headers.getSetCookie()).toEqual([]);

    const done = (await submitForm(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 200, message: 'Renewed' }),
      success: { redirectTo: '/login', toast: () => ({ title: 'Coupon verified', description: 'SIGN UP SUCCESSFUL' }) },
    })) as Response;
    expect(await toastOf(done.headers)).toMatchObject({ type: 'success', title: 'Coupon verified', description: 'SIGN UP SUCCESSFUL' });
  });
});

describe('a message to the team', () => {
  it('takes a created message (201) and comes back to its page with the thanks', async () => {
    const response = await submitMessage(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 201, message: 'Thank you for your message' }),
      page: '/contact',
    });
    const { location, toast } = await redirectOf(response);
    expect(location).toBe('/contact');
    expect(toast).toMatchObject({ type: 'success', description: 'Thank you for your message' });
  });

  it('keeps what the visitor wrote when the CMS refuses it', async () => {
    const answer = await submitMessage(post({ email: 'maya@example.com' }), {
      schema,
      send: async () => ({ code: 429, message: 'Too many requests, please try again later' }),
      page: '/contact',
    });
    const { status, body } = await bodyOf(answer);
    expect(status).toBe(400);
    expect(body.message).toBe('Too many requests, please try again later');
    expect(body.result.initialValue).toEqual({ email: 'maya@example.com' });
  });
});

describe('a multi-step form', () => {
  const fullSchema = z.object({ email: emailField(ACCOUNT_MESSAGES.emailIsNotValid), plan: z.literal('coupon') });
  const stepSchema = z.object({ intent: z.literal('verify'), code: z.string({ required_error: 'Code is required' }) });
  type Answer = { code: number; message: string; locked?: string };
  const step = {
    intent: 'verify',
    schema: stepSchema,
    prepare: (formData: FormData) => formData.set('plan', 'coupon'),
    send: async ({ code }: z.output<typeof stepSchema>): Promise<Answer> =>
      code === 'TATE' ? { code: 200, message: '', locked: code } : { code: 400, message: 'Unknown code' },
  };
  const options = {
    schema: fullSchema,
    step,
    show: (answer: Answer | null) => ({ locked: answer?.locked ?? null }),
    send: async (): Promise<Answer> => ({ code: 200, message: 'Signed up' }),
    success: { redirectTo: '/login' },
  };

  it('answers the step alone while the whole form is not complete, keeping what was typed', async () => {
    const { status, body } = await bodyOf(await submitForm(post({ intent: 'verify', code: 'TATE', email: 'maya@' }), options));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, locked: 'TATE' });
    expect(body.result.initialValue).toMatchObject({ email: 'maya@', code: 'TATE', plan: 'coupon' });

    const refused = await bodyOf(await submitForm(post({ intent: 'verify', code: 'NOPE' }), options));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Unknown code', locked: null });

    const empty = await bodyOf(await submitForm(post({ intent: 'verify', code: '' }), options));
    expect(empty.status).toBe(400);
    expect(empty.body.result.error).toMatchObject({ code: ['Code is required'] });
  });

  it('goes on as the main button when the step finds the form complete', async () => {
    const response = await submitForm(post({ intent: 'verify', code: 'TATE', email: 'maya@example.com' }), options);
    expect((response as Response).headers.get('Location')).toBe('/login');
  });

  it('answers the main schema when the step was not chosen', async () => {
    const { status, body } = await bodyOf(await submitForm(post({ email: 'maya@example.com' }), options));
    expect(status).toBe(400);
    expect(body.result.error).toMatchObject({ plan: expect.any(Array) });
    expect(body).toMatchObject({ locked: null });
  });
});
