import { formatPlanDate } from '@sello/planner/plan-format';
import { type TPlan, VISA_TYPE_LABELS } from '@sello/planner/plan-model';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import FileDown from 'lucide-react/icons/file-down';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { ButtonLink, buttonClassName } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/order-format';
import { scheduleDocuments } from './plan-dates';
import { PlanDocumentRow } from './plan-document-row';
import { PlanNextSteps } from './plan-next-steps';
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

/** The generated plan: header and counts, urgent actions, warnings, the timeline, the PDF box, next steps, sources. */
export const PlanView = ({ planId, plan }: { planId: string; plan: TPlan }) => {
  const { header } = plan.web;
  const schedules = scheduleDocuments(plan);
  const urgent = schedules.filter((schedule) => schedule.card.time_sensitive);
  const docLabels = new Map(plan.web.cards.map((card) => [card.doc_id, card.label]));
  const citations = new Map(plan.web.citations_index.map((citation) => [citation.id, citation]));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-brand-700 text-sm">
              {VISA_TYPE_LABELS[plan.answers.visa_type]} · {plan.answers.consulate} consulate
            </p>
            <h1 className="mt-1 text-balance font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              {header.title}
            </h1>
            {header.subtitle ? <p className="mt-2 text-slate-600">{header.subtitle}</p> : null}
            <p className="mt-2 text-slate-600 text-sm">
              Verified {formatPlanDate(header.last_verified_at, 'short')} · Appointment{' '}
              {formatPlanDate(plan.appointment_date, 'short')}
            </p>
          </div>
          <ButtonLink
            to={paths.plannerWizard}
            variant="outline"
            className="self-start"
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            Edit answers
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Stat
            icon={<FileText className="size-4" />}
            label={plan.summary.total_documents === 1 ? 'Document' : 'Documents'}
            value={plan.summary.total_documents}
          />
          <Stat
            icon={<Clock className="size-4" />}
            label="Time-sensitive"
            value={plan.summary.time_sensitive_documents}
          />
          <Stat
            icon={<OctagonAlert className="size-4" />}
            label={plan.summary.critical_warnings === 1 ? 'Critical warning' : 'Critical warnings'}
            value={plan.summary.critical_warnings}
          />
        </dl>
        {/* On a phone the PDF and the order come after a long timeline: their shortcuts sit here. */}
        <nav aria-label="Plan actions" className="flex flex-col gap-2 sm:flex-row lg:hidden">
          <ButtonLink to={paths.upload} icon={<ArrowRight aria-hidden="true" className="size-4" />}>
            Order sworn translations
          </ButtonLink>
          <a href="#plan-pdf-heading" className={buttonClassName({ variant: 'outline' })}>
            <FileDown aria-hidden="true" className="size-4" />
            Get the plan as a PDF
          </a>
        </nav>
      </header>

      {urgent.length > 0 ? (
        <div role="alert" className="mt-8 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            Urgent: {formatCount(urgent.length, 'time-sensitive document')}
          </p>
          <p className="mt-1 text-sm">
            These expire: start them on the date shown, not earlier, and finish by the due date.
          </p>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {urgent.map(({ card, start, due }) => (
              <li key={card.doc_id} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
                <span className="font-semibold">{card.label}</span>
                <span>
                  {start && due
                    ? `start ${formatPlanDate(start, 'short')}, due ${formatPlanDate(due, 'short')}`
                    : 'no dates in the plan'}
                  {card.validity_days_max ? ` (valid ${card.validity_days_max} days)` : ''}
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
                Check these first
              </h2>
              <PlanWarningList warnings={plan.warnings} docLabels={docLabels} />
            </section>
          ) : null}

          <section aria-labelledby="plan-timeline-heading" className="flex flex-col gap-3">
            <h2 id="plan-timeline-heading" className="font-semibold text-slate-900 text-xl">
              Processing timeline
            </h2>
            <p className="text-slate-600 text-sm">
              Documents in the order to start them. Open one for its steps, dates, apostille and translation.
            </p>
            <ol className="flex flex-col gap-3">
              {schedules.map((schedule) => (
                <li key={schedule.card.doc_id}>
                  <PlanDocumentRow schedule={schedule} citations={citations} />
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start" aria-label="PDF and next steps">
          <PlanPdfForm planId={planId} plan={plan} />
          <PlanNextSteps appointmentDate={plan.appointment_date} />
        </aside>
      </div>

      <div className="mt-10 lg:max-w-[calc(100%-25rem)]">
        <PlanSources citations={plan.web.citations_index} />
      </div>
    </div>
  );
};

/** Shown when the session holds no plan (a new tab, or the wizard was never finished). */
export const NoPlanFound = () => (
  <PageMessage
    icon={<FileSearch className="size-7" />}
    title="No plan found in session"
    actions={
      <ButtonLink to={paths.plannerWizard} icon={<Plus aria-hidden="true" className="size-4" />}>
        Start a new plan
      </ButtonLink>
    }
  >
    Plans are kept only in this browser tab. Answer a few questions to build your document plan.
  </PageMessage>
);
