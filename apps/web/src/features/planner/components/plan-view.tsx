import { formatPlanDate } from '@sello/planner/plan-format';
import type { TPlan } from '@sello/planner/plan-model';
import type { TGeneratePlanResponse } from '@sello/shared/planner-schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import FileDown from 'lucide-react/icons/file-down';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import Languages from 'lucide-react/icons/languages';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { localizedPath, paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useGeneratePlan } from '../api/generate-plan';
import { plannerCatalogue } from '../messages/catalogue';
import { scheduleDocuments } from './plan-dates';
import { PlanDocumentRow } from './plan-document-row';
import { PlanNextSteps, planQuotePath, WRAPPING_BUTTON } from './plan-next-steps';
import { PlanPdfForm } from './plan-pdf-form';
import { PlanSources } from './plan-sources';
import { PlanWarningList } from './plan-warning-list';

const Stat = ({ icon, label, value }: { icon: ReactNode; label: string; value: number }) => (
  <div className="flex min-w-0 flex-col-reverse justify-end gap-0.5 rounded-xl border border-slate-200 bg-white px-3 py-3 sm:px-4">
    <dt className="flex items-start gap-1.5 text-slate-600 text-xs sm:items-center sm:text-sm">
      <span aria-hidden="true" className="mt-px hidden text-brand-700 sm:inline">
        {icon}
      </span>
      {label}
    </dt>
    <dd className="font-semibold text-2xl text-slate-900 tabular-nums">{value}</dd>
  </div>
);

/**
 * A plan written in another language than the page's (made before the visitor switched): one click makes it again
 * from the same answers in the page's language.
 */
const OtherLanguageNotice = ({
  plan,
  onReplace,
}: {
  plan: TPlan;
  onReplace: (result: TGeneratePlanResponse) => void;
}) => {
  const { m, locale } = useMessages(plannerCatalogue);
  const errorText = useErrorMessage();
  const generate = useGeneratePlan();
  return (
    <Alert
      tone="info"
      live={false}
      className="mt-6"
      action={
        <Button
          size="sm"
          variant="outline"
          loading={generate.isPending}
          icon={<Languages aria-hidden="true" className="size-4" />}
          onClick={() =>
            generate.mutate({ answers: plan.answers, locale }, { onSuccess: (result) => onReplace(result) })
          }
        >
          {m.plan.remake}
        </Button>
      }
    >
      <p>{m.plan.otherLanguage}</p>
      {generate.isError ? <p className="mt-1">{errorText(generate.error)}</p> : null}
    </Alert>
  );
};

