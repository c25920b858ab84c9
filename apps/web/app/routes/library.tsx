import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchLibrary } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { CategorySection } from '../library/CategorySection';
import { isLoggedIn } from '../session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const categories = await loadFromCms(() => fetchLibrary(cms()));
  return { categories, loggedIn: await isLoggedIn(request) };
}

export default function Library() {
  const { categories, loggedIn } = useLoaderData<typeof loader>();
  return (
    <div className="library">
      <div className="library__intro">
        <h1>Meditations Library</h1>
        <p>
          Calm stories, breathing games and sleepy songs with Tate. Free meditations play for everyone; the rest open
          with a membership.
        </p>
      </div>
      {categories.length === 0 ? (
        <EmptyState title="No categories found" />
      ) : (
        categories.map((category) => <CategorySection key={category.id} category={category} loggedIn={loggedIn} />)
      )}
    </div>
  );
}
