import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { INTERESTS, latestToday, MIN_BIRTH_DATE } from '@tate/contracts';
import { Checkbox, DatePicker, PhotoPicker } from '@tate/ui';
import { childSchema } from '../account/child-schema';
import { forgetChildrenCookie } from '../account/children-cookie.server';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { getChild, saveChild } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { FormTextField } from '../forms/fields';
import { FormAlert } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.child ? 'Edit Child Profile' : 'Create Child Profile'} | Tate Web` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  if (!params.childId) return { child: null, today: latestToday() };
  const childId = params.childId;
  const child = await loadFromCms(() => getChild(cms(), token, childId));
  if (!child) {
    throw await redirectWithToast('/account/details', { type: 'error', description: 'This child profile was not found' });
  }
  return { child, today: latestToday() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: childSchema,
    send: (child) => saveChild(cms(), token, params.childId ?? null, child),
    resetOnFailure: false,
    hideFields: ['profileImg'],
    success: { redirectTo: '/account/details', headers: async () => ({ 'Set-Cookie': await forgetChildrenCookie() }) },
  });
}

/** One form for creating and editing a child (spec section 2); multipart so the photo goes with it. */
export default function ChildFormPage() {
  const { child, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(childSchema, actionData?.result, {
    defaultValue: child ? { name: child.name, dateOfBirth: child.dateOfBirth, theme: child.theme } : undefined,
  });
  const title = child ? `Edit ${child.name}'s profile` : 'Create Child Profile';
  const chosen = new Set(fields.theme.initialValue ?? []);

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="auth-form">
        <FormAlert answer={actionData} />
        <FormTextField field={fields.name} label="Name" autoComplete="off" />
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
        <SubmitButton isFullWidth>{child ? 'Save profile' : 'Create profile'}</SubmitButton>
      </Form>
    </section>
  );
}
