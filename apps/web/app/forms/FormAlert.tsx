import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Alert } from '@tate/ui';
import type { ReactNode } from 'react';

/** What the page shows of its action's answer: the CMS's message (or the action's summary) and its code. */
export type FormAnswerShown = { message: string; code: number } | undefined;

const alertId = (form: { id: string }) => `${form.id}-alert`;

/**
 * A form's own message, the one way a page says what became of the whole submission: a refusal (a wrong password,
 * the CMS's "no"), the summary of an invalid form, or a success that stays on the page. The kit's Alert, first in
 * the form: red with role alert (announced at once) unless the answer is a success (green, role status). Drawn by
 * the server too, so a post without JavaScript shows it. The form names it as its description: give the `<Form>`
 * `formAlertProps(form, answer)` in place of Conform's `getFormProps(form)`.
 */
export function FormAlert({ form, answer, children }: { form: { id: string }; answer: FormAnswerShown; children?: ReactNode }) {
  if (!answer?.message) return null;
  return (
    <Alert id={alertId(form)} tone={answer.code === 200 ? 'success' : 'error'}>
      {answer.message}
      {children ? <> {children}</> : null}
    </Alert>
  );
}

/** Conform's form props, the form described by its FormAlert while that shows a message. */
export function formAlertProps<Schema extends Record<string, unknown>>(form: FormMetadata<Schema, string[]>, answer: FormAnswerShown) {
  return getFormProps(form, { ariaDescribedBy: answer?.message ? alertId(form) : undefined });
}
