// The caption (for screen readers) and column headings of a data table; `actions` adds the
// unlabelled column of per-row buttons, named for assistive technology only.
export function TableHead({ caption, columns, actions = false }: { caption: string; columns: string[]; actions?: boolean }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
    </>
  );
}
