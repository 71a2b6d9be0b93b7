import { toNestErrors } from '@hookform/resolvers';
import type { TGeneratePlanRequest } from '@sello/shared/planner-schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Sparkles from 'lucide-react/icons/sparkles';
import { type ComponentType, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useGeneratePlan } from '../api/generate-plan';
import { plannerCatalogue } from '../messages/catalogue';
import { loadWizard, savePlan, saveWizard, type TStoredWizard } from './planner-storage';
import { wizardErrorText } from './wizard-errors';
import { WizardReview } from './wizard-review';
import {
  ApplicantFields,
  CompanyFields,
  CredentialsFields,
  DependentsFields,
  DestinationFields,
  HealthFields,
  IncomeFields,
  ResidenceFields,
} from './wizard-step-fields';
import { WizardStepIndicator } from './wizard-step-indicator';
import {
  asVisaType,
  checkWizardValues,
  countryFromQuery,
  DEFAULT_WIZARD_VALUES,
  LAST_STEP,
  STEP_FIELDS,
  stepOfField,
  stepSkipReason,
  type TWizardStepId,
  type TWizardValues,
  visaFromQuery,
  WIZARD_STEPS,
} from './wizard-values';

/**
 * Every step validated on its own, its messages in the page's language; when all pass, react-hook-form hands the
 * generate request to the submit handler.
 */
const wizardResolver =
  (describe: (message: string) => string): Resolver<TWizardValues, unknown, TGeneratePlanRequest> =>
  (values, _context, options) => {
    const check = checkWizardValues(values);
    if (check.ok) return { values: check.request, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of check.issues) flat[issue.path] ??= { type: 'validation', message: describe(issue.message) };
    return { values: {}, errors: toNestErrors(flat, options) };
  };

/**
 * Saved answers, with the `country` and `visa` query applied over them when that query is new (a link from
 * elsewhere), so reloading the same URL never undoes what the visitor changed since.
 */
const initialState = (params: URLSearchParams, restore: boolean): TStoredWizard => {
  const stored = restore ? loadWizard() : null;
  const country = countryFromQuery(params.get('country'));
  const visa = visaFromQuery(params.get('visa'));
  const query = country || visa ? `${country ?? ''}|${visa ?? ''}` : '';
  const base = stored ?? { step: 0, query: '', values: DEFAULT_WIZARD_VALUES };
  if (query === '' || query === base.query) return base;
  return {
    step: 0,
    query,
    values: { ...base.values, ...(country ? { country } : {}), ...(visa ? { visa_type: visa } : {}) },
  };
};

// react-hook-form re-validates on change only after a submit, and Next is not one: an error on screen should
// still go away as soon as the answer is fixed, not on the next blur.
const revalidateShownError = (form: UseFormReturn<TWizardValues, unknown, TGeneratePlanRequest>, name: string) => {
  const top = (name.split('.')[0] ?? name) as keyof TWizardValues;
  const target = top !== name && form.getFieldState(top).error ? top : (name as keyof TWizardValues);
  if (form.getFieldState(target).error) void form.trigger(target);
};

const STEP_FIELDS_VIEW: Record<Exclude<TWizardStepId, 'review'>, ComponentType> = {
  destination: DestinationFields,
  applicant: ApplicantFields,
  dependents: DependentsFields,
  residence: ResidenceFields,
  company: CompanyFields,
  credentials: CredentialsFields,
  income: IncomeFields,
  health: HealthFields,
};

/**
 * The nine-step planner. A step advances only when its answers are valid; answers and the current step are
 * saved to local storage as they change; the last step generates the plan, keeps it in session storage and
 * opens the plan view.
 */
export const PlannerWizard = () => {
  // The prerendered page shows the first step with the defaults; the saved answers and a link's query apply once
  // the page has hydrated (a new form, so react-hook-form starts from them).
  const hydrated = useHydrated();
  return <WizardForm key={hydrated ? 'browser' : 'prerendered'} restore={hydrated} />;
};

const WizardForm = ({ restore }: { restore: boolean }) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { m, t, locale } = useMessages(plannerCatalogue);
  const errorText = useErrorMessage();
  const [initial] = useState(() =>
    restore ? initialState(searchParams, true) : { step: 0, query: '', values: DEFAULT_WIZARD_VALUES },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages change with the language only
  const resolver = useMemo(() => wizardResolver((message) => wizardErrorText(m.errors, t as TFormat, message)), [m]);
  const form = useForm<TWizardValues, unknown, TGeneratePlanRequest>({
    defaultValues: initial.values,
    resolver,
    mode: 'onSubmit',
  });
  const [step, setStep] = useState(initial.step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const generate = useGeneratePlan();
  const visa = asVisaType(useWatch({ control: form.control, name: 'visa_type' }));

  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const skipReason = stepSkipReason(current.id, visa);

  useEffect(() => {
    // The prerendered form is replaced right after hydration: saving its defaults would overwrite the saved answers.
    if (!restore) return;
    const save = () => saveWizard({ step, query: initial.query, values: form.getValues() });
    save();
    const subscription = form.watch((_values, { name }) => {
      save();
      if (name) revalidateShownError(form, name);
    });
    return () => subscription.unsubscribe();
  }, [form, step, initial.query, restore]);

  // Focus follows the step (not on first render, where it would skip the page's own heading).
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    stepChanged.current = true;
    generate.reset();
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
  };

  const goNext = async () => {
    const fields = skipReason === null ? STEP_FIELDS[current.id] : [];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  const onGenerate = (request: TGeneratePlanRequest) => {
    generate.mutate(
      { ...request, locale },
      {
        onSuccess: (result) => {
          savePlan(result);
          navigate(localizedPath(locale, paths.documentKits));
        },
      },
    );
  };

  // Saved answers can be invalid (edited elsewhere, rules changed): send the visitor to the first such step.
  const onInvalid = (errors: FieldErrors<TWizardValues>) => {
    const first = Object.keys(errors)[0];
    if (first !== undefined) goTo(stepOfField(first));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(onGenerate, onInvalid)(event);
  };

  const Fields = current.id === 'review' ? null : STEP_FIELDS_VIEW[current.id];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="planner-step-heading"
        className="flex flex-col gap-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <WizardStepIndicator current={step} />
        <h2 id="planner-step-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 rounded-md">
          <span className="block font-semibold text-brand-700 text-sm">
            {t(m.wizard.stepOf, { step: step + 1, total: WIZARD_STEPS.length, title: m.steps[current.id].title })}
          </span>{' '}
          <span className="mt-1 block font-semibold text-2xl text-slate-900 tracking-tight">
            {m.steps[current.id].heading}
          </span>
        </h2>

        {skipReason ? (
          <Alert tone="info" live={false} title={m.wizard.skipTitle}>
            {m.skip[skipReason]}
          </Alert>
        ) : Fields ? (
          <Fields />
        ) : (
          <WizardReview values={form.getValues()} onEdit={goTo} />
        )}

        {current.id === 'review' && generate.isError ? (
          <Alert tone="error" title={m.wizard.generateFailed}>
            {errorText(generate.error)}
          </Alert>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-5 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            disabled={step === 0}
            icon={<ArrowLeft aria-hidden="true" className="size-4" />}
            onClick={() => goTo(step - 1)}
          >
            {m.wizard.back}
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit">
              {m.wizard.next}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              loading={generate.isPending}
              icon={<Sparkles aria-hidden="true" className="size-4" />}
            >
              {generate.isPending ? m.wizard.computing : m.wizard.generate}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
};
