import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import type { z } from 'zod';
import { loadFromCms } from '../cms/load.server';
import { redirectWithToast } from '../toast/toast.server';

/** What a CMS call (or a flow of calls) returns to a form: at least the envelope's code and message. */
export type FormAnswer = {
  code: number;
  message: string;
  /** Whether a refusal clears the form: the action's `resetOnFailure` unless the answer says. */
  reset?: boolean;
};

/** A success toast: its text, or a title and text; null sends none. */
export type SuccessToast = string | { title?: string; description: string } | null;

type Success<Value, Answer> =
  /** Go elsewhere with a toast (the CMS message unless given). */
  | {
      /** A path, or an address the answer gives (a checkout page). */
      redirectTo: string | ((answer: Answer, value: Value) => string);
      toast?: (answer: Answer, value: Value) => SuccessToast | Promise<SuccessToast>;
      headers?: (answer: Answer, value: Value) => Promise<HeadersInit> | HeadersInit;
    }
  /** Stay on the page: the form comes back empty with the CMS message as a success alert. */
  | { stay: true };

/**
 * A second button of a multi-step form, sent as `intent` (e.g. Verify beside a coupon). While the whole form is not
 * complete, the step answers alone with its own schema and call; a complete form goes on as its main button would.
 */
export type FormStep<StepSchema extends z.ZodTypeAny, Answer extends FormAnswer> = {
  intent: string;
  schema: StepSchema;
  /** Readies the form data before it is read (Verify chooses the coupon plan). */
  prepare?: (formData: FormData) => void;
  send: (value: z.output<StepSchema>) => Promise<Answer>;
};

export type FormActionOptions<
  Schema extends z.ZodTypeAny,
  Answer extends FormAnswer,
  StepSchema extends z.ZodTypeAny,
  Shown extends object,
> = {
  schema: Schema;
  /** The CMS call, or the flow of calls, with the validated value. */
  send: (value: z.output<Schema>) => Promise<Answer>;
  success: Success<z.output<Schema>, Answer>;
  /** Which answers count as success: code 200 unless said otherwise. */
  isSuccess?: (answer: Answer) => boolean;
  /** A failed call clears the form (the spec's forms reset after a server refusal) unless false. */
  resetOnFailure?: boolean;
  /** Fields never sent back to the browser (a chosen file, a password). */
  hideFields?: string[];
  /** A summary shown above an invalid form (e.g. login's 'Please fill required field!'). */
  summary?: (errors: Record<string, string[] | null>) => string;
  step?: FormStep<StepSchema, Answer>;
  /** What every answer on the page adds from the CMS answer (null before any call), e.g. a verified coupon. */
  show?: (answer: Answer | null) => Shown;
};

/**
 * The one form action: validate with the route's Zod schema, call the CMS, then either redirect with a
 * toast or answer the form with the CMS message. Bad input comes back with every typed value kept.
 * Give the request, or its form data when the route has read it already (e.g. to pick an intent).
 */
export async function submitForm<
  Schema extends z.ZodTypeAny,
  Answer extends FormAnswer,
  StepSchema extends z.ZodTypeAny = z.ZodNever,
  Shown extends object = Record<never, never>,
>(source: Request | FormData, options: FormActionOptions<Schema, Answer, StepSchema, Shown>) {
  const { schema, send, success, isSuccess = (answer) => answer.code === 200, resetOnFailure = true, summary, hideFields, step } = options;
  const show: (answer: Answer | null) => Partial<Shown> = options.show ?? (() => ({}));
  const formData = source instanceof FormData ? source : await source.formData();
  const stepChosen = step !== undefined && formData.get('intent') === step.intent;
  if (stepChosen) step.prepare?.(formData);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    if (stepChosen) return answerStep(formData, step, { hideFields, show });
    const message = summary?.(submission.error ?? {}) ?? '';
    return data({ result: submission.reply({ hideFields }), message, code: 400, ...show(null) }, { status: 400 });
  }

  const value: z.output<Schema> = submission.value;
  const answer = await loadFromCms(() => send(value));
  if (!isSuccess(answer)) {
    return data(
      {
        result: submission.reply({ resetForm: answer.reset ?? resetOnFailure, hideFields }),
        message: answer.message,
        code: answer.code,
        ...show(answer),
      },
      { status: 400 },
    );
  }

  if ('stay' in success) {
    return data({ result: submission.reply({ resetForm: true }), message: answer.message, code: answer.code, ...show(answer) });
  }
  const to = typeof success.redirectTo === 'string' ? success.redirectTo : success.redirectTo(answer, value);
  const headers = success.headers ? await success.headers(answer, value) : undefined;
  const toast = success.toast ? await success.toast(answer, value) : answer.message;
  if (toast === null) return redirect(to, { headers });
  return redirectWithToast(to, { type: 'success', ...(typeof toast === 'string' ? { description: toast } : toast) }, { headers });
}

/**
 * A message to the team (contact, welcome): the CMS answers 200 or 201 when it has it, and the page comes back empty
 * with the CMS's thanks as a toast; a refusal keeps what the visitor wrote.
 */
export function submitMessage<Schema extends z.ZodTypeAny, Answer extends FormAnswer>(
  request: Request,
  { schema, send, page }: { schema: Schema; send: (value: z.output<Schema>) => Promise<Answer>; page: string },
) {
  return submitForm(request, {
    schema,
    send,
    isSuccess: (answer) => answer.code < 400,
    resetOnFailure: false,
    success: { redirectTo: page },
  });
}

/** The step's answer: the form as typed (never the hidden fields), the step's result and its toast. */
async function answerStep<StepSchema extends z.ZodTypeAny, Answer extends FormAnswer, Shown extends object>(
  formData: FormData,
  step: FormStep<StepSchema, Answer>,
  { hideFields, show }: { hideFields?: string[]; show: (answer: Answer | null) => Partial<Shown> },
) {
  const submission = parseWithZod(formData, { schema: step.schema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), message: '', code: 400, ...show(null) }, { status: 400 });
  }
  const stepValue: z.output<StepSchema> = submission.value;
  const answer = await loadFromCms(() => step.send(stepValue));
  return data(
    { result: submission.reply({ hideFields }), message: answer.message, code: answer.code, ...show(answer) },
    { status: answer.code === 200 ? 200 : 400 },
  );
}
