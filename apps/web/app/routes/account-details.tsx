import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { AlertDialog, Avatar, Button, LinkButton, Modal } from '@tate/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  childDataDeletedToast,
  childToDeleteOf,
  confirmationOf,
  deleteChildWarning,
  offersCancel,
  planLabel,
  trialDaysLeft,
  type Confirmation,
} from '../account/account-details';
import accountStyles from '../account/account.css?url';
import { forgetChildrenCookie } from '../account/children-cookie.server';
import { requireParent } from '../account/guard.server';
import { cancelSubscription, getDetail } from '../cms/account.server';
import { deleteAccount } from '../cms/privacy.server';
import { cms } from '../cms/cms.server';
import { listDevices, signOutDevice, signOutOtherDevices } from '../cms/device.server';
import { DevicesSection } from '../account/DevicesSection';
import { lastSeenInWords } from '../account/last-seen';
import { fetchSiteSettings } from '../cms/content.server';
import { formatDate } from '../locale/format-date';
import { deleteChild, getChild, listChildren } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { deleteAccountSchema } from '../privacy/delete-account-schema';
import { DeleteAccountForm } from '../privacy/DeleteAccountForm';
import { familyDataRefusalOf } from '../privacy/family-data';
import { FamilyDataForm } from '../privacy/FamilyDataForm';
import { billingPortal } from '../cms/subscription.server';
import { submitForm } from '../forms/form-action.server';
import { signOutHeaders } from '../account/sign-out.server';
import { redirectWithToast } from '../toast/toast.server';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';
import { AddChildButton } from '../account/AddChildButton';

export const meta: MetaFunction = () => [{ title: pageTitle('Account details') }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

const CANCEL_QUESTION = 'Do you really want to cancel you subscription... ?';

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const [detail, children, settings, devices] = await loadFromCms(() =>
    Promise.all([getDetail(cms(), token), listChildren(cms(), token), fetchSiteSettings(cms()), listDevices(cms(), token)]),
  );
  if (!detail.data) throw data({ message: detail.message }, { status: 503 });
  const url = new URL(request.url);
  const family = children.map(({ id, name, age, imageUrl }) => ({ id, name, age, imageUrl }));
  return {
    name: detail.data.name,
    email: detail.data.email,
    plan: planLabel(detail.data.subscriptionPlan),
    unlimited: detail.data.subscriptionPlan === 'unlimited',
    cancelled: detail.data.is_subscribe === 'cancel',
    offersCancel: offersCancel(detail.data.is_subscribe, detail.data.subscriptionPlan),
    renewPlan: detail.data.subscriptionPlan === 'year' ? 'year' : 'month',
    trialDaysLeft: trialDaysLeft(detail.data.is_subscribe, detail.data.expiryDate),
    billingPortal: detail.data.billingPortal,
    renewsOn: formatDate(detail.data.expiryDate, settings.locale),
    children: family,
    // This browser first, then the others as the CMS orders them (the most recently seen first).
    devices: [...devices]
      .sort((a, b) => Number(b.current) - Number(a.current))
      .map(({ id, name, lastSeenAt, current }) => ({ id, name, current, lastSeen: lastSeenInWords(lastSeenAt, settings.locale) })),
    confirm: confirmationOf(url),
    confirmDeleteChild: childToDeleteOf(url, family),
    familyDataRefusal: familyDataRefusalOf(url),
  };
}

const intentSchema = z.object({
  intent: z.enum(['cancel-subscription', 'billing-portal', 'delete-account', 'delete-child', 'sign-out-device', 'sign-out-other-devices']),
});

export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const formData = await request.formData();
  const { intent } = intentSchema.parse(Object.fromEntries(formData));

  if (intent === 'cancel-subscription') {
    const answer = await loadFromCms(() => cancelSubscription(cms(), token));
    return redirectWithToast('/account/details', {
      type: answer.code === 200 ? 'success' : 'warning',
      description: answer.message,
    });
  }

  if (intent === 'billing-portal') {
    const portal = await loadFromCms(() => billingPortal(cms(), token));
    if (portal.code === 200 && portal.data) return redirect(portal.data);
    return redirectWithToast('/account/details', { type: 'error', description: portal.message });
  }

  if (intent === 'sign-out-device') {
    const deviceId = z.string().min(1).max(64).parse(formData.get('deviceId'));
    const answer = await loadFromCms(() => signOutDevice(cms(), token, deviceId));
    return redirectWithToast('/account/details', { type: answer.code === 200 ? 'success' : 'error', description: answer.message });
  }

  if (intent === 'sign-out-other-devices') {
    const answer = await loadFromCms(() => signOutOtherDevices(cms(), token));
    return redirectWithToast('/account/details', { type: answer.code === 200 ? 'success' : 'error', description: answer.message });
  }

  if (intent === 'delete-child') {
    const childId = z.string().min(1).max(64).parse(formData.get('childId'));
    const child = await loadFromCms(() => getChild(cms(), token, childId));
    const answer = await loadFromCms(() => deleteChild(cms(), token, childId));
    const toast =
      child && answer.data ? { type: 'success' as const, ...childDataDeletedToast(child.name, answer.data.removed) } : { type: 'error' as const, description: answer.message };
    return redirectWithToast('/account/details', toast, { headers: { 'Set-Cookie': await forgetChildrenCookie() } });
  }

  return submitForm(formData, {
    schema: deleteAccountSchema,
    send: ({ email, password }) => deleteAccount(cms(), token, email, password),
    // A refusal (a wrong password) keeps the e-mail typed; the password is never sent back.
    resetOnFailure: false,
    hideFields: ['password'],
    success: { redirectTo: '/login', headers: () => signOutHeaders(request) },
  });
}

