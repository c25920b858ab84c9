import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, Checkbox, DatePicker, PhotoPicker, TextField } from '@tate/ui';
import { childSchema, INTERESTS, MIN_BIRTH_DATE, todayIso } from '../account/child-schema';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { getChild, saveChild } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.child ? 'Edit Child Profile' : 'Create Child Profile'} | Tate Web` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  if (!params.childId) return { child: null, today: todayIso() };
  const childId = params.childId;
  const child = await loadFromCms(() => getChild(cms(), token, childId));
  if (!child) {
    throw await redirectWithToast('/account/details', { type: 'error', description: 'This child profile was not found' });
  }
  return { child, today: todayIso() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const submission = parseWithZod(await request.formData(), { schema: childSchema() });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['profileImg'] }), message: '' }, { status: 400 });
  }
  const answer = await loadFromCms(() => saveChild(cms(), token, params.childId ?? null, submission.value));
  if (answer.code !== 200) {
    return data({ result: submission.reply({ hideFields: ['profileImg'] }), message: answer.message }, { status: 400 });
  }
  return redirectWithToast('/account/details', { type: 'success', description: answer.message });
}

/** One form for creating and editing a child (spec section 2); multipart so the photo goes with it. */
export default function ChildFormPage() {
  const { child, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: child ? { name: child.name, dateOfBirth: child.dateOfBirth, theme: child.theme } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: childSchema(today) }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = child ? `Edit ${child.name}'s profile` : 'Create Child Profile';
  const chosen = new Set(fields.theme.initialValue ?? []);

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <TextField
          label="Name"
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.initialValue}
          errorMessage={fields.name.errors?.[0]}
          autoComplete="off"
        />
        <DatePicker
          label="Date of birth"
          name={fields.dateOfBirth.name}
          key={fields.dateOfBirth.key}
          defaultValue={fields.dateOfBirth.initialValue}
          minValue={MIN_BIRTH_DATE}
          maxValue={today}
          errorMessage={fields.dateOfBirth.errors?.[0]}
        />
        <fieldset className="interest-choices">
          <legend>Interests</legend>
          {INTERESTS.map((interest) => (
            <Checkbox key={`${fields.theme.key}-${interest}`} name={fields.theme.name} value={interest} defaultSelected={chosen.has(interest)}>
              {interest}
            </Checkbox>
          ))}
        </fieldset>
        <PhotoPicker
          label="Photo"
          name={fields.profileImg.name}
          defaultImageUrl={child?.imageUrl ?? undefined}
          errorMessage={fields.profileImg.errors?.[0]}
          description="jpg, jpeg, png or bmp"
        />
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          {child ? 'Save profile' : 'Create profile'}
        </Button>
      </Form>
    </section>
  );
}
