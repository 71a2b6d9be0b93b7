import type { ReactNode } from 'react';

/** A page that is one narrow card with a form: round icon, heading (labels the section), then the content. */
export const FormPage = ({
  titleId,
  icon,
  title,
  children,
}: {
  /** The heading's id, unique on the page. */
  titleId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) => (
  <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20" aria-labelledby={titleId}>
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <h1 id={titleId} className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">
        {title}
      </h1>
      {children}
    </div>
  </section>
);
