import type { ReactNode } from 'react';
import type { ReferenceRow } from './element-reference.server';

/** A manifest description with its `backticked` names shown as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One part of the element's reference (attributes, events, …): names with their type, then what each does. */
export function ReferenceList({ heading, typeLabel, rows }: { heading: string; typeLabel: string; rows: ReferenceRow[] }) {
  if (rows.length === 0) return null;
  const id = `reference-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="partners__reference" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.name} className="partners__entry">
            <dt>
              <code className="partners__name">{row.name}</code>
              {row.type ? (
                <span className="partners__type">
                  {typeLabel} <code>{row.type}</code>
                </span>
              ) : null}
            </dt>
            <dd>{withCode(row.description)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
