import type { ReactNode } from 'react';

/** The foot of a public form: what the asterisk means, and the submit button (`children`) beside it, above it on a phone. */
export const RequiredFieldsFooter = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
    <p className="text-slate-600 text-xs">
      Fields marked <span className="text-danger-700">*</span> are required.
    </p>
    {children}
  </div>
);
