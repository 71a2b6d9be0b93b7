import type { ReactNode } from 'react';

/** A figure with its label, an icon and an optional line under it (admin dashboards). */
export const StatCard = ({
  label,
  value,
  icon,
  detail,
  className = '',
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  detail?: ReactNode;
  /** Grid placement, e.g. a column span. */
  className?: string;
}) => (
  <div
    className={`flex items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
  >
    <dl className="min-w-0">
      <dt className="font-medium text-slate-600 text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums tracking-tight">{value}</dd>
      {detail ? <dd className="mt-1 text-slate-600 text-xs">{detail}</dd> : null}
    </dl>
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
    >
      {icon}
    </span>
  </div>
);
