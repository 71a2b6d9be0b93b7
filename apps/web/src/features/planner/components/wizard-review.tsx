import { formatPlanDate } from '@sello/planner/plan-format';
import {
  PLANNER_COUNTRY_LABELS,
  type TApplicantType,
  type TCitizenshipStatus,
  type TIncomeCurrency,
  type TNieStatus,
  type TPlannerCountry,
  toConsulate,
  VISA_TYPE_LABELS,
} from '@sello/planner/plan-model';
import Pencil from 'lucide-react/icons/pencil';
import { APPLICANT_TYPE_LABELS, CITIZENSHIP_LABELS, CURRENCY_LABELS, NIE_LABELS } from './answer-labels';
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

const labelOf = <T extends string>(labels: Record<T, string | { label: string }>, value: string): string => {
  const entry = (labels as Record<string, string | { label: string } | undefined>)[value];
  if (entry === undefined) return value || 'Not answered';
  return typeof entry === 'string' ? entry : entry.label;
};

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : 'No');
const orBlank = (value: string, blank = 'Not given') => value.trim() || blank;

const rowsFor = (step: TWizardStepId, values: TWizardValues): TRow[] => {
  const visa = asVisaType(values.visa_type);
  switch (step) {
    case 'destination':
      return [
        { label: 'Country', value: labelOf<TPlannerCountry>(PLANNER_COUNTRY_LABELS, values.country) },
        { label: 'Visa type', value: visa ? VISA_TYPE_LABELS[visa] : 'Not answered' },
        { label: 'Consulate', value: toConsulate(values.consulate) ?? 'Not answered' },
        {
          label: 'Appointment date',
          value: values.appointment_date
            ? formatPlanDate(values.appointment_date, 'short')
            : `Not booked yet (the plan assumes ${formatPlanDate(isoDateInDays(DEFAULT_APPOINTMENT_DAYS), 'short')})`,
        },
      ];
    case 'applicant':
      return [
        ...(asksApplicantType(visa)
          ? [{ label: 'How you work', value: labelOf<TApplicantType>(APPLICANT_TYPE_LABELS, values.applicant_type) }]
          : []),
        { label: 'Citizenship', value: labelOf<TCitizenshipStatus>(CITIZENSHIP_LABELS, values.citizenship_status) },
        { label: 'NIE', value: labelOf<TNieStatus>(NIE_LABELS, values.nie_status) },
      ];
    case 'dependents':
      return values.has_dependents === 'yes'
        ? [
            { label: 'Family members coming', value: orBlank(values.dependents_count) },
            { label: 'Any 18 or older', value: yesNo(values.any_dependent_18plus) },
            { label: 'Any married', value: yesNo(values.any_dependent_married) },
          ]
        : [{ label: 'Family members coming', value: 'None' }];
    case 'residence':
      return values.residence_history_5y.map((row, index) => ({
        label: `Country ${index + 1}`,
        value: `${row.country ? countryLabel(row.country.toUpperCase()) : '?'} — ${orBlank(row.months, '?')} months`,
      }));
    case 'company':
      return [
        {
          label: 'State of incorporation',
          value: US_STATE_NAMES[values.company_state_incorp.toUpperCase()] ?? orBlank(values.company_state_incorp),
        },
        {
          label: 'Company age',
          value: values.company_age_months.trim() ? `${values.company_age_months.trim()} months` : 'Not given',
        },
        {
          label: 'Months with the company',
          value: values.months_with_company.trim() ? values.months_with_company.trim() : 'Not given',
        },
      ];
    case 'credentials':
      return [
        { label: 'University degree', value: yesNo(values.has_degree) },
        { label: 'Years of experience', value: orBlank(values.years_experience) },
      ];
    case 'income':
      return [
        {
          label: 'Monthly income',
          value: values.monthly_income_amount.trim()
            ? `${values.monthly_income_amount.trim()} ${labelOf<TIncomeCurrency>(CURRENCY_LABELS, values.monthly_income_currency)}`
            : 'Not given',
        },
      ];
    case 'health':
      return [
        {
          label: 'Insurance without co-payments or limits',
          value: yesNo(values.health_insurance_has_no_copays_limits),
        },
        ...(asksSsaCertificate(visa)
          ? [{ label: 'US Social Security certificate', value: yesNo(values.ssa_certificate_of_coverage) }]
          : []),
      ];
    case 'review':
      return [];
  }
};

/** Every answer, grouped by step, each group with an 'Edit' button that goes back to its step. */
export const WizardReview = ({ values, onEdit }: { values: TWizardValues; onEdit: (step: number) => void }) => {
  const visa = asVisaType(values.visa_type);
  return (
    <div className="flex flex-col gap-4">
      {WIZARD_STEPS.map((step, index) => {
        if (step.id === 'review') return null;
        const skip = stepSkipReason(step.id, visa);
        const headingId = `review-${step.id}`;
        return (
          <section
            key={step.id}
            aria-labelledby={headingId}
            className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {step.title}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(index)}
                aria-label={`Edit ${step.title}`}
                className="inline-flex items-center gap-1.5 rounded px-1 font-medium text-brand-700 text-sm underline-offset-4 hover:text-brand-800 hover:underline"
              >
                <Pencil aria-hidden="true" className="size-3.5" />
                Edit
              </button>
            </div>
            {skip ? (
              <p className="mt-2 text-slate-600 text-sm">{skip}</p>
            ) : (
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
                {rowsFor(step.id, values).map((row) => (
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
