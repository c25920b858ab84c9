import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { mayPlay } from '@tate/contracts';
import { LinkButton } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import bedtimeStyles from '../bedtime/evening/bedtime.css?url';
import { leaveChildModeAction } from '../child-mode/child-mode.server';
import { childLibraryPath } from '../child-mode/guard.server';
import childModeStyles from '../child-mode/child-mode.css?url';
import { getBedtime } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchGateAsks } from '../cms/parent-gate.server';
import { ParentGate } from '../parent-gate/ParentGate';
import { pageTitle } from '../seo/page-title';
import { getChildMode } from '../session.server';

export const meta: MetaFunction = () => [{ title: pageTitle('For grown-ups') }];

// The parent gate's look is the bedtime screens' (bedtime.css), where a child meets it too.
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: bedtimeStyles },
  { rel: 'stylesheet', href: childModeStyles },
];

/** `/child-mode/leave`: the grown-ups' way out of child mode; a device that is the parent's has nothing to leave. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const childMode = await getChildMode(request);
  if (!childMode) throw redirect('/library');
  const [asks, bedtime] = await loadFromCms(() =>
    Promise.all([fetchGateAsks(cms(), token), getBedtime(cms(), token, childMode.childId)]),
  );
  return {
    childName: childMode.firstName,
    childLibrary: childLibraryPath(childMode.childId),
    asks,
    // In quiet hours and past the day's limit this page is night too, as the child's library is.
    night: bedtime ? !mayPlay(bedtime.status) : false,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return leaveChildModeAction(request);
}

export default function LeaveChildMode() {
  const { childName, childLibrary, asks, night } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className={night ? 'page leave-child-mode night-page' : 'page leave-child-mode'} aria-labelledby="page-heading">
      <h1 id="page-heading">For grown-ups</h1>
      <p>
        This device is {childName}&apos;s. Your {asks === 'pin' ? 'parent PIN' : 'password'} takes it back and opens the
        whole library, your account and the shop again.
      </p>
      <ParentGate intent="leave" asks={asks} action="Take this device back" answer={answer} standalone />
      {/* A child who tapped Grown-ups sees the way back to their stories. */}
      <LinkButton href={childLibrary} variant="secondary">
        Back to {childName}&apos;s library
      </LinkButton>
    </section>
  );
}
