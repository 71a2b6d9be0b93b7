import type { TCustomerSummary } from '@sello/shared/customer-schemas';

/** "Account" (signed up) or "Guest" (ordered without an account). */
export const CustomerKindBadge = ({ kind }: { kind: TCustomerSummary['kind'] }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${
      kind === 'account' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-slate-100 text-slate-700 ring-slate-300'
    }`}
  >
    {kind === 'account' ? 'Account' : 'Guest'}
  </span>
);
