import type { ReactNode } from 'react';

/** The top band of an inner page: eyebrow, the page's one h1, and a lead paragraph. */
export const PageIntro = ({ eyebrow, title, lead }: { eyebrow: string; title: ReactNode; lead: ReactNode }) => (
  <section className="relative isolate overflow-hidden border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
    <div
      aria-hidden="true"
      className="-top-24 -z-10 -translate-x-1/2 absolute left-1/2 h-72 w-[48rem] rounded-full bg-brand-200/40 blur-3xl"
    />
    <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
      <h1 className="mt-3 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-slate-600 leading-relaxed">{lead}</p>
    </div>
  </section>
);
