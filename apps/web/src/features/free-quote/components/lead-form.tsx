import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { ContactFields } from '@/components/forms/contact-fields';
import { RequiredFieldsFooter } from '@/components/forms/required-fields-footer';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { localizedPath, paths } from '@/config/paths';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { useCreateLead } from '../api/create-lead';
import { leadFormCatalogue } from '../messages/lead-form/catalogue';
import type { TLeadFormOutput, TLeadFormValues } from './lead-form-schema';
import {
  LEAD_LANGUAGES,
  languageFromQuery,
  leadPixelValue,
  type TLeadFormError,
  toLeadRequest,
} from './lead-form-values';

const leadResolver = lazyZodResolver<TLeadFormValues, TLeadFormOutput>(() =>
  import('./lead-form-schema').then((module) => module.ZLeadForm),
);

const LeadSuccess = () => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { m, locale } = useMessages(leadFormCatalogue);
  // The form the visitor was in is gone: put focus (and the screen reader) on the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl text-slate-900 focus:outline-none">
        {m.success.title}
      </h3>
      <p className="text-slate-700 leading-relaxed">{m.success.text}</p>
      <p className="text-slate-700 leading-relaxed">{m.success.upload}</p>
      <ButtonLink to={localizedPath(locale, paths.upload)} size="lg" className="w-full sm:w-auto">
        {m.success.instantQuote}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
};

/**
 * The free-quote lead form. `initialLanguage` is the ad link's language (code or name); `destinationCountry`
 * is sent with the lead. On success the form gives way to a confirmation; on failure what was typed stays.
 */
export const LeadForm = ({
  initialLanguage,
  destinationCountry,
}: {
  initialLanguage?: string | null;
  destinationCountry?: string;
}) => {
  const [defaults] = useState<TLeadFormValues>(() => {
    const { language, other } = languageFromQuery(initialLanguage);
    return {
      name: '',
      email: '',
      phone: '',
      pageCount: '',
      // Documents into English come from Spanish or French; into anything else, most often from English.
      sourceLanguage: language === 'english' ? 'spanish' : 'english',
      otherSourceLanguage: '',
      language,
      otherLanguage: other,
      description: '',
    };
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TLeadFormValues, unknown, TLeadFormOutput>({
    resolver: leadResolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const mutation = useCreateLead();
  const { m } = useMessages(leadFormCatalogue);
  const errorText = useErrorMessage();
  const languageNames = useMessages(sharedWordsCatalogue).m.languages;
  const [language, sourceLanguage] = useWatch({ control, name: ['language', 'sourceLanguage'] });

  if (mutation.isSuccess) return <LeadSuccess />;

  const languageOptions = LEAD_LANGUAGES.map((value) => ({
    value,
    label: value === 'german' || value === 'other' ? m.form[value] : languageNames[value],
  }));
  // The schema reports its rules by key (lead-form-schema.ts): each field shows the words for it.
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([name, error]) => {
      const key = error?.message as TLeadFormError | undefined;
      return [name, key && Object.hasOwn(m.form.errors, key) ? { ...error, message: m.form.errors[key] } : error];
    }),
  ) as FieldErrors<TLeadFormValues>;

  const onSubmit = (values: TLeadFormOutput) => {
    if (mutation.isPending) return;
    const request = toLeadRequest(values, destinationCountry);
    mutation.mutate(request, {
      onSuccess: () => {
        trackPixelEvent('Lead', { value: leadPixelValue(request.totalPages), currency: 'USD' });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={leadResolver.preload}
      className="flex flex-col gap-5"
      aria-label={m.form.label}
    >
      {/* A root error is the schema's import failing (lib/lazy-zod-resolver.ts): the connection, worded here. */}
      {errors.root ? <Alert tone="error">{errorText(new ApiError(NETWORK_MESSAGE, 0, 'NETWORK'))}</Alert> : null}
      {mutation.isError ? <Alert tone="error">{m.form.failed}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          register={register}
          errors={shownErrors}
          name="full"
          nameRequired={false}
          phoneRequired={false}
        />
        <TextField
          label={m.form.pages}
          inputMode="numeric"
          optional
          hint={m.form.pagesHint}
          error={shownErrors.pageCount?.message}
          {...register('pageCount')}
        />
        <SelectField
          label={m.form.translateFrom}
          options={languageOptions}
          required
          error={shownErrors.sourceLanguage?.message}
          {...register('sourceLanguage')}
        />
        {sourceLanguage === 'other' ? (
          <TextField
            label={m.form.otherSourceLanguage}
            required
            maxLength={60}
            error={shownErrors.otherSourceLanguage?.message}
            {...register('otherSourceLanguage')}
          />
        ) : null}
        <SelectField
          label={m.form.translateInto}
          options={languageOptions}
          required
          error={shownErrors.language?.message}
          {...register('language')}
        />
        {language === 'other' ? (
          <TextField
            label={m.form.otherLanguage}
            required
            maxLength={60}
            error={shownErrors.otherLanguage?.message}
            {...register('otherLanguage')}
          />
        ) : null}
      </div>
      <TextareaField
        label={m.form.description}
        optional
        rows={4}
        maxLength={5000}
        placeholder={m.form.descriptionPlaceholder}
        error={shownErrors.description?.message}
        {...register('description')}
      />
      <RequiredFieldsFooter>
        <Button
          type="submit"
          size="lg"
          loading={mutation.isPending}
          icon={<Send aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? m.form.sending : m.form.submit}
        </Button>
      </RequiredFieldsFooter>
    </form>
  );
};
