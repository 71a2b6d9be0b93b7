import type { ReactNode } from 'react';

export type TDetailItem = { label: string; value: ReactNode; wide?: boolean };

/** Label/value pairs as a description list, two columns from the small breakpoint up. */
export const DetailGrid = ({ items, columns = 2 }: { items: ReadonlyArray<TDetailItem>; columns?: 2 | 3 }) => (
  <dl className={`grid gap-x-6 gap-y-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
    {items.map((item) => (
      <div key={item.label} className={`min-w-0 ${item.wide ? 'sm:col-span-2' : ''}`}>
        <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{item.label}</dt>
        <dd className="mt-1 break-words text-slate-900">{item.value}</dd>
      </div>
    ))}
  </dl>
);
