import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormPasswordField } from '../../forms/fields';
import { FormAlert } from '../../forms/FormAlert';
import { SubmitButton } from '../../forms/SubmitButton';
import { useConformForm } from '../../forms/use-conform-form';
import { parentGateSchema, type ParentGateIntent } from './parent-gate-schema';

export type ParentGateAnswer = { result: SubmissionResult<string[]>; message: string; code: number };

type Props = {
  intent: ParentGateIntent;
  /** What the grown-up's button does ("Unlock for tonight"). */
  action: string;
  /** The last answer of the page's action, open again when it was refused. */
  answer: ParentGateAnswer | undefined;
};

/**
 * For grown-ups: a closed disclosure (a native <details>, so it opens without JavaScript) with the parent's own
 * password. A child who opens it meets a password, not a puzzle; a refused password opens it again with the message.
 */
export function ParentGate({ intent, action, answer }: Props) {
  const [form, fields] = useConformForm(parentGateSchema, answer?.result, { validateOn: 'onSubmit' });
  const refused = answer !== undefined && answer.code !== 200;
  return (
    <details className="parent-gate" open={refused || undefined}>
      <summary>For grown-ups</summary>
      <Form method="post" {...getFormProps(form)} className="parent-gate__form">
        <FormAlert answer={refused ? answer : undefined} />
        <input type="hidden" name="intent" value={intent} />
        <FormPasswordField field={fields.password} label="Your password" autoComplete="current-password" />
        <SubmitButton>{action}</SubmitButton>
      </Form>
    </details>
  );
}
