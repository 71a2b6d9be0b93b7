import { formatPlanDate } from '@sello/planner/plan-format';
import {
  APPLICANT_TYPES,
  CITIZENSHIP_STATUSES,
  CONSULATES,
  INCOME_CURRENCIES,
  NIE_STATUSES,
  PLANNER_COUNTRIES,
  VISA_TYPES,
} from '@sello/planner/plan-model';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldErrorText } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { plannerCatalogue } from '../messages/catalogue';
import { ChoiceGroup, type TChoice } from './choice-group';
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
  const { m, t, locale } = useMessages(plannerCatalogue);
  const yesNo: TChoice[] = [
    { value: 'yes', label: m.choices.yes },
    { value: 'no', label: m.choices.no },
  ];
  return { register, control, errors, m, t, locale, yesNo };
};

export const DestinationFields = () => {
  const { register, errors, m, t, locale } = useWizardForm();
  const defaultDate = isoDateInDays(DEFAULT_APPOINTMENT_DAYS);
  // Dates depend on the day the page is shown: the prerendered HTML (built on another day) names none.
  const hydrated = useHydrated();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={m.fields.country}
        required
        options={PLANNER_COUNTRIES.map((value) => ({ value, label: m.countries[value] }))}
        error={errors.country?.message}
        {...register('country')}
      />
      <SelectField
        label={m.fields.visaType}
        required
        placeholder={m.fields.visaTypePlaceholder}
        options={VISA_TYPES.map((value) => ({ value, label: m.visaTypes[value] }))}
        error={errors.visa_type?.message}
        {...register('visa_type')}
      />
      <SelectField
        label={m.fields.consulate}
        required
        placeholder={m.fields.consulatePlaceholder}
        hint={m.fields.consulateHint}
        options={CONSULATES.map((value) => ({ value, label: value }))}
        error={errors.consulate?.message}
        {...register('consulate')}
      />
      <TextField
        label={m.fields.appointment}
        type="date"
        optional
        min={hydrated ? isoDateInDays(0) : undefined}
        hint={
          hydrated
            ? t(m.fields.appointmentHint, {
                date: formatPlanDate(defaultDate, 'short', locale),
                days: DEFAULT_APPOINTMENT_DAYS,
              })
            : t(m.fields.appointmentHintPrerendered, { days: DEFAULT_APPOINTMENT_DAYS })
        }
        error={errors.appointment_date?.message}
        {...register('appointment_date')}
      />
    </div>
  );
};

export const ApplicantFields = () => {
  const { register, control, errors, m } = useWizardForm();
  const visa = asVisaType(useWatch({ control, name: 'visa_type' }));
  return (
    <div className="flex flex-col gap-6">
      {asksApplicantType(visa) ? (
        <ChoiceGroup
          legend={m.fields.howYouWork}
          columns={2}
          choices={toChoices(APPLICANT_TYPES, m.choices.applicantTypes)}
          error={errors.applicant_type?.message}
          registration={register('applicant_type')}
        />
      ) : null}
      <ChoiceGroup
        legend={m.fields.citizenship}
        columns={3}
        choices={toChoices(CITIZENSHIP_STATUSES, m.choices.citizenship)}
        error={errors.citizenship_status?.message}
        registration={register('citizenship_status')}
      />
      <ChoiceGroup
        legend={m.fields.nie}
        columns={3}
        choices={toChoices(NIE_STATUSES, m.choices.nie)}
        error={errors.nie_status?.message}
        registration={register('nie_status')}
      />
    </div>
  );
};

export const DependentsFields = () => {
  const { register, control, errors, m, yesNo } = useWizardForm();
  const hasDependents = useWatch({ control, name: 'has_dependents' }) === 'yes';
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend={m.fields.familyMoving}
        columns={2}
        choices={yesNo}
        error={errors.has_dependents?.message}
        registration={register('has_dependents')}
      />
      {hasDependents ? (
        <>
          <TextField
            label={m.fields.familyCount}
            required
            containerClassName="sm:max-w-xs"
            {...numberInput}
            inputMode="numeric"
            error={errors.dependents_count?.message}
            {...register('dependents_count')}
          />
          <ChoiceGroup
            legend={m.fields.anyAdult}
            columns={2}
            choices={yesNo}
            registration={register('any_dependent_18plus')}
          />
          <ChoiceGroup
            legend={m.fields.anyMarried}
            columns={2}
            choices={yesNo}
            registration={register('any_dependent_married')}
          />
        </>
      ) : null}
    </div>
  );
};

