import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { memberPages, pageTitleFor } from '../pages/page-titles';
import { requireParent } from '../account/guard.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  const { pathname } = new URL(request.url);
  return { title: pageTitleFor(memberPages, pathname.toLowerCase()) ?? '' };
}

/** A page behind the login check whose content arrives in a later issue. */
export default function MemberPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
    </section>
  );
}
