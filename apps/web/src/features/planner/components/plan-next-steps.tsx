import { formatPlanDate } from '@sello/planner/plan-format';
import type { TLocale } from '@sello/shared/i18n/locales';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';

/**
 * The upload page for this plan's documents ("Get a quote for these documents"): it reads the plan by its id and
 * offers a slot for each document the plan says must be translated.
 */
export const planQuotePath = (locale: TLocale, planId: string): string =>
  `${localizedPath(locale, paths.upload)}?planId=${encodeURIComponent(planId)}`;

/** A button whose label may take two lines (the Spanish and French ones on a phone) instead of running off it. */
export const WRAPPING_BUTTON = 'h-auto! min-h-9 whitespace-normal! py-2 text-left [&>svg]:shrink-0';

/** The five things to do after reading the plan; the fourth leads to one quote for the plan's documents. */
export const PlanNextSteps = ({ planId, appointmentDate }: { planId: string; appointmentDate: string }) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const steps: Array<{ title: string; body: ReactNode }> = [
    {
      title: m.nextSteps.confirm.title,
      body: t(m.nextSteps.confirm.body, { date: formatPlanDate(appointmentDate, 'short', locale) }),
    },
    { title: m.nextSteps.order.title, body: m.nextSteps.order.body },
    { title: m.nextSteps.apostilles.title, body: m.nextSteps.apostilles.body },
    {
      title: m.nextSteps.translate.title,
      body: (
        <>
          <span className="block">{m.nextSteps.translate.body}</span>
          <ButtonLink
            to={planQuotePath(locale, planId)}
            size="sm"
            className={`mt-3 ${WRAPPING_BUTTON}`}
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
          >
            {m.plan.getQuote}
          </ButtonLink>
        </>
      ),
    },
    { title: m.nextSteps.assemble.title, body: m.nextSteps.assemble.body },
  ];
  return (
    <section
      aria-labelledby="plan-next-steps-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="plan-next-steps-heading" className="font-semibold text-lg text-slate-900">
        {m.nextSteps.heading}
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
