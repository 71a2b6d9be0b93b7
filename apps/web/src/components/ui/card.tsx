import type { ReactNode } from 'react';

/** A titled section of an admin page (an order's documents, a task's versions): its h2, an optional action beside it. */
export const Card = ({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {action}
    </div>
    {children}
  </section>
);
