import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { pageTitleFor, publicPages } from '../pages/page-titles';

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  return { title: pageTitleFor(publicPages, pathname.toLowerCase()) ?? '' };
}

/** A public page of the route table whose content arrives in a later issue. */
export default function PublicPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
    </section>
  );
}