type ChildRow = { id: string; name: string };

/**
 * A destructive button that asks first: with JavaScript it opens its dialog, without it loads `?<name>=<value>`,
 * where the page shows the same question inline (the account's `?confirm=`, a child's `?deleteChild=`).
 */
function AskFirstButton({ name, value, label, onOpen }: { name: 'confirm' | 'deleteChild'; value: string; label: string; onOpen: () => void }) {
  return (
    <Form
      method="get"
      className="inline-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <Button type="submit" name={name} value={value} variant="secondary" className="account__destructive">
        {label}
      </Button>
    </Form>
  );
}

/** The no-JavaScript confirmation of a child's deletion, shown in place under the buttons. */
function DeleteChildConfirm({ child }: { child: ChildRow }) {
  return (
    <div className="account__confirm" role="alertdialog" aria-labelledby="delete-child-heading">
      <h3 id="delete-child-heading">Delete {child.name}'s data?</h3>
      <p>{deleteChildWarning(child.name)}</p>
      <Form method="post" action="/account/details" className="button-row">
        <input type="hidden" name="childId" value={child.id} />
        <Link to="/account/details">Keep everything</Link>
        <Button type="submit" name="intent" value="delete-child" variant="danger">
          Delete {child.name}'s data
        </Button>
      </Form>
    </div>
  );
}

type Account = ReturnType<typeof useLoaderData<typeof loader>>;

function PlanStatus({ account }: { account: Account }) {
  if (account.unlimited) return <p>Listen as much as you like with your plush Tate: nothing to renew or pay.</p>;
  if (account.cancelled) {
    return (
      <>
        <p>
          <span className="account__pill">Cancelled</span>
        </p>
        {account.renewsOn ? (
          <p>
            You can listen until <strong>{account.renewsOn}</strong>.
          </p>
        ) : null}
        <LinkButton href={`/subscription-renewal?plan=${account.renewPlan}`}>Resubscribe</LinkButton>
      </>
    );
  }
  return (
    <>
      {account.trialDaysLeft !== null ? (
        <p>
          Free trial: <strong>{account.trialDaysLeft === 1 ? '1 day' : `${account.trialDaysLeft} days`} left</strong>
        </p>
      ) : null}
      {account.renewsOn ? (
        <p>
          Renews on <strong>{account.renewsOn}</strong>
        </p>
      ) : null}
    </>
  );
}

