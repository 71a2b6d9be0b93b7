import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { freeQuoteCatalogue } from '../messages/catalogue';
import { LEAD_FORM_SECTION_ID } from './scroll-to-lead-form';

/** The landing page's form section, the target of its Get a quote buttons; `children` is the lead form. */
export const LeadFormSection = ({ children }: { children: ReactNode }) => {
  const { form } = useMessages(freeQuoteCatalogue).m;
  return (
    <section
      id={LEAD_FORM_SECTION_ID}
      aria-labelledby="lead-form-heading"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h2 id="lead-form-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          {form.heading}
        </h2>
        <p className="mt-2 mb-8 text-slate-600">{form.lead}</p>
        {children}
      </div>
    </section>
  );
};
