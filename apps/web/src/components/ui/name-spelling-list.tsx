import type { TOrderInstructions } from '@sello/shared/order-instructions-schemas';

/** The customer's names as written in the passport, each under what it is ('Full name', 'Place'…). */
export const NameSpellingList = ({ nameSpellings }: Pick<TOrderInstructions, 'nameSpellings'>) => (
  <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
    {nameSpellings.map((entry) => (
      <div key={`${entry.kind}:${entry.asWritten}`} className="contents">
        <dt className="text-slate-600 text-sm">{entry.label}</dt>
        <dd className="break-words font-medium text-slate-900">{entry.asWritten}</dd>
      </div>
    ))}
  </dl>
);
