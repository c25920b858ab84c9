import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { Alert, Button, TextField } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { sendWelcomeSignUp } from '../cms/welcome.server';
import { welcomeSchema } from '../marketing/welcome-schema';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Welcome | Tate Web' }];

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: welcomeSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const answer = await loadFromCms(() => sendWelcomeSignUp(cms(), submission.value));
  if (!answer.ok) return data({ result: submission.reply({ formErrors: [answer.message] }) }, { status: 400 });
  return redirectWithToast('/welcome', { type: 'success', description: answer.message });
}

/** The welcome form for new toy owners; the CMS answers with a welcome e-mail and a message shown as a toast. */
export default function Welcome() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: welcomeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Welcome</h1>
      <p>Tell us who you are and we will send you everything you need to get started with Tate.</p>
      <Form method="post" {...getFormProps(form)} key={location.key} aria-label="Welcome form" className="auth-form">
        {form.errors?.[0] ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <TextField
          label="First name"
          name={fields.name.name}
          defaultValue={fields.name.initialValue}
          errorMessage={fields.name.errors?.[0]}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          name={fields.lastname.name}
          defaultValue={fields.lastname.initialValue}
          errorMessage={fields.lastname.errors?.[0]}
          autoComplete="family-name"
        />
        <TextField
          label="Email"
          type="email"
          name={fields.email.name}
          defaultValue={fields.email.initialValue}
          errorMessage={fields.email.errors?.[0]}
          autoComplete="email"
        />
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          Submit
        </Button>
      </Form>
    </section>
  );
}
