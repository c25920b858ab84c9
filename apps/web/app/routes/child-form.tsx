import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { INTERESTS, latestToday, MIN_BIRTH_DATE } from '@tate/contracts';
import { Checkbox, DatePicker, PhotoPicker } from '@tate/ui';
import { BedtimeFieldset } from '../account/bedtime/BedtimeFieldset';
import bedtimeFormStyles from '../account/bedtime/bedtime-settings.css?url';
import { childWithBedtimeSchema } from '../account/bedtime/child-bedtime-schema';
import { routineChoices, timeZoneChoices } from '../account/bedtime/choices.server';
import { childSchema } from '../account/child-schema';
import { forgetChildrenCookie } from '../account/children-cookie.server';
import { requireParent } from '../account/guard.server';
import { getBedtime, saveBedtime } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import { getChild, saveChild, type Child } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { FormTextField, type ConformField } from '../forms/fields';
import { FormAlert } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: `${page?.child ? 'Edit Child Profile' : 'Create Child Profile'} | Tate Web`,
  },
];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: bedtimeFormStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  if (!params.childId) return { child: null, bedtime: null, today: latestToday() };
  const childId = params.childId;
  const [child, bedtime] = await loadFromCms(() => Promise.all([getChild(cms(), token, childId), getBedtime(cms(), token, childId)]));
  if (!child || !bedtime) {
    throw await redirectWithToast('/account/details', {
      type: 'error',
      description: 'This child profile was not found',
    });
  }
  const choices = await loadFromCms(() => routineChoices(cms()));
  return {
    child,
    bedtime: {
      ...bedtime,
      choices,
      timeZones: timeZoneChoices(bedtime.timeZone),
    },
    today: latestToday(),
  };
}

const success = {
  redirectTo: '/account/details',
  headers: async () => ({ 'Set-Cookie': await forgetChildrenCookie() }),
};

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const childId = params.childId;
  if (!childId) {
    return submitForm(request, {
      schema: childSchema,
      send: async (child) => ({
        ...(await saveChild(cms(), token, null, child)),
        field: null,
      }),
      resetOnFailure: false,
      hideFields: ['profileImg'],
      success,
      show: (answer) => ({ field: answer?.field ?? null }),
    });
  }
  // One Save: the child, then its bedtime. A refused bedtime keeps the parent on the form with its message.
  return submitForm(request, {
    schema: childWithBedtimeSchema,
    send: async ({ bedtime, wakeTime, timeZone, routine, dailyLimitMinutes, ...child }) => {
      const saved = await saveChild(cms(), token, childId, child);
      if (saved.code !== 200) return { ...saved, field: null };
      return saveBedtime(cms(), token, childId, {
        bedtime,
        wakeTime,
        timeZone,
        routine,
        dailyLimitMinutes,
      });
    },
    resetOnFailure: false,
    hideFields: ['profileImg'],
    success,
    show: (answer) => ({ field: answer?.field ?? null }),
  });
}

type ChildFields = Record<'name' | 'dateOfBirth' | 'theme' | 'profileImg', ConformField>;

function textList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string');
}

/** The child's own fields, the same on both forms. */
function ChildFieldsSection({ fields, child, today }: { fields: ChildFields; child: Child | null; today: string }) {
  const chosen = new Set(textList(fields.theme.initialValue));
  return (
    <>
      <FormTextField field={fields.name} label="Name" autoComplete="off" />
      <DatePicker
        label="Date of birth"
        name={fields.dateOfBirth.name}
        key={fields.dateOfBirth.key}
        defaultValue={typeof fields.dateOfBirth.initialValue === 'string' ? fields.dateOfBirth.initialValue : undefined}
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
    </>
  );
}

function CreateChildForm({ today }: { today: string }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(childSchema, actionData?.result);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="auth-form">
      <FormAlert answer={actionData} />
      <ChildFieldsSection fields={fields} child={null} today={today} />
      <SubmitButton isFullWidth>Create profile</SubmitButton>
    </Form>
  );
}

type EditData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>['bedtime'], null>;

function EditChildForm({ child, bedtime, today }: { child: Child; bedtime: EditData; today: string }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(childWithBedtimeSchema, actionData?.result, {
    defaultValue: {
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      theme: child.theme,
      bedtime: bedtime.bedtime,
      wakeTime: bedtime.wakeTime,
      timeZone: bedtime.timeZone,
      routine: bedtime.routine.map((item) => item.id),
      dailyLimitMinutes: bedtime.dailyLimitMinutes,
    },
  });
  const refusal = actionData?.field ? { field: actionData.field, message: actionData.message } : null;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="auth-form">
      <FormAlert answer={actionData} />
      <ChildFieldsSection fields={fields} child={child} today={today} />
      <BedtimeFieldset fields={fields} choices={bedtime.choices} timeZones={bedtime.timeZones} refusal={refusal} />
      <SubmitButton isFullWidth>Save profile</SubmitButton>
    </Form>
  );
}

/** One form for creating and editing a child (spec section 2); multipart so the photo goes with it. Editing adds Bedtime. */
export default function ChildFormPage() {
  const { child, bedtime, today } = useLoaderData<typeof loader>();
  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{child ? `Edit ${child.name}'s profile` : 'Create Child Profile'}</h1>
      {child && bedtime ? <EditChildForm child={child} bedtime={bedtime} today={today} /> : <CreateChildForm today={today} />}
    </section>
  );
}