export default function AccountDetails() {
  const account = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [dialog, setDialog] = useState<Confirmation | null>(null);
  const [childToDelete, setChildToDelete] = useState<ChildRow | null>(null);
  // Once deleted the child leaves the list, and the dialog closes with it.
  const childDialogOpen = childToDelete !== null && account.children.some((child) => child.id === childToDelete.id);
  useEffect(() => {
    if (actionData) setDialog('delete');
  }, [actionData]);
  const cancelling = navigation.formData?.get('intent') === 'cancel-subscription';
  const deletingChild = navigation.formData?.get('intent') === 'delete-child';
  const displayName = account.name ?? account.email;

  return (
    <section className="page account" aria-labelledby="page-heading">
      <h1 id="page-heading">Account details</h1>

      <div className="account__cards">
        <PageSection headingId="profile-heading" heading="Profile" className="account__card">
          <div className="account__person">
            <Avatar name={displayName} />
            <p>
              {account.name ? (
                <>
                  <strong>{account.name}</strong>
                  <br />
                </>
              ) : null}
              {account.email}
            </p>
          </div>
          <div className="button-row">
            <LinkButton href="/change-password" variant="secondary">
              Change password
            </LinkButton>
            {/* The grown-ups' doors (unlock tonight, 15 more minutes) ask for this PIN instead of the password. */}
            <LinkButton href="/account/parent-pin" variant="secondary">
              Parent PIN
            </LinkButton>
          </div>
        </PageSection>

        <PageSection headingId="plan-heading" heading="Plan" className="account__card">
          <p className="account__plan-name">{account.plan}</p>
          <PlanStatus account={account} />
          {account.billingPortal ? (
            <Form method="post" className="inline-form">
              <Button type="submit" name="intent" value="billing-portal" variant="ghost">
                Manage card and invoices
              </Button>
            </Form>
          ) : null}
        </PageSection>

        <PageSection headingId="children-heading" heading="Children" className="account__card account__card--wide" action={<AddChildButton />}>
          {account.children.length === 0 ? (
            <p>No child profiles yet. Add one so your child can listen to Tate's meditations.</p>
          ) : (
            <ul className="account__children">
              {account.children.map((child) => (
                <li key={child.id}>
                  <Avatar name={child.name} src={child.imageUrl} />
                  <span className="account__child-name">
                    <Link to={`/child-profile/${child.id}`}>{child.name}</Link>
                    <span>{child.age === 1 ? '1 year old' : `${child.age} years old`}</span>
                  </span>
                  <LinkButton href={`/account/edit-child/${child.id}`} variant="secondary" aria-label={`Edit ${child.name}'s profile`}>
                    Edit
                  </LinkButton>
                </li>
              ))}
            </ul>
          )}
        </PageSection>

        <DevicesSection devices={account.devices} />

        <PageSection headingId="family-data-heading" heading="Your family's data" className="account__card account__card--wide">
          <p className="account__note">
            Download everything Tate keeps about your family: your account and payments, the messages and sign-ups you sent
            us, and each child's profile, photo, listening history and favourites, as files you can open on any computer.
            Our <Link to="/privacy">privacy notice</Link> says what we keep, why and for how long.
          </p>
          <FamilyDataForm refusal={account.familyDataRefusal} />
          {account.children.length > 0 ? (
            <>
              <h3>Delete a child's data</h3>
              <div className="button-row">
                {account.children.map((child) => (
                  <AskFirstButton
                    key={child.id}
                    name="deleteChild"
                    value={child.id}
                    label={`Delete ${child.name}'s data`}
                    onOpen={() => setChildToDelete(child)}
                  />
                ))}
              </div>
            </>
          ) : null}
          {account.confirmDeleteChild ? <DeleteChildConfirm child={account.confirmDeleteChild} /> : null}
        </PageSection>

        <PageSection headingId="danger-heading" heading="Danger zone" className="account__card account__card--wide account__danger">
          {account.offersCancel ? (
            <div className="action-row account__danger-row">
              <p>
                <strong>Cancel subscription</strong>
                <br />
                Your plan stops renewing{account.renewsOn ? `; you can listen until ${account.renewsOn}` : ''}.
              </p>
              <AskFirstButton name="confirm" value="cancel" label="Cancel subscription" onOpen={() => setDialog('cancel')} />
            </div>
          ) : null}
          {account.confirm === 'cancel' && account.offersCancel ? (
            <div className="account__confirm" role="alertdialog" aria-labelledby="cancel-heading">
              <h3 id="cancel-heading">Alert!</h3>
              <p>{CANCEL_QUESTION}</p>
              <Form method="post" className="button-row">
                <Link to="/account/details">No</Link>
                <Button type="submit" name="intent" value="cancel-subscription" variant="danger">
                  Yes
                </Button>
              </Form>
            </div>
          ) : null}
          <div className="action-row account__danger-row">
            <p>
              <strong>Delete account</strong>
              <br />
              Deletes your account, your children's profiles and their favourites. This cannot be undone.
            </p>
            <AskFirstButton name="confirm" value="delete" label="Delete account" onOpen={() => setDialog('delete')} />
          </div>
          {account.confirm === 'delete' ? (
            <div className="account__confirm" role="group" aria-labelledby="delete-heading">
              <h3 id="delete-heading">Delete account</h3>
              <DeleteAccountForm lastResult={actionData?.result} answer={actionData} />
            </div>
          ) : null}
        </PageSection>
      </div>

      <AlertDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        isPending={cancelling}
        onConfirm={() => submit({ intent: 'cancel-subscription' }, { method: 'post' })}
      >
        {CANCEL_QUESTION}
      </AlertDialog>
      {childToDelete ? (
        <AlertDialog
          title={`Delete ${childToDelete.name}'s data?`}
          isOpen={childDialogOpen}
          onOpenChange={(open) => {
            if (!open) setChildToDelete(null);
          }}
          confirmLabel={`Delete ${childToDelete.name}'s data`}
          cancelLabel="Keep everything"
          isPending={deletingChild}
          closeOnConfirm={false}
          onConfirm={() => submit({ intent: 'delete-child', childId: childToDelete.id }, { method: 'post' })}
        >
          {deleteChildWarning(childToDelete.name)}
        </AlertDialog>
      ) : null}
      <Modal
        title="Delete account"
        isOpen={dialog === 'delete' && account.confirm !== 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
      >
        <DeleteAccountForm lastResult={actionData?.result} answer={actionData} onCancel={() => setDialog(null)} />
      </Modal>
    </section>
  );
}
