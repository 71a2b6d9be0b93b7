import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';

export type TAlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<TAlertTone, { box: string; icon: string; Icon: typeof Info }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'text-sky-700', Icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-700', Icon: CircleCheck },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'text-amber-700', Icon: TriangleAlert },
  error: { box: 'border-danger-200 bg-danger-50 text-danger-900', icon: 'text-danger-700', Icon: CircleAlert },
};

/**
 * A message box. Errors and warnings are announced at once (role="alert"); info and success
 * politely (role="status").
 */
export const Alert = ({
  tone = 'info',
  title,
  children,
  action,
  live = true,
  className = '',
}: {
  tone?: TAlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Set false when the alert sits inside a live region that already announces it. */
  live?: boolean;
  className?: string;
}) => {
  const { box, icon, Icon } = tones[tone];
  return (
    <div
      role={live ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined}
      className={`flex gap-3 rounded-xl border p-4 text-sm ${box} ${className}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
};
