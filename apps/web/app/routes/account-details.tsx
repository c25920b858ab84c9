import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { AlertDialog, Button, LinkButton, Modal } from '@tate/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { confirmationOf, deleteAccountSchema, formatDate, planLabel, trialDaysLeft, type Confirmation } from '../account/account-details';
import { DeleteAccountForm } from '../account/DeleteAccountForm';
import { requireParent } from '../account/guard.server';
import { cancelSubscription, deleteAccount, getDetail } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { deleteChild, listChildren } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { billingPortal } from '../cms/subscription.server';
import { submitForm } from '../forms/form-action.server';
import { signOutCookie } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Account Details | Tate Web' }];

const CANCEL_QUESTION = 'Do you really want to cancel you subscription... ?';

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const [detail, children] = await loadFromCms(() =>
    Promise.all([getDetail(cms(), token), listChildren(cms(), token)]),
  );
  if (!detail.data) throw data({ message: detail.message }, { status: 503 });
  return {
    email: detail.data.email,
    plan: planLabel(detail.data.subscriptionPlan),
    cancelled: detail.data.is_subscribe === 'cancel',
    renewPlan: detail.data.subscriptionPlan === 'year' ? 'year' : 'month',
    trialDaysLeft: trialDaysLeft(detail.data.is_subscribe, detail.data.expiryDate),
    billingPortal: detail.data.billingPortal,
    renewsOn: formatDate(detail.data.expiryDate),
    children: children.map(({ id, name, age }) => ({ id, name, age })),
    confirm: confirmationOf(new URL(request.url)),
  };
}

const intentSchema = z.object({ intent: z.enum(['cancel-subscription', 'billing-portal', 'delete-account', 'delete-child']) });

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

  if (intent === 'delete-child') {
    const childId = z.string().min(1).max(64).parse(formData.get('childId'));
    const answer = await loadFromCms(() => deleteChild(cms(), token, childId));
    return redirectWithToast('/account/details', {
      type: answer.code === 200 ? 'success' : 'error',
      description: answer.message,
    });
  }

  return submitForm(formData, {
    schema: deleteAccountSchema,
    send: ({ email, password }) => deleteAccount(cms(), token, email, password),
    success: { redirectTo: '/login', headers: async () => ({ 'Set-Cookie': await signOutCookie(request) }) },
  });
}

/** A button that asks for confirmation: it opens the dialog with JavaScript, and without it loads `?confirm=`. */
function ConfirmButton({ value, label, onOpen }: { value: Confirmation; label: string; onOpen: () => void }) {
  return (
    <Form
      method="get"
      className="inline-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <Button type="submit" name="confirm" value={value} variant={value === 'delete' ? 'danger' : 'secondary'}>
        {label}
      </Button>
    </Form>
  );
}

export default function AccountDetails() {
  const account = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [dialog, setDialog] = useState<Confirmation | null>(null);
  useEffect(() => {
    if (actionData) setDialog('delete');
  }, [actionData]);
  const cancelling = navigation.formData?.get('intent') === 'cancel-subscription';

  return (
    <section className="page account" aria-labelledby="page-heading">
      <h1 id="page-heading">Account Details</h1>

      <section aria-labelledby="login-heading" className="account__block">
        <h2 id="login-heading">Login</h2>
        <p>
          E-mail: <strong>{account.email}</strong>
        </p>
        <ConfirmButton value="delete" label="Delete account" onOpen={() => setDialog('delete')} />
        {account.confirm === 'delete' ? (
          <div className="account__confirm" role="group" aria-labelledby="delete-heading">
            <h3 id="delete-heading">Delete account</h3>
            <DeleteAccountForm lastResult={actionData?.result} answer={actionData} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="subscription-heading" className="account__block">
        <h2 id="subscription-heading">Subscription</h2>
        <p>
          Plan: <strong>{account.plan}</strong>
        </p>
        {account.trialDaysLeft !== null ? (
          <p>
            Free trial: <strong>{account.trialDaysLeft === 1 ? '1 day' : `${account.trialDaysLeft} days`} left</strong>
          </p>
        ) : null}
        {account.renewsOn ? (
          <p>
            {account.cancelled ? 'Access until' : 'Renews on'}: <strong>{account.renewsOn}</strong>
          </p>
        ) : null}
        {account.cancelled ? (
          <div className="button-row">
            <Button variant="secondary" isDisabled>
              Cancelled
            </Button>
            <LinkButton href={`/subscription-renewal?plan=${account.renewPlan}`}>Resubscribe</LinkButton>
          </div>
        ) : (
          <ConfirmButton value="cancel" label="Cancel subscription" onOpen={() => setDialog('cancel')} />
        )}
        {account.confirm === 'cancel' && !account.cancelled ? (
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
        {account.billingPortal ? (
          <Form method="post" className="inline-form">
            <Button type="submit" name="intent" value="billing-portal" variant="ghost">
              Manage card and invoices
            </Button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="children-heading" className="account__block">
        <h2 id="children-heading">Children</h2>
        <LinkButton href="/account/create-child" variant="primary">
          Create child profile
        </LinkButton>
        {account.children.length === 0 ? (
          <p>No child profiles yet. Create one so your child can listen to Tate's meditations.</p>
        ) : (
          <ul className="account__children">
            {account.children.map((child) => (
              <li key={child.id}>
                <Link to={`/child-profile/${child.id}`}>{child.name}</Link> ({child.age} years){' '}
                <Link to={`/account/edit-child/${child.id}`} aria-label={`Edit ${child.name}'s profile`}>
                  Edit
                </Link>{' '}
                <Form method="post" className="inline-form">
                  <input type="hidden" name="childId" value={child.id} />
                  <Button type="submit" name="intent" value="delete-child" variant="secondary" aria-label={`Delete ${child.name}'s profile`}>
                    Delete
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AlertDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        isPending={cancelling}
        onConfirm={() => submit({ intent: 'cancel-subscription' }, { method: 'post' })}
      >
        {CANCEL_QUESTION}
      </AlertDialog>
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
