import { Form, useLocation, useSubmit } from '@remix-run/react';
import { LinkButton, PlainButton, PlainTextField, useIsHydrated } from '@tate/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import {
  AGE_OPTIONS,
  DURATION_OPTIONS,
  FEELING_OPTIONS,
  FILTER_PARAMS,
  filterToSearchParams,
  type LibraryFilter,
} from './library-filter';

const FilterDropdown = lazy(() => import('./filter-dropdown').then((module) => ({ default: module.FilterDropdown })));

type Option = { value: string; label: string };
type ListField = 'duration' | 'categoryIds' | 'ageRange' | 'theme';

type Props = { filter: LibraryFilter; categories: { id: string; name: string }[] };

const LIST_FIELDS: ListField[] = ['duration', 'categoryIds', 'ageRange', 'theme'];

function activeFiltersIn(filter: LibraryFilter): boolean {
  return LIST_FIELDS.some((field) => filter[field].length > 0);
}

/**
 * The library's search box and four filter dropdowns: one GET form whose query string is the filter.
 * Without JavaScript the filters are checkboxes and an Apply button; with it each dropdown applies when it closes.
 */
export function LibraryControls({ filter, categories }: Props) {
  const hydrated = useIsHydrated();
  // The dropdowns (react-aria's select and popover) load when the Filters panel is first opened, not with the page.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const dropdowns = hydrated && (filtersOpened || activeFiltersIn(filter));
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState(filter);
  useEffect(() => setChosen(filter), [filter]);

  const filters: { field: ListField; label: string; options: readonly Option[] }[] = [
    { field: 'duration', label: 'Duration', options: DURATION_OPTIONS },
    { field: 'categoryIds', label: 'Category', options: categories.map((c) => ({ value: c.id, label: c.name })) },
    { field: 'ageRange', label: 'Age Suggestion', options: AGE_OPTIONS },
    { field: 'theme', label: 'I want to feel', options: FEELING_OPTIONS },
  ];
  const activeFilters = activeFiltersIn(filter);

  function apply(field: ListField, values: string[]) {
    const next = { ...chosen, [field]: values };
    setChosen(next);
    if (next[field].join() === filter[field].join()) return;
    submit(filterToSearchParams(next), { method: 'get', action: pathname, preventScrollReset: true });
  }

  return (
    <Form method="get" action={pathname} preventScrollReset className="library-controls" aria-label="Search and filter meditations">
      <div className="library-controls__toggles">
        <details className="library-toggle" open={filter.search !== '' || undefined}>
          <summary className="library-toggle__summary">Search</summary>
          <div className="library-toggle__panel library-search">
            {/* Native controls: the library's first load brings no react-aria (docs/decisions/2026-11-24-library-first-screen.md). */}
            <PlainTextField
              type="search"
              label="Search meditations"
              name={FILTER_PARAMS.search}
              defaultValue={filter.search}
              placeholder="Try 'stars' or 'breathing'"
              className="library-search__field"
            />
            <PlainButton type="submit" variant="primary">
              Search
            </PlainButton>
          </div>
        </details>
        <details
          className="library-toggle"
          open={activeFilters || undefined}
          onToggle={(event) => {
            if (event.currentTarget.open) setFiltersOpened(true);
          }}
        >
          <summary className="library-toggle__summary">Filters</summary>
          <div className="library-toggle__panel library-filters">
            {filters.map(({ field, label, options }) => {
              const checkboxes = (
                <fieldset key={field} className="library-filters__group">
                  <legend>{label}</legend>
                  {options.map((option) => (
                    <label key={option.value} className="library-filters__option">
                      <input
                        type="checkbox"
                        name={FILTER_PARAMS[field]}
                        value={option.value}
                        defaultChecked={filter[field].includes(option.value)}
                      />
                      {option.label}
                    </label>
                  ))}
                </fieldset>
              );
              // The dropdowns load after the page (docs/decisions/web-js-budgets.md); the checkboxes stand in till then.
              return dropdowns ? (
                <Suspense key={field} fallback={checkboxes}>
                  <FilterDropdown
                    label={label}
                    name={FILTER_PARAMS[field]}
                    options={[...options]}
                    value={chosen[field]}
                    onChange={(values) => setChosen((current) => ({ ...current, [field]: values }))}
                    onApply={(values) => apply(field, values)}
                  />
                </Suspense>
              ) : (
                checkboxes
              );
            })}
            {dropdowns ? null : (
              <PlainButton type="submit" variant="primary">
                Apply filters
              </PlainButton>
            )}
          </div>
        </details>
        <LinkButton href={pathname} variant="ghost" className="library-controls__clear">
          Clear all
        </LinkButton>
      </div>
    </Form>
  );
}
