import FileSearch from 'lucide-react/icons/file-search';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { Spinner } from './spinner';

const tones = {
  neutral: 'bg-slate-100 text-slate-600',
  error: 'bg-danger-50 text-danger-700',
  warning: 'bg-amber-50 text-amber-700',
  success: 'bg-emerald-50 text-emerald-700',
} as const;

/** A centred card for a page that cannot show its content: missing id, not found, failed load, already done. */
export const PageMessage = ({
  icon,
  tone = 'neutral',
  title,
  children,
  actions,
  alert = false,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Announce at once (errors). */
  alert?: boolean;
}) => (
  <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12"
    >
      <span aria-hidden="true" className={`flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>
        {icon}
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
      <div className="mt-3 text-slate-600 leading-relaxed">{children}</div>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </div>
  </div>
);

/** The whole-page loading state: a spinner with its text. */
export const PageLoading = ({ label }: { label: string }) => (
  <div className="flex items-center justify-center gap-3 py-32 text-slate-600">
    <Spinner label={label} />
    <p aria-hidden="true">{label}…</p>
  </div>
);

/** A page whose record failed to load: "not found" for a 404 (neutral), otherwise what went wrong (an error). */
export const RecordLoadFailure = ({
  error,
  notFoundTitle,
  notFoundText,
  errorTitle,
  actions,
}: {
  error: Error;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  actions: ReactNode;
}) => {
  const notFound = error instanceof ApiError && error.status === 404;
  const errorText = useErrorMessage();
  return (
    <PageMessage
      icon={<FileSearch className="size-7" />}
      tone={notFound ? 'neutral' : 'error'}
      title={notFound ? notFoundTitle : errorTitle}
      alert
      actions={actions}
    >
      <p>{notFound ? notFoundText : errorText(error)}</p>
    </PageMessage>
  );
};
