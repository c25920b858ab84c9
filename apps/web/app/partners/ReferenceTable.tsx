import type { ReferenceRow } from './element-reference.server';

/** One part of the element's reference (attributes, events, …) as a table a phone can scroll sideways. */
export function ReferenceTable({ caption, typeHeading, rows }: { caption: string; typeHeading: string; rows: ReferenceRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="partners__table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {typeHeading ? <th scope="col">{typeHeading}</th> : null}
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              {typeHeading ? <td>{row.type ? <code>{row.type}</code> : null}</td> : null}
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