/** The generated plan: header and counts, urgent actions, warnings, the timeline, the PDF box, next steps, sources. */
export const PlanView = ({
  planId,
  plan,
  onReplace,
}: {
  planId: string;
  plan: TPlan;
  /** The plan made again in the page's language. */
  onReplace: (result: TGeneratePlanResponse) => void;
}) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const { header } = plan.web;
  const schedules = scheduleDocuments(plan);
  const urgent = schedules.filter((schedule) => schedule.card.time_sensitive);
  const docLabels = new Map(plan.web.cards.map((card) => [card.doc_id, card.label]));
  const citations = new Map(plan.web.citations_index.map((citation) => [citation.id, citation]));
  const date = (value: string) => formatPlanDate(value, 'short', locale);
  const { total_documents: documents, critical_warnings: critical } = plan.summary;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-brand-700 text-sm">
              {t(m.plan.visaAndConsulate, {
                visa: m.visaTypes[plan.answers.visa_type],
                consulate: plan.answers.consulate,
              })}
            </p>
            <h1 className="mt-1 text-balance break-words font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {header.title}
            </h1>
            {header.subtitle ? <p className="mt-2 text-slate-600">{header.subtitle}</p> : null}
            <p className="mt-2 text-slate-600 text-sm">
              {t(m.plan.verifiedAppointment, {
                verified: date(header.last_verified_at),
                appointment: date(plan.appointment_date),
              })}
            </p>
          </div>
          <ButtonLink
            to={localizedPath(locale, paths.plannerWizard)}
            variant="outline"
            className="self-start"
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            {m.plan.editAnswers}
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Stat
            icon={<FileText className="size-4" />}
            label={t(m.plan.documents, { count: documents })}
            value={documents}
          />
          <Stat
            icon={<Clock className="size-4" />}
            label={m.plan.timeSensitive}
            value={plan.summary.time_sensitive_documents}
          />
          <Stat
            icon={<OctagonAlert className="size-4" />}
            label={t(m.plan.criticalWarnings, { count: critical })}
            value={critical}
          />
        </dl>
        {/* On a phone the PDF and the quote come after a long timeline: their shortcuts sit here. */}
        <nav aria-label={m.plan.actions} className="flex flex-col gap-2 sm:flex-row lg:hidden">
          <ButtonLink
            to={planQuotePath(locale, planId)}
            className={WRAPPING_BUTTON}
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
          >
            {m.plan.getQuote}
          </ButtonLink>
          <a href="#plan-pdf-heading" className={buttonClassName({ variant: 'outline', className: WRAPPING_BUTTON })}>
            <FileDown aria-hidden="true" className="size-4" />
            {m.plan.getPdf}
          </a>
        </nav>
      </header>

      {plan.locale !== locale ? <OtherLanguageNotice plan={plan} onReplace={onReplace} /> : null}

      {urgent.length > 0 ? (
        <div role="alert" className="mt-8 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            {t(m.plan.urgent, { count: urgent.length })}
          </p>
          <p className="mt-1 text-sm">{m.plan.urgentLead}</p>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {urgent.map(({ card, start, due }) => (
              <li key={card.doc_id} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
                <span className="font-semibold">{card.label}</span>
                <span>
                  {start && due ? t(m.plan.startDue, { start: date(start), due: date(due) }) : m.plan.noDates}
                  {card.validity_days_max ? ` ${t(m.plan.validDays, { days: card.validity_days_max })}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-10">
          {plan.warnings.length > 0 ? (
            <section aria-labelledby="plan-warnings-heading" className="flex flex-col gap-3">
              <h2 id="plan-warnings-heading" className="font-semibold text-slate-900 text-xl">
                {m.plan.checkFirst}
              </h2>
              <PlanWarningList warnings={plan.warnings} docLabels={docLabels} />
            </section>
          ) : null}

          <section aria-labelledby="plan-timeline-heading" className="flex flex-col gap-3">
            <h2 id="plan-timeline-heading" className="font-semibold text-slate-900 text-xl">
              {m.plan.timeline}
            </h2>
            <p className="text-slate-600 text-sm">{m.plan.timelineLead}</p>
            <ol className="flex flex-col gap-3">
              {schedules.map((schedule) => (
                <li key={schedule.card.doc_id}>
                  <PlanDocumentRow schedule={schedule} citations={citations} />
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start" aria-label={m.plan.aside}>
          <PlanPdfForm planId={planId} plan={plan} />
          <PlanNextSteps planId={planId} appointmentDate={plan.appointment_date} />
        </aside>
      </div>

      <div className="mt-10 lg:max-w-[calc(100%-25rem)]">
        <PlanSources citations={plan.web.citations_index} />
      </div>
    </div>
  );
};

/** Shown when the session holds no plan (a new tab, or the wizard was never finished). */
export const NoPlanFound = () => {
  const { m, locale } = useMessages(plannerCatalogue);
  return (
    <PageMessage
      icon={<FileSearch className="size-7" />}
      title={m.noPlan.title}
      actions={
        <ButtonLink
          to={localizedPath(locale, paths.plannerWizard)}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {m.noPlan.start}
        </ButtonLink>
      }
    >
      {m.noPlan.body}
    </PageMessage>
  );
};
