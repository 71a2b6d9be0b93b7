import type { ReactNode } from 'react';

/** A column's header: its text, or the text with `align: 'right'` (numbers), extra classes (a sticky column) and a key
 * when the label is not a string. */
export type TTableColumn = string | { label: ReactNode; key?: string; align?: 'right'; className?: string };

/**
 * A data table's header row, one style for every admin table. `cellClassName`: the cells' padding (and wrapping),
 * matching the table's body cells.
 */
export const TableHead = ({ columns, cellClassName }: { columns: readonly TTableColumn[]; cellClassName: string }) => (
  <thead className="bg-slate-50">
    <tr>
      {columns.map((column) => {
        const { label, key, align, className } = typeof column === 'string' ? { label: column } : column;
        return (
          <th
            key={key ?? String(label)}
            scope="col"
            className={`${cellClassName} ${align === 'right' ? 'text-right' : 'text-left'} font-semibold text-slate-600 text-xs uppercase tracking-wide ${className ?? ''}`}
          >
            {label}
          </th>
        );
      })}
    </tr>
  </thead>
);
