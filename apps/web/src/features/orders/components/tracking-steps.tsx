import Check from 'lucide-react/icons/check';
import CircleX from 'lucide-react/icons/circle-x';
import { useMessages } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';
import {
  getOrderProgress,
  getOrderStep,
  ORDER_STEPS,
  reachedAt,
  stepReachedAt,
  type TStepOrder,
} from './order-progress';

/**
 * The six-step progress bar: a bar filled to (step − 1) / 5, and the steps as an ordered list with the
 * date each one was reached. A cancelled order shows a notice instead of progress.
 */
export const TrackingSteps = ({
  order,
}: {
  /** The official quote, when known, tells the steps before payment apart and dates them; `paidAt` dates the payment. */
  order: TStepOrder;
}) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const step = getOrderStep(order);
  const percent = Math.round(getOrderProgress(order) * 100);

  if (step === 0) {
    const cancelledAt = reachedAt(order, 'CANCELLED');
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <p className="font-semibold text-slate-900">{m.steps.cancelled}</p>
          <p className="mt-1 text-sm">
            {cancelledAt
              ? t(m.steps.cancelledOn, { date: formatLongDate(cancelledAt, locale) })
              : m.steps.noFurtherWork}
          </p>
        </div>
      </div>
    );
  }

  const current = ORDER_STEPS[step - 1];
  return (
    // On small screens the bar sits above a vertical list; from `sm` up it runs behind the six
    // circles, from the centre of the first (1/12) to the centre of the last (11/12).
    <div className="relative">
      <div
        role="progressbar"
        aria-label={m.steps.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t(m.steps.stepOf, {
          step,
          count: ORDER_STEPS.length,
          label: current ? m.steps[current] : '',
        })}
        className="h-2 overflow-hidden rounded-full bg-slate-100 sm:absolute sm:top-[17px] sm:right-[8.33%] sm:left-[8.33%] sm:h-1"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="relative mt-6 grid gap-4 sm:mt-0 sm:grid-cols-6 sm:gap-3">
        {ORDER_STEPS.map((key, index) => {
          const number = index + 1;
          const done = number < step;
          const active = number === step;
          const at = number > step ? null : stepReachedAt(order, key);
          return (
            <li
              key={key}
              aria-current={active ? 'step' : undefined}
              className="flex items-center gap-3 sm:flex-col sm:items-center sm:gap-2 sm:text-center"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full font-semibold text-sm ring-4 ${
                  active
                    ? 'bg-brand-600 text-white ring-brand-100'
                    : done
                      ? 'bg-brand-600 text-white ring-white'
                      : 'bg-slate-100 text-slate-500 ring-white'
                }`}
              >
                {done || active ? <Check className="size-4" strokeWidth={3} /> : number}
              </span>
              <span className="flex min-w-0 flex-col">
                <span
                  className={`text-sm ${active ? 'font-semibold text-slate-900' : done ? 'font-medium text-slate-800' : 'text-slate-500'}`}
                >
                  {m.steps[key]}
                </span>
                <span className="sr-only">
                  {' '}
                  {done ? m.steps.completed : active ? m.steps.current : m.steps.upcoming}
                </span>
                {at ? <span className="text-slate-500 text-xs">{formatLongDate(at, locale)}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
