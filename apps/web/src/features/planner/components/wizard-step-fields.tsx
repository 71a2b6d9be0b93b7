import { formatPlanDate } from '@sello/planner/plan-format';
import {
  APPLICANT_TYPES,
  CITIZENSHIP_STATUSES,
  CONSULATES,
  INCOME_CURRENCIES,
  NIE_STATUSES,
  PLANNER_COUNTRIES,
  PLANNER_COUNTRY_LABELS,
  VISA_TYPE_LABELS,
  VISA_TYPES,
} from '@sello/planner/plan-model';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldErrorText } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/lib/use-hydrated';
import { APPLICANT_TYPE_LABELS, CITIZENSHIP_LABELS, CURRENCY_LABELS, NIE_LABELS } from './answer-labels';
import { ChoiceGroup, YES_NO } from './choice-group';
import { countrySelectOptions, usStateSelectOptions } from './place-options';
import {
  asksApplicantType,
  asksSsaCertificate,
  asVisaType,
  DEFAULT_APPOINTMENT_DAYS,
  isoDateInDays,
  LOOK_BACK_MONTHS,
  type TWizardValues,
} from './wizard-values';

const toChoices = <T extends string>(values: readonly T[], labels: Record<T, { label: string; hint: string }>) =>
  values.map((value) => ({ value, ...labels[value] }));

const numberInput = { inputMode: 'decimal', autoComplete: 'off' } as const;

// useFormState subscribes each step to the errors itself: a step that mounts after a failed submit (sent there
// from the review) must see the errors found while it was not on screen.
const useWizardForm = () => {
  const { register, control } = useFormContext<TWizardValues>();
  const { errors } = useFormState({ control });
  return { register, control, errors };
};

export const DestinationFields = () => {
  const { register, errors } = useWizardForm();
  const defaultDate = isoDateInDays(DEFAULT_APPOINTMENT_DAYS);
  // Dates depend on the day the page is shown: the prerendered HTML (built on another day) names none.
  const hydrated = useHydrated();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="Country"
        required
        options={PLANNER_COUNTRIES.map((value) => ({ value, label: `${PLANNER_COUNTRY_LABELS[value]} (${value})` }))}
        error={errors.country?.message}
        {...register('country')}
      />
      <SelectField
        label="Visa type"
        required
        placeholder="Select a visa type"
        options={VISA_TYPES.map((value) => ({ value, label: VISA_TYPE_LABELS[value] }))}
        error={errors.visa_type?.message}
        {...register('visa_type')}
      />
      <SelectField
        label="Consulate"
        required
        placeholder="Select a consulate"
        hint="The Spanish consulate that serves the US state you live in."
        options={CONSULATES.map((value) => ({ value, label: value }))}
        error={errors.consulate?.message}
        {...register('consulate')}
      />
      <TextField
        label="Consulate appointment date"
        type="date"
        optional
        min={hydrated ? isoDateInDays(0) : undefined}
        hint={`No appointment yet? Leave it blank: the plan assumes ${hydrated ? formatPlanDate(defaultDate, 'short') : 'a date'}, ${DEFAULT_APPOINTMENT_DAYS} days from today.`}
        error={errors.appointment_date?.message}
        {...register('appointment_date')}
      />
    </div>
  );
};

export const ApplicantFields = () => {
  const { register, control, errors } = useWizardForm();
  const visa = asVisaType(useWatch({ control, name: 'visa_type' }));
  return (
    <div className="flex flex-col gap-6">
      {asksApplicantType(visa) ? (
        <ChoiceGroup
          legend="How do you work?"
          columns={2}
          choices={toChoices(APPLICANT_TYPES, APPLICANT_TYPE_LABELS)}
          error={errors.applicant_type?.message}
          registration={register('applicant_type')}
        />
      ) : null}
      <ChoiceGroup
        legend="Citizenship status"
        columns={3}
        choices={toChoices(CITIZENSHIP_STATUSES, CITIZENSHIP_LABELS)}
        error={errors.citizenship_status?.message}
        registration={register('citizenship_status')}
      />
      <ChoiceGroup
        legend="Do you have a Spanish NIE (foreigner identity number)?"
        columns={3}
        choices={toChoices(NIE_STATUSES, NIE_LABELS)}
        error={errors.nie_status?.message}
        registration={register('nie_status')}
      />
    </div>
  );
};

export const DependentsFields = () => {
  const { register, control, errors } = useWizardForm();
  const hasDependents = useWatch({ control, name: 'has_dependents' }) === 'yes';
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend="Will family members (spouse or partner, children, parents) move with you?"
        columns={2}
        choices={YES_NO}
        error={errors.has_dependents?.message}
        registration={register('has_dependents')}
      />
      {hasDependents ? (
        <>
          <TextField
            label="How many family members?"
            required
            containerClassName="sm:max-w-xs"
            {...numberInput}
            inputMode="numeric"
            error={errors.dependents_count?.message}
            {...register('dependents_count')}
          />
          <ChoiceGroup
            legend="Is any of them 18 or older?"
            columns={2}
            choices={YES_NO}
            registration={register('any_dependent_18plus')}
          />
          <ChoiceGroup
            legend="Is any of them married?"
            columns={2}
            choices={YES_NO}
            registration={register('any_dependent_married')}
          />
        </>
      ) : null}
    </div>
  );
};

