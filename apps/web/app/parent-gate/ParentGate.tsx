import { Form } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormPasswordField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { parentGateSchema, type GateAsks, type ParentGateIntent } from './parent-gate-schema';

export type ParentGateAnswer = { result: SubmissionResult<string[]>; message: string; code: number };

type Props = {
  intent: ParentGateIntent;
  /** What the gate asks this parent for: the parent PIN once set, else the account password. */
  asks: GateAsks;
  /** What the grown-up's button does ("Unlock for tonight"). */
  action: string;
  /** The last answer of the page's action, open again when it was refused. */
  answer: ParentGateAnswer | undefined;
  /** The form alone, on a page that is the gate itself (leaving child mode), not a door beside a child's screen. */
  standalone?: boolean;
};

/**
 * For grown-ups: a closed disclosure (a native <details>, so it opens without JavaScript) asking for the parent PIN,
 * or the account password until the parent sets a PIN (the link says where). A child who opens it meets a PIN, not a
 * puzzle; a refused answer opens it again with the message. On its own page (`standalone`) the form is the page's.
 */
export function ParentGate({ intent, asks, action, answer, standalone = false }: Props) {
  const [form, fields] = useConformForm(parentGateSchema, answer?.result, { validateOn: 'onSubmit' });
  const refusal = answer !== undefined && answer.code !== 200 ? answer : undefined;
  const gate = (
    <Form method="post" {...formAlertProps(form, refusal)} className={standalone ? 'parent-gate parent-gate__form' : 'parent-gate__form'}>
      <FormAlert form={form} answer={refusal} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="asks" value={asks} />
      {asks === 'pin' ? (
        <FormPasswordField field={fields.pin} label="Your parent PIN" inputMode="numeric" autoComplete="off" />
      ) : (
        <FormPasswordField field={fields.password} label="Your password" autoComplete="current-password" />
      )}
      <SubmitButton>{action}</SubmitButton>
      {/* The PIN page is an account page, closed to a device in child mode: the hint is the doors' beside a screen. */}
      {asks === 'password' && !standalone ? (
        <p className="parent-gate__hint">
          <a href="/account/parent-pin">Set a parent PIN</a> so this door asks for it instead of your password.
        </p>
      ) : null}
    </Form>
  );
  if (standalone) return gate;
  return (
    <details className="parent-gate" open={refusal !== undefined || undefined}>
      <summary>For grown-ups</summary>
      {gate}
    </details>
  );
}
