import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchFaqs } from '../cms/pages.server';
import { pageTitle } from '../seo/page-title';

export async function loader() {
  return { faqs: await loadFromCms(() => fetchFaqs(cms())) };
}

export const meta: MetaFunction = () => [{ title: pageTitle('Frequently asked questions') }];

/** The CMS questions as a disclosure list: each answer opens under its question, with or without JavaScript. */
export default function Faq() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Frequently asked questions</h1>
      <ul className="page__faq">
        {faqs.map((faq) => (
          <li key={faq.id}>
            <details>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
