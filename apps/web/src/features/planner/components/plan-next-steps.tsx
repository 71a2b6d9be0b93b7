import { formatPlanDate } from '@sello/planner/plan-format';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The five things to do after reading the plan; the fourth leads to the translation order. */
export const PlanNextSteps = ({ appointmentDate }: { appointmentDate: string }) => {
  const steps: Array<{ title: string; body: ReactNode }> = [
    {
      title: 'Confirm your appointment',
      body: `Book or confirm your consulate appointment; this plan counts back from ${formatPlanDate(appointmentDate, 'short')}.`,
    },
    {
      title: 'Order your documents',
      body: 'Follow the timeline. Order time-sensitive documents on their start date, not earlier.',
    },
    {
      title: 'Get the apostilles',
      body: 'Send each document that needs one to the issuing state or the US Department of State.',
    },
    {
      title: 'Order sworn translations',
      body: (
        <>
          <span className="block">Upload the apostilled documents for a sworn translation into Spanish.</span>
          <ButtonLink
            to={paths.upload}
            size="sm"
            className="mt-3"
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
          >
            Order sworn translations
          </ButtonLink>
        </>
      ),
    },
    {
      title: 'Assemble your application',
      body: 'Put originals, apostilles and translations together, with a copy of each, for the appointment.',
    },
  ];
  return (
    <section
      aria-labelledby="plan-next-steps-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="plan-next-steps-heading" className="font-semibold text-lg text-slate-900">
        Next steps
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700 text-sm"
            >
              {index + 1}
            </span>
            <div className="min-w-0 text-sm">
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <div className="mt-0.5 text-slate-600 leading-relaxed">{step.body}</div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
