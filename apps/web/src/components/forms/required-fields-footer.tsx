import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { formsCatalogue } from './messages/catalogue';

/** The foot of a public form: what the asterisk means, and the submit button (`children`) beside it, above it on a phone. */
export const RequiredFieldsFooter = ({ children }: { children: ReactNode }) => {
  const { m } = useMessages(formsCatalogue);
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-600 text-xs">
        <T message={m.requiredFooter} components={{ 0: <span className="text-danger-700" /> }} />
      </p>
      {children}
    </div>
  );
};
