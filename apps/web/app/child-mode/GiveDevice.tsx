import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import type { GateAsks } from '../parent-gate/parent-gate-schema';
import { giveDeviceSchema } from './give-device-schema';
import { PageSection } from '../layout/PageSection';

type Props = {
  childId: string;
  childName: string;
  /** What the way back asks for: the parent PIN once set, else the account password (then the card says so). */
  asks: GateAsks;
  /** The last answer of the page's action (a refusal stays on the page). */
  answer: { result: SubmissionResult<string[]>; message: string; code: number } | undefined;
};

/**
 * Child mode, on the child's profile beside the bedtime it keeps: "Give this device to …" hands this device to the
 * child. Without a parent PIN the way back asks for the account password, which the child may see typed: the card says
 * so and links the PIN page, and still allows it (docs/decisions/2026-11-28-web-child-mode.md).
 */
export function GiveDevice({ childId, childName, asks, answer }: Props) {
  const [form, fields] = useConformForm(giveDeviceSchema, answer?.result);
  return (
    <PageSection headingId="give-device-heading" heading="Child mode" className="surface-card give-device">
      <p>
        On this device {childName} sees only their own library, with their bedtime and daily limit, whatever they tap.
        A grown-up takes it back with Grown-ups at the top of the page.
      </p>
      {asks === 'password' ? (
        <p className="give-device__pin">
          You have no parent PIN yet, so taking the device back will ask for your account password, which {childName} may
          see you type. <a href="/account/parent-pin">Set a parent PIN</a> first.
        </p>
      ) : null}
      <Form method="post" {...formAlertProps(form, answer)}>
        <FormAlert form={form} answer={answer} />
        <input type="hidden" name={fields.childId.name} value={childId} />
        <SubmitButton>Give this device to {childName}</SubmitButton>
      </Form>
    </PageSection>
  );
}
