import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Alert, Button, TextField } from '@tate/ui';
import { forgotPasswordSchema } from '../account/password-schemas';
import { forgotPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';

export const meta: MetaFunction = () => [{ title: 'Forgot Password | Tate Web' }];

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false, message: '' }, { status: 400 });
  const answer = await loadFromCms(() => forgotPassword(cms(), submission.value.email));
  const sent = answer.code === 200;
  return data(
    { result: submission.reply({ resetForm: sent }), sent, message: answer.message },
    { status: sent ? 200 : 400 },
  );
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Forgot Password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? (
          <Alert tone={actionData.sent ? 'success' : 'error'}>{actionData.message}</Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue}
          errorMessage={fields.email.errors?.[0]}
          autoComplete="email"
        />
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          Send reset link
        </Button>
      </Form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