export const ResidenceFields = () => {
  const { register, control, errors } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'residence_history_5y' });
  const rows = useWatch({ control, name: 'residence_history_5y' });
  const total = rows.reduce((sum, row) => sum + (Number(row.months) || 0), 0);
  const listError = errors.residence_history_5y?.root?.message ?? errors.residence_history_5y?.message;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600 text-sm">
        List each country you lived in and for how many months; the background checks cover the last {LOOK_BACK_MONTHS}{' '}
        months.
      </p>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
          >
            <SelectField
              label={`Country ${index + 1}`}
              required
              placeholder="Choose a country"
              options={countrySelectOptions()}
              error={errors.residence_history_5y?.[index]?.country?.message}
              {...register(`residence_history_5y.${index}.country`)}
            />
            <TextField
              label="Months"
              required
              {...numberInput}
              inputMode="numeric"
              error={errors.residence_history_5y?.[index]?.months?.message}
              {...register(`residence_history_5y.${index}.months`)}
            />
            <Button
              variant="ghost"
              className="mt-7 px-3"
              aria-label={`Remove country ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          disabled={fields.length >= 20}
          onClick={() => append({ country: '', months: '' })}
        >
          Add a country
        </Button>
        <p className="text-slate-600 text-sm">
          Total: {total} of {LOOK_BACK_MONTHS} months
        </p>
      </div>
      {listError ? <FieldErrorText>{listError}</FieldErrorText> : null}
    </div>
  );
};

export const CompanyFields = () => {
  const { register, control, errors } = useWizardForm();
  const selfEmployed = useWatch({ control, name: 'applicant_type' }) === 'self_employed';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={selfEmployed ? 'State where your business is registered' : 'State where the company is incorporated'}
        optional
        options={[{ value: '', label: 'Not sure yet' }, ...usStateSelectOptions()]}
        hint="It decides where the company papers get their apostille."
        error={errors.company_state_incorp?.message}
        {...register('company_state_incorp')}
      />
      <TextField
        label={selfEmployed ? 'Age of your business (months)' : 'Age of the company (months)'}
        optional
        {...numberInput}
        inputMode="numeric"
        hint="The visa asks for a company at least a year old."
        error={errors.company_age_months?.message}
        {...register('company_age_months')}
      />
      <TextField
        label={
          selfEmployed ? 'Months you have worked for your main clients' : 'Months you have worked with the company'
        }
        optional
        {...numberInput}
        inputMode="numeric"
        error={errors.months_with_company?.message}
        {...register('months_with_company')}
      />
    </div>
  );
};

export const CredentialsFields = () => {
  const { register, errors } = useWizardForm();
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend="Do you have a university degree?"
        columns={2}
        choices={YES_NO}
        error={errors.has_degree?.message}
        registration={register('has_degree')}
      />
      <TextField
        label="Years of professional experience"
        optional
        containerClassName="sm:max-w-xs"
        {...numberInput}
        error={errors.years_experience?.message}
        {...register('years_experience')}
      />
    </div>
  );
};

export const IncomeFields = () => {
  const { register, errors } = useWizardForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Monthly income before tax"
        optional
        {...numberInput}
        hint="The plan compares it with the visa's minimum, in euros."
        error={errors.monthly_income_amount?.message}
        {...register('monthly_income_amount')}
      />
      <SelectField
        label="Currency"
        options={INCOME_CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }))}
        error={errors.monthly_income_currency?.message}
        {...register('monthly_income_currency')}
      />
    </div>
  );
};

export const HealthFields = () => {
  const { register, control, errors } = useWizardForm();
  const visa = asVisaType(useWatch({ control, name: 'visa_type' }));
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend="Does your health insurance in Spain have no co-payments and no coverage limits?"
        hint="Spain asks for full private cover, with no co-payments and no waiting periods."
        columns={2}
        choices={YES_NO}
        error={errors.health_insurance_has_no_copays_limits?.message}
        registration={register('health_insurance_has_no_copays_limits')}
      />
      {asksSsaCertificate(visa) ? (
        <ChoiceGroup
          legend="Will you keep paying US Social Security (and get a certificate of coverage)?"
          hint="The US–Spain agreement lets the US certificate replace Spanish social security."
          columns={2}
          choices={YES_NO}
          error={errors.ssa_certificate_of_coverage?.message}
          registration={register('ssa_certificate_of_coverage')}
        />
      ) : null}
    </div>
  );
};
