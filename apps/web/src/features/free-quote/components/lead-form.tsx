import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ContactFields } from '@/components/forms/contact-fields';
import { RequiredFieldsFooter } from '@/components/forms/required-fields-footer';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { useCreateLead } from '../api/create-lead';
import type { TLeadFormOutput, TLeadFormValues } from './lead-form-schema';
import { LEAD_LANGUAGES, languageFromQuery, leadPixelValue, toLeadRequest } from './lead-form-values';

export const LEAD_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const leadResolver = lazyZodResolver<TLeadFormValues, TLeadFormOutput>(() =>
  import('./lead-form-schema').then((module) => module.ZLeadForm),
);

const LeadSuccess = () => {
  const headingRef = useRef<HTMLHeadingElement>(null);
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
        Thank you, we have your request
      </h3>
      <p className="text-slate-700 leading-relaxed">
        Our team will look at your details and email you a quote. We aim to reply within one business day.
      </p>
      <p className="text-slate-700 leading-relaxed">
        Have your documents at hand? Upload them and get an instant, non-binding estimate now.
      </p>
      <ButtonLink to={paths.upload} size="lg" className="w-full sm:w-auto">
        Get an instant quote
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
  const [language, sourceLanguage] = useWatch({ control, name: ['language', 'sourceLanguage'] });

  if (mutation.isSuccess) return <LeadSuccess />;

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
      aria-label="Free quote request"
    >
      {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {mutation.isError ? <Alert tone="error">{LEAD_ERROR_MESSAGE}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} name="full" nameRequired={false} phoneRequired={false} />
        <TextField
          label="Number of pages"
          inputMode="numeric"
          optional
          hint="An estimate is fine."
          error={errors.pageCount?.message}
          {...register('pageCount')}
        />
        <SelectField
          label="Translate from"
          options={LEAD_LANGUAGES}
          required
          error={errors.sourceLanguage?.message}
          {...register('sourceLanguage')}
        />
        {sourceLanguage === 'other' ? (
          <TextField
            label="Which language are the documents in?"
            required
            maxLength={60}
            error={errors.otherSourceLanguage?.message}
            {...register('otherSourceLanguage')}
          />
        ) : null}
        <SelectField
          label="Translate into"
          options={LEAD_LANGUAGES}
          required
          error={errors.language?.message}
          {...register('language')}
        />
        {language === 'other' ? (
          <TextField
            label="Which language?"
            required
            maxLength={60}
            error={errors.otherLanguage?.message}
            {...register('otherLanguage')}
          />
        ) : null}
      </div>
      <TextareaField
        label="What do you need translated?"
        optional
        rows={4}
        maxLength={5000}
        placeholder="For example: birth certificate and diploma from English, for a student visa."
        error={errors.description?.message}
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
          {mutation.isPending ? 'Sending…' : 'Request free quote'}
        </Button>
      </RequiredFieldsFooter>
    </form>
  );
};
