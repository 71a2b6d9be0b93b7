import { formatEur, formatMoney, formatPlanDate, formatUsdRange } from '@sello/planner/plan-format';
import type { TCitation, TComputedThreshold, TIncomeCheck } from '@sello/planner/plan-model';
import type { TLocale } from '@sello/shared/i18n/locales';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { useMessages } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';
import type { TDocumentSchedule } from './plan-dates';
import { PlanWarningList } from './plan-warning-list';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{term}</dt>
    <dd className="break-words text-slate-800 text-sm">{children}</dd>
  </div>
);

const ThresholdTable = ({ threshold }: { threshold: TComputedThreshold }) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const eur = (amount: number) => formatEur(amount, locale);
  const rows: Array<[string, number]> = [
    [m.threshold.you, threshold.principal_eur],
    ...(threshold.dependents_count > 0
      ? [[m.threshold.firstMember, threshold.dependents_eur.first] as [string, number]]
      : []),
    ...(threshold.dependents_count > 1
      ? [
          [
            t(m.threshold.otherMembers, { count: threshold.dependents_count - 1 }),
            threshold.dependents_eur.additional_each,
          ] as [string, number],
        ]
      : []),
  ];
  return (
    <div className="rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">
          {t(m.threshold.caption, { year: String(threshold.year) })}
        </caption>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" className="px-3 py-2 font-normal text-slate-700">
                {label}
              </th>
              <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{eur(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
              {m.threshold.totalMonth}
            </th>
            <td className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">
              {eur(threshold.total_monthly_eur)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 font-normal text-slate-700">
              {m.threshold.totalYear}
            </th>
            <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{eur(threshold.total_annual_eur)}</td>
          </tr>
        </tbody>
      </table>
      {threshold.basis ? (
        <p className="border-slate-100 border-t px-3 py-2 text-slate-600 text-xs">{threshold.basis}</p>
      ) : null}
    </div>
  );
};

const IncomeCheck = ({ check }: { check: TIncomeCheck }) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const eur = (amount: number) => formatEur(amount, locale);
  const income = eur(check.income_monthly_eur);
  const required = eur(check.required_monthly_eur);
  return (
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
          ? m.incomeCheck.meets
          : t(m.incomeCheck.shortfall, { amount: eur(check.shortfall_monthly_eur) })}
      </p>
      <p className="mt-1 leading-relaxed">
        {check.converted_from
          ? t(m.incomeCheck.detailsConverted, {
              income,
              required,
              usd: formatMoney(check.converted_from.amount, 'USD', locale),
              rate: rateText(check.converted_from.usd_to_eur, locale),
              date: formatPlanDate(check.converted_from.rate_date, 'short', locale),
            })
          : t(m.incomeCheck.details, { income, required })}
      </p>
    </div>
  );
};

const rateText = (rate: number, locale: TLocale) => rate.toLocaleString(locale, { maximumFractionDigits: 6 });

/** One document of the plan: a row with its dates that opens to its steps, requirements and figures. */
export const PlanDocumentRow = ({
  schedule,
  citations,
}: {
  schedule: TDocumentSchedule;
  citations: ReadonlyMap<string, TCitation>;
}) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const date = (value: string) => formatPlanDate(value, 'short', locale);
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
                {date(start)} → {date(due)}
              </span>
            ) : (
              <span>{m.row.noDatedSteps}</span>
            )}
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 text-xs">
              {m.row.requirements[card.requirement]}
            </span>
            {card.time_sensitive ? (
              <span className="inline-flex items-center gap-1 rounded border border-amber-600 bg-amber-50 px-1.5 py-0.5 text-amber-900 text-xs">
                <Clock aria-hidden="true" className="size-3" />
                {m.row.timeSensitive}
              </span>
            ) : null}
            {critical ? (
              <span className="inline-flex items-center gap-1 rounded bg-danger-700 px-1.5 py-0.5 text-white text-xs">
                <OctagonAlert aria-hidden="true" className="size-3" />
                {m.row.critical}
              </span>
            ) : null}
          </span>
        </span>
      }
    >
      <div className="flex flex-col gap-5 text-sm">
        <p className="text-slate-700">{card.description}</p>
        {card.requirement_reason ? (
          <p className="text-slate-700">{t(m.row.why, { reason: card.requirement_reason })}</p>
        ) : null}

        <div>
          <h4 className="font-semibold text-slate-900">{m.row.steps}</h4>
          <ol className="mt-2 flex flex-col gap-2">
            {card.steps.map((step) => {
              const item = items.find((entry) => entry.step_code === step.code);
              return (
                <li
                  key={`${step.code}-${step.label}`}
                  className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{m.row.stepCodes[step.code]}:</span> {step.label}
                  </span>
                  {item ? (
                    <span className="inline-flex shrink-0 items-center gap-1.5 text-slate-700 tabular-nums">
                      {date(item.start_date)}
                      <ArrowRight aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">{m.row.to}</span>
                      {date(item.due_date)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>

        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={m.row.issuedBy}>{card.issuer || '—'}</Fact>
          <Fact term={m.row.apostille}>
            {card.apostille.form
              ? t(m.row.apostilleForm, { label: m.row.apostilleTypes[card.apostille.type], form: card.apostille.form })
              : m.row.apostilleTypes[card.apostille.type]}
          </Fact>
          <Fact term={m.row.translation}>
            {card.translation.note
              ? t(m.row.translationNote, {
                  label: m.row.translationTypes[card.translation.type],
                  note: card.translation.note,
                })
              : m.row.translationTypes[card.translation.type]}
          </Fact>
          <Fact term={m.row.validity}>
            {card.validity_days_max ? t(m.row.validFor, { days: card.validity_days_max }) : m.row.noExpiry}
          </Fact>
          {card.cost_usd ? <Fact term={m.row.cost}>{formatUsdRange(card.cost_usd, locale)}</Fact> : null}
          <Fact term={m.row.confidence}>
            {card.confidence === 'unconfirmed'
              ? t(m.row.checkWithConsulate, { confidence: m.confidence[card.confidence] })
              : m.confidence[card.confidence]}
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
            <h4 className="font-semibold text-slate-900">{m.row.sources}</h4>
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
                    <span className="sr-only"> {m.row.opensNewTab}</span>
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
