import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { loadFromCms } from '../cms/load.server';
import { redirectWithToast } from '../toast/toast.server';

/** What a CMS call returns to a form: at least the envelope's code and message. */
export type FormAnswer = { code: number; message: string };

type Success<Value, Answer> =
  /** Go elsewhere with a toast (the CMS message unless given). */
  | {
      redirectTo: string;
      toast?: (answer: Answer, value: Value) => string;
      headers?: (answer: Answer, value: Value) => Promise<HeadersInit> | HeadersInit;
    }
  /** Stay on the page: the form comes back empty with the CMS message as a success alert. */
  | { stay: true };

export type FormActionOptions<Schema extends z.ZodTypeAny, Answer extends FormAnswer> = {
  schema: Schema;
  /** The CMS call with the validated value. */
  send: (value: z.output<Schema>) => Promise<Answer>;
  success: Success<z.output<Schema>, Answer>;
  /** Which answers count as success: code 200 unless said otherwise. */
  isSuccess?: (answer: Answer) => boolean;
  /** A failed call clears the form (the spec's forms reset after a server refusal) unless false. */
  resetOnFailure?: boolean;
  /** A summary shown above an invalid form (e.g. login's 'Please fill required field!'). */
  summary?: (errors: Record<string, string[] | null>) => string;
};

/**
 * The one form action: validate with the route's Zod schema, call the CMS, then either redirect with a
 * toast or answer the form with the CMS message. Bad input comes back with every typed value kept.
 */
export async function submitForm<Schema extends z.ZodTypeAny, Answer extends FormAnswer>(
  request: Request,
  { schema, send, success, isSuccess = (answer) => answer.code === 200, resetOnFailure = true, summary }: FormActionOptions<Schema, Answer>,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') {
    const message = summary?.(submission.error ?? {}) ?? '';
    return data({ result: submission.reply(), message, code: 400 }, { status: 400 });
  }

  const value: z.output<Schema> = submission.value;
  const answer = await loadFromCms(() => send(value));
  if (!isSuccess(answer)) {
    return data(
      { result: submission.reply({ resetForm: resetOnFailure }), message: answer.message, code: answer.code },
      { status: 400 },
    );
  }

  if ('stay' in success) {
    return data({ result: submission.reply({ resetForm: true }), message: answer.message, code: answer.code });
  }
  const headers = success.headers ? await success.headers(answer, value) : undefined;
  const description = success.toast ? success.toast(answer, value) : answer.message;
  return redirectWithToast(success.redirectTo, { type: 'success', description }, { headers });
}
