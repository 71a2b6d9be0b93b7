import { formatPlanDate } from '@sello/planner/plan-format';
import { toConsulate } from '@sello/planner/plan-model';
import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import type { TLocale } from '@sello/shared/i18n/locales';
import Pencil from 'lucide-react/icons/pencil';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';
import type { en } from '../messages/en';
import { countryLabel, US_STATE_NAMES } from './place-options';
import {
  asksApplicantType,
  asksSsaCertificate,
  asVisaType,
  DEFAULT_APPOINTMENT_DAYS,
  isoDateInDays,
  stepSkipReason,
  type TWizardStepId,
  type TWizardValues,
  WIZARD_STEPS,
} from './wizard-values';

type TRow = { label: string; value: string };
type TMessages = TCatalogue<typeof en>;
type TText = { m: TMessages; t: TFormat; locale: TLocale };

/** The label of a choice, or 'Not answered' for a value the list does not have. */
const labelOf = (labels: Readonly<Record<string, string | { label: string }>>, value: string, m: TMessages): string => {
  const entry = labels[value];
  if (entry === undefined) return value || m.review.notAnswered;
  return typeof entry === 'string' ? entry : entry.label;
};

const rowsFor = (step: TWizardStepId, values: TWizardValues, { m, t, locale }: TText): TRow[] => {
  const visa = asVisaType(values.visa_type);
  const yesNo = (value: string) => (value === 'yes' ? m.choices.yes : m.choices.no);
  const orBlank = (value: string) => value.trim() || m.review.notGiven;
  const date = (value: string) => formatPlanDate(value, 'short', locale);
  switch (step) {
    case 'destination':
      return [
        { label: m.review.country, value: labelOf(m.countries, values.country, m) },
        { label: m.review.visaType, value: visa ? m.visaTypes[visa] : m.review.notAnswered },
        { label: m.review.consulate, value: toConsulate(values.consulate) ?? m.review.notAnswered },
        {
          label: m.review.appointment,
          value: values.appointment_date
            ? date(values.appointment_date)
            : t(m.review.notBooked, { date: date(isoDateInDays(DEFAULT_APPOINTMENT_DAYS)) }),
        },
      ];
    case 'applicant':
      return [
        ...(asksApplicantType(visa)
          ? [{ label: m.review.howYouWork, value: labelOf(m.choices.applicantTypes, values.applicant_type, m) }]
          : []),
        { label: m.review.citizenship, value: labelOf(m.choices.citizenship, values.citizenship_status, m) },
        { label: m.review.nie, value: labelOf(m.choices.nie, values.nie_status, m) },
      ];
    case 'dependents':
      return values.has_dependents === 'yes'
        ? [
            { label: m.review.familyComing, value: orBlank(values.dependents_count) },
            { label: m.review.anyAdult, value: yesNo(values.any_dependent_18plus) },
            { label: m.review.anyMarried, value: yesNo(values.any_dependent_married) },
          ]
        : [{ label: m.review.familyComing, value: m.review.none }];
    case 'residence':
      return values.residence_history_5y.map((row, index) => {
        const country = row.country ? countryLabel(row.country.toUpperCase(), locale) : '?';
        const months = Number(row.months.trim());
        return {
          label: t(m.review.countryRow, { index: index + 1 }),
          value:
            row.months.trim() && Number.isFinite(months)
              ? t(m.review.countryMonths, { country, months })
              : t(m.review.countryMonthsUnknown, { country }),
        };
      });
    case 'company': {
      const age = Number(values.company_age_months.trim());
      return [
        {
          label: m.review.stateOfIncorporation,
          value: US_STATE_NAMES[values.company_state_incorp.toUpperCase()] ?? orBlank(values.company_state_incorp),
        },
        {
          label: m.review.companyAge,
          value:
            values.company_age_months.trim() && Number.isFinite(age)
              ? t(m.review.companyAgeMonths, { months: age })
              : orBlank(values.company_age_months),
        },
        { label: m.review.monthsWithCompany, value: orBlank(values.months_with_company) },
      ];
    }
    case 'credentials':
      return [
        { label: m.review.degree, value: yesNo(values.has_degree) },
        { label: m.review.experience, value: orBlank(values.years_experience) },
      ];
    case 'income':
      return [
        {
          label: m.review.income,
          value: values.monthly_income_amount.trim()
            ? t(m.review.incomeValue, {
                amount: values.monthly_income_amount.trim(),
                currency: labelOf(m.choices.currencies, values.monthly_income_currency, m),
              })
            : m.review.notGiven,
        },
      ];
    case 'health':
      return [
        { label: m.review.insurance, value: yesNo(values.health_insurance_has_no_copays_limits) },
        ...(asksSsaCertificate(visa)
          ? [{ label: m.review.ssa, value: yesNo(values.ssa_certificate_of_coverage) }]
          : []),
      ];
    case 'review':
      return [];
  }
};

/** Every answer, grouped by step, each group with an 'Edit' button that goes back to its step. */
export const WizardReview = ({ values, onEdit }: { values: TWizardValues; onEdit: (step: number) => void }) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const visa = asVisaType(values.visa_type);
  return (
    <div className="flex flex-col gap-4">
      {WIZARD_STEPS.map((step, index) => {
        if (step.id === 'review') return null;
        const skip = stepSkipReason(step.id, visa);
        const headingId = `review-${step.id}`;
        const title = m.steps[step.id].title;
        return (
          <section
            key={step.id}
            aria-labelledby={headingId}
            className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {title}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(index)}
                aria-label={t(m.review.editStep, { step: title })}
                className="inline-flex items-center gap-1.5 rounded px-1 font-medium text-brand-700 text-sm underline-offset-4 hover:text-brand-800 hover:underline"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                {m.review.edit}
              </button>
            </div>
            {skip ? (
              <p className="mt-2 text-slate-600 text-sm">{m.skip[skip]}</p>
            ) : (
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
                {rowsFor(step.id, values, { m, t, locale }).map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd className="break-words font-medium text-slate-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
};
