import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { INTERESTS, latestToday, MIN_BIRTH_DATE, type BedtimeSettings } from '@tate/contracts';
import { Checkbox, DatePicker, PhotoPicker } from '@tate/ui';
import { BedtimeFieldset } from '../bedtime/settings/BedtimeFieldset';
import bedtimeFormStyles from '../bedtime/settings/bedtime-settings.css?url';
import { childWithBedtimeSchema } from '../bedtime/settings/child-bedtime-schema';
import { familyTimeZone, routineChoices, timeZoneChoices } from '../bedtime/settings/choices.server';
import { savedTimeZone, siteTimeZone } from '../bedtime/settings/family-time-zone';
import { forgetChildrenCookie } from '../account/children-cookie.server';
import { requireParent } from '../account/guard.server';
import { getBedtime, saveBedtime, type Bedtime } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import { createChild, getChild, updateChild, type Child } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { FormTextField, type ConformField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { DEFAULT_SITE_LOCALE } from '../locale/site-locale';
import type { loader as rootLoader } from '../root';
import { redirectWithToast } from '../toast/toast.server';
import type { z } from 'zod';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: pageTitle(page?.child ? 'Edit Child Profile' : 'Create Child Profile'),
  },
];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: bedtimeFormStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const today = latestToday();
  const timeZones = timeZoneChoices();
  if (!params.childId) {
    const [choices, timeZone] = await loadFromCms(() => Promise.all([routineChoices(cms()), familyTimeZone(cms(), token)]));
    // A new child: no quiet hours, routine or limit yet; the family's zone when it has one.
    const bedtime = { bedtime: null, wakeTime: null, routine: [], dailyLimitMinutes: null, savedTimeZone: timeZone, choices, timeZones };
    return data({ child: null, bedtime, today });
  }
  const childId = params.childId;
  const [child, bedtime] = await loadFromCms(() => Promise.all([getChild(cms(), token, childId), getBedtime(cms(), token, childId)]));
  if (!child || !bedtime) {
    throw await redirectWithToast('/account/details', {
      type: 'error',
      description: 'This child profile was not found',
    });
  }
  const choices = await loadFromCms(() => routineChoices(cms()));
  return data({ child, bedtime: { ...editedBedtime(bedtime), choices, timeZones }, today });
}

/** The saved settings as the form shows them: the routine as ids, the zone only when the family has saved one. */
function editedBedtime(bedtime: Bedtime) {
  return {
    bedtime: bedtime.bedtime,
    wakeTime: bedtime.wakeTime,
    routine: bedtime.routine.map((item) => item.id),
    dailyLimitMinutes: bedtime.dailyLimitMinutes,
    savedTimeZone: savedTimeZone(bedtime.timeZone),
  };
}

/** The child's own fields and its bedtime, as one Save sends them. */
function split({ bedtime, wakeTime, timeZone, routine, dailyLimitMinutes, ...child }: z.output<typeof childWithBedtimeSchema>) {
  const settings: BedtimeSettings = { bedtime, wakeTime, timeZone, routine, dailyLimitMinutes };
  return { child, settings };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const childId = params.childId;
  return submitForm(request, {
    schema: childWithBedtimeSchema,
    // A new child: one Save, one write, the child with its bedtime; a refused setting makes nothing, and the form
    // stays as typed with the CMS's message on its field. An edit: the child, then its bedtime; a refused bedtime
    // keeps the parent on the form with its message.
    send: async (value) => {
      const { child, settings } = split(value);
      if (!childId) return createChild(cms(), token, child, settings);
      const saved = await updateChild(cms(), token, childId, child);
      if (saved.code !== 200) return { code: saved.code, message: saved.message, field: null };
      return saveBedtime(cms(), token, childId, settings);
    },
    resetOnFailure: false,
    hideFields: ['profileImg'],
    success: {
      redirectTo: '/account/details',
      headers: async () => ({ 'Set-Cookie': await forgetChildrenCookie() }),
    },
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

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

/** One form for both: the child's fields and its Bedtime section, saved with one Save. */
function ChildForm({ child, bedtime, today }: PageData) {
  const actionData = useActionData<typeof action>();
  const locale = useRouteLoaderData<typeof rootLoader>('root')?.settings.locale ?? DEFAULT_SITE_LOCALE;
  const [form, fields] = useConformForm(childWithBedtimeSchema, actionData?.result, {
    defaultValue: {
      name: child?.name,
      dateOfBirth: child?.dateOfBirth,
      theme: child?.theme,
      bedtime: bedtime.bedtime,
      wakeTime: bedtime.wakeTime,
      timeZone: bedtime.savedTimeZone ?? siteTimeZone(locale),
      routine: bedtime.routine,
      dailyLimitMinutes: bedtime.dailyLimitMinutes,
    },
  });
  // The CMS's refusal of this Save, on the field it names.
  const refusal = actionData?.field ? { field: actionData.field, message: actionData.message } : null;
  return (
    <Form method="post" encType="multipart/form-data" {...formAlertProps(form, actionData)} className="auth-form">
      <FormAlert form={form} answer={actionData} />
      <ChildFieldsSection fields={fields} child={child} today={today} />
      <BedtimeFieldset
        fields={fields}
        choices={bedtime.choices}
        timeZones={bedtime.timeZones}
        refusal={refusal}
        followBrowserZone={bedtime.savedTimeZone === null && !actionData}
      />
      <SubmitButton isFullWidth>{child ? 'Save profile' : 'Create profile'}</SubmitButton>
    </Form>
  );
}

/** One form for creating and editing a child (spec section 2); multipart so the photo goes with it. Both hold Bedtime. */
export default function ChildFormPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <PageFrame heading={page.child ? `Edit ${page.child.name}'s profile` : 'Create Child Profile'} className="auth-page">
      <ChildForm key={page.child?.id ?? 'new'} {...page} />
    </PageFrame>
  );
}
