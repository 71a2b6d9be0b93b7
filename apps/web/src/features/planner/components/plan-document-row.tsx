import { formatEur, formatMoney, formatPlanDate, formatUsdRange } from '@sello/planner/plan-format';
import type { TCitation, TComputedThreshold, TIncomeCheck } from '@sello/planner/plan-model';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { REQUIREMENT_LABELS } from './answer-labels';
import type { TDocumentSchedule } from './plan-dates';
import { APOSTILLE_LABELS, CONFIDENCE_LABELS, STEP_CODE_LABELS, TRANSLATION_LABELS } from './plan-labels';
import { PlanWarningList } from './plan-warning-list';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{term}</dt>
    <dd className="break-words text-slate-800 text-sm">{children}</dd>
  </div>
);

const ThresholdTable = ({ threshold }: { threshold: TComputedThreshold }) => {
  const rows: Array<[string, number]> = [
    ['You', threshold.principal_eur],
    ...(threshold.dependents_count > 0
      ? [['First family member', threshold.dependents_eur.first] as [string, number]]
      : []),
    ...(threshold.dependents_count > 1
      ? [
          [
            `Each other family member (× ${threshold.dependents_count - 1})`,
            threshold.dependents_eur.additional_each,
          ] as [string, number],
        ]
      : []),
  ];
  return (
    <div className="rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">
          Required income {threshold.year} (per month)
        </caption>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" className="px-3 py-2 font-normal text-slate-700">
                {label}
              </th>
              <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{formatEur(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
              Total per month
            </th>
            <td className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">
              {formatEur(threshold.total_monthly_eur)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 font-normal text-slate-700">
              Total per year
            </th>
            <td className="px-3 py-2 text-right text-slate-900 tabular-nums">
              {formatEur(threshold.total_annual_eur)}
            </td>
          </tr>
        </tbody>
      </table>
      {threshold.basis ? (
        <p className="border-slate-100 border-t px-3 py-2 text-slate-600 text-xs">{threshold.basis}</p>
      ) : null}
    </div>
  );
};

const IncomeCheck = ({ check }: { check: TIncomeCheck }) => (
  <div
    className={`rounded-lg border p-3 text-sm ${check.meets_threshold ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-danger-300 bg-danger-50 text-danger-950'}`}
  >
    <p className="flex items-center gap-2 font-semibold">
      {check.meets_threshold ? (
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <OctagonAlert aria-hidden="true" className="size-4 shrink-0" />
      )}
      {check.meets_threshold
        ? 'Your income meets the minimum'
        : `Income shortfall: ${formatEur(check.shortfall_monthly_eur)} per month`}
    </p>
    <p className="mt-1 leading-relaxed">
      Your income: {formatEur(check.income_monthly_eur)} per month
      {check.converted_from
        ? ` (${formatMoney(check.converted_from.amount, 'USD')} at ${check.converted_from.usd_to_eur} EUR per USD, rate of ${formatPlanDate(check.converted_from.rate_date, 'short')})`
        : ''}
      ; required: {formatEur(check.required_monthly_eur)} per month.
    </p>
  </div>
);

/** One document of the plan: a row with its dates that opens to its steps, requirements and figures. */
export const PlanDocumentRow = ({
  schedule,
  citations,
}: {
  schedule: TDocumentSchedule;
  citations: ReadonlyMap<string, TCitation>;
}) => {
  const { card, items, start, due } = schedule;
  const critical = card.warnings.some((warning) => warning.level === 'critical');
  const sources = card.citations.map((id) => citations.get(id)).filter((citation) => citation !== undefined);
  return (
    <Disclosure
      headingLevel={3}
      className="rounded-xl border border-slate-200 bg-white px-4 sm:px-5"
      title={
        <span className="flex min-w-0 flex-col gap-1.5">
          <span className="break-words">{card.label}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 font-normal text-slate-600 text-sm">
            {start && due ? (
              <span className="tabular-nums">
                {formatPlanDate(start, 'short')} → {formatPlanDate(due, 'short')}
              </span>
            ) : (
              <span>No dated steps</span>
            )}
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 text-xs">
              {REQUIREMENT_LABELS[card.requirement]}
            </span>
            {card.time_sensitive ? (
              <span className="inline-flex items-center gap-1 rounded border border-amber-600 bg-amber-50 px-1.5 py-0.5 text-amber-900 text-xs">
                <Clock aria-hidden="true" className="size-3" />
                Time-sensitive
              </span>
            ) : null}
            {critical ? (
              <span className="inline-flex items-center gap-1 rounded bg-danger-700 px-1.5 py-0.5 text-white text-xs">
                <OctagonAlert aria-hidden="true" className="size-3" />
                Critical
              </span>
            ) : null}
          </span>
        </span>
      }
    >
      <div className="flex flex-col gap-5 text-sm">
        <p className="text-slate-700">{card.description}</p>
        {card.requirement_reason ? (
          <p className="text-slate-700">Why it is in your plan: {card.requirement_reason}</p>
        ) : null}

        <div>
          <h4 className="font-semibold text-slate-900">Steps</h4>
          <ol className="mt-2 flex flex-col gap-2">
            {card.steps.map((step) => {
              const item = items.find((entry) => entry.step_code === step.code);
              return (
                <li
                  key={`${step.code}-${step.label}`}
                  className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{STEP_CODE_LABELS[step.code]}:</span> {step.label}
                  </span>
                  {item ? (
                    <span className="inline-flex shrink-0 items-center gap-1.5 text-slate-700 tabular-nums">
                      {formatPlanDate(item.start_date, 'short')}
                      <ArrowRight aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">to</span>
                      {formatPlanDate(item.due_date, 'short')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>

        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Issued by">{card.issuer || '—'}</Fact>
          <Fact term="Apostille">
            {APOSTILLE_LABELS[card.apostille.type]}
            {card.apostille.form ? ` — form ${card.apostille.form}` : ''}
          </Fact>
          <Fact term="Translation">
            {TRANSLATION_LABELS[card.translation.type]}
            {card.translation.note ? `. ${card.translation.note}` : ''}
          </Fact>
          <Fact term="Validity">
            {card.validity_days_max
              ? `Must be at most ${card.validity_days_max} days old at the appointment`
              : 'Does not expire for this application'}
          </Fact>
          {card.cost_usd ? <Fact term="Typical cost">{formatUsdRange(card.cost_usd)}</Fact> : null}
          <Fact term="Confidence">
            {CONFIDENCE_LABELS[card.confidence]}
            {card.confidence === 'unconfirmed' ? ' — check it with the consulate' : ''}
          </Fact>
        </dl>

        {card.computed_threshold ? <ThresholdTable threshold={card.computed_threshold} /> : null}
        {card.income_check ? <IncomeCheck check={card.income_check} /> : null}

        {card.constraints.length > 0 || card.notes.length > 0 ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700">
            {[...card.constraints, ...card.notes].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}

        {card.warnings.length > 0 ? <PlanWarningList warnings={card.warnings} /> : null}

        {sources.length > 0 ? (
          <div>
            <h4 className="font-semibold text-slate-900">Sources</h4>
            <ul className="mt-1 flex flex-col gap-1">
              {sources.map((source) => (
                <li key={source.id}>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {source.title}
                    <ExternalLink aria-hidden="true" className="ml-1 inline size-3 align-baseline" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Disclosure>
  );
};
