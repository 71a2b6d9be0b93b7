import type { ReactNode } from 'react';

/** Eyebrow, h2 and lead paragraph that open a page section. */
export const SectionHeading = ({
  eyebrow,
  title,
  lead,
  align = 'center',
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
}) => (
  <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
    {eyebrow ? <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p> : null}
    <h2 id={id} className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
      {title}
    </h2>
    {lead ? <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">{lead}</p> : null}
  </div>
);