export const ResidenceFields = () => {
  const { register, control, errors, m, t, locale } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'residence_history_5y' });
  const rows = useWatch({ control, name: 'residence_history_5y' });
  const total = rows.reduce((sum, row) => sum + (Number(row.months) || 0), 0);
  const listError = errors.residence_history_5y?.root?.message ?? errors.residence_history_5y?.message;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600 text-sm">{t(m.fields.residenceIntro, { months: LOOK_BACK_MONTHS })}</p>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
          >
            <SelectField
              label={t(m.fields.countryRow, { index: index + 1 })}
              required
              placeholder={m.fields.chooseCountry}
              options={countrySelectOptions(locale)}
              error={errors.residence_history_5y?.[index]?.country?.message}
              {...register(`residence_history_5y.${index}.country`)}
            />
            <TextField
              label={m.fields.months}
              required
              {...numberInput}
              inputMode="numeric"
              error={errors.residence_history_5y?.[index]?.months?.message}
              {...register(`residence_history_5y.${index}.months`)}
            />
            <Button
              variant="ghost"
              className="mt-7 px-3"
              aria-label={t(m.fields.removeCountry, { index: index + 1 })}
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
          {m.fields.addCountry}
        </Button>
        <p className="text-slate-600 text-sm">{t(m.fields.monthsTotal, { total, max: LOOK_BACK_MONTHS })}</p>
      </div>
      {listError ? <FieldErrorText>{listError}</FieldErrorText> : null}
    </div>
  );
};

export const CompanyFields = () => {
  const { register, control, errors, m, locale } = useWizardForm();
  const selfEmployed = useWatch({ control, name: 'applicant_type' }) === 'self_employed';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={selfEmployed ? m.fields.businessState : m.fields.companyState}
        optional
        options={[{ value: '', label: m.fields.notSureYet }, ...usStateSelectOptions(locale)]}
        hint={m.fields.stateHint}
        error={errors.company_state_incorp?.message}
        {...register('company_state_incorp')}
      />
      <TextField
        label={selfEmployed ? m.fields.businessAge : m.fields.companyAge}
        optional
        {...numberInput}
        inputMode="numeric"
        hint={m.fields.companyAgeHint}
        error={errors.company_age_months?.message}
        {...register('company_age_months')}
      />
      <TextField
        label={selfEmployed ? m.fields.clientMonths : m.fields.companyMonths}
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
  const { register, errors, m, yesNo } = useWizardForm();
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend={m.fields.degree}
        columns={2}
        choices={yesNo}
        error={errors.has_degree?.message}
        registration={register('has_degree')}
      />
      <TextField
        label={m.fields.experience}
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
  const { register, errors, m } = useWizardForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={m.fields.income}
        optional
        {...numberInput}
        hint={m.fields.incomeHint}
        error={errors.monthly_income_amount?.message}
        {...register('monthly_income_amount')}
      />
      <SelectField
        label={m.fields.currency}
        options={INCOME_CURRENCIES.map((value) => ({ value, label: m.choices.currencies[value] }))}
        error={errors.monthly_income_currency?.message}
        {...register('monthly_income_currency')}
      />
    </div>
  );
};

export const HealthFields = () => {
  const { register, control, errors, m, yesNo } = useWizardForm();
  const visa = asVisaType(useWatch({ control, name: 'visa_type' }));
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend={m.fields.insurance}
        hint={m.fields.insuranceHint}
        columns={2}
        choices={yesNo}
        error={errors.health_insurance_has_no_copays_limits?.message}
        registration={register('health_insurance_has_no_copays_limits')}
      />
      {asksSsaCertificate(visa) ? (
        <ChoiceGroup
          legend={m.fields.ssa}
          hint={m.fields.ssaHint}
          columns={2}
          choices={yesNo}
          error={errors.ssa_certificate_of_coverage?.message}
          registration={register('ssa_certificate_of_coverage')}
        />
      ) : null}
    </div>
  );
};
