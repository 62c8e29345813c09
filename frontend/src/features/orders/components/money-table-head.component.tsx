import type { ReactNode } from 'react';

/**
 * The head of the order history's money tables (cards on phones): one column header each, with
 * explicit roles, since the cards' CSS display would otherwise undo the table for assistive technology.
 */
export function MoneyTableHead({ columns }: { readonly columns: readonly ReactNode[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column, index) => (
          // A table's columns are fixed: their place is their identity.
          <th key={index} role="columnheader" scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
