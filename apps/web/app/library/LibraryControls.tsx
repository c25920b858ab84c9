import { Form, useLocation, useSubmit } from '@remix-run/react';
import { FeelingChips, LinkButton, PlainButton, PlainSearchField, useIsHydrated } from '@tate/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import { FILTER_PARAMS, filterFromSearchParams, filterToSearchParams, isFilterEmpty, type LibraryFilter } from '../cms/library-filter';
import { AGE_OPTIONS, DURATION_OPTIONS, FEELING_OPTIONS, quoted } from './library-filter';

const FilterDropdown = lazyComponent(() => import('./filter-dropdown').then((module) => module.FilterDropdown));

type Option = { value: string; label: string };
type ListField = 'duration' | 'categoryIds' | 'ageRange' | 'theme';
type PanelField = Exclude<ListField, 'theme'>;

type Props = { filter: LibraryFilter; categories: { id: string; name: string }[] };

const PANEL_FIELDS: PanelField[] = ['duration', 'categoryIds', 'ageRange'];

function panelFiltersIn(filter: LibraryFilter): boolean {
  return PANEL_FIELDS.some((field) => filter[field].length > 0);
}

/** The filter a form would send, read the way the server reads it (empty fields left out). */
function filterOfForm(form: HTMLFormElement): LibraryFilter {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return filterFromSearchParams(params);
}

/**
 * The library's search field, its feeling chips and three filter dropdowns: one GET form whose query string is the
 * filter. Without JavaScript, and with it until the form is hydrated (it loads after the page's first scripts), the
 * chips and filters are checkboxes sent by Apply filters (or the search's magnifier); once hydrated a chip applies when
 * tapped, a dropdown when it closes, the search on Enter.
 */
export function LibraryControls({ filter, categories }: Props) {
  const hydrated = useIsHydrated();
  // The dropdowns (react-aria's select and popover) load when the Filters panel is first opened, not with the page.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const dropdowns = hydrated && (filtersOpened || panelFiltersIn(filter));
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState(filter);
  useEffect(() => setChosen(filter), [filter]);
  // The search box is the browser's own (it keeps what is typed): a new filter from a link (Clear all) resets it. Not
  // as the form hydrates: what a visitor typed before then stays.
  const searchBox = useRef<HTMLInputElement>(null);
  const searchShown = useRef(filter.search);
  useEffect(() => {
    if (searchShown.current === filter.search) return;
    searchShown.current = filter.search;
    if (searchBox.current) searchBox.current.value = filter.search;
  }, [filter.search]);

  const filters: { field: PanelField; label: string; options: readonly Option[] }[] = [
    { field: 'duration', label: 'Duration', options: DURATION_OPTIONS },
    { field: 'categoryIds', label: 'Category', options: categories.map((c) => ({ value: c.id, label: c.name })) },
    { field: 'ageRange', label: 'Age Suggestion', options: AGE_OPTIONS },
  ];

  function go(next: LibraryFilter) {
    setChosen(next);
    const query = filterToSearchParams(next);
    if (query.toString() === filterToSearchParams(filter).toString()) return;
    submit(query, { method: 'get', action: pathname, preventScrollReset: true });
  }

  /** Applies one list with what is typed in the search box, sent or not. */
  function apply(field: ListField, values: string[]) {
    go({ ...chosen, search: searchBox.current?.value.trim() ?? chosen.search, [field]: values });
  }

  return (
    <Form
      method="get"
      action={pathname}
      // The form answers on its own page, which the router knows already: no discovery attribute in the HTML.
      discover="none"
      preventScrollReset
      role="search"
      aria-label="Search and filter meditations"
      className="library-controls"
      onSubmit={(event) => {
        // The query string is written as the server reads it: no empty `search=`.
        event.preventDefault();
        go(filterOfForm(event.currentTarget));
      }}
    >
      {/* Native controls: the library's first load brings no react-aria (docs/decisions/2026-11-24-library-first-screen.md). */}
      <PlainSearchField
        ref={searchBox}
        label="Search meditations"
        name={FILTER_PARAMS.search}
        defaultValue={filter.search}
        placeholder={`Try ${quoted('stars')} or ${quoted('breathing')}`}
        enterKeyHint="search"
        className="library-search"
      />
      <FeelingChips
        legend="I want to feel"
        name={FILTER_PARAMS.theme}
        options={FEELING_OPTIONS}
        value={chosen.theme}
        onChange={(values) => apply('theme', values)}
        className="library-feelings"
      />
      <div className="library-controls__row">
        <details
          className="library-toggle"
          open={panelFiltersIn(filter) || undefined}
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
                    <label key={option.value}>
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
          </div>
        </details>
        {/* Until the form is hydrated (and without JavaScript) the chips and the filters' checkboxes are sent from here. */}
        {hydrated ? null : (
          <PlainButton type="submit" variant="primary" className="library-controls__apply">
            Apply filters
          </PlainButton>
        )}
        {isFilterEmpty(filter) ? null : (
          <LinkButton href={pathname} variant="ghost" className="library-controls__clear">
            Clear all
          </LinkButton>
        )}
      </div>
    </Form>
  );
}
