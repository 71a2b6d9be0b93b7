import { CONTACT_SUBJECTS } from '@sello/shared/constants';
import type { TContactRequest } from '@sello/shared/contact-schemas';
import Send from 'lucide-react/icons/send';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ContactFields } from '@/components/forms/contact-fields';
import { RequiredFieldsFooter } from '@/components/forms/required-fields-footer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactCatalogue } from '../messages/catalogue';
import { preloadContactSchema, type TContactFormValues, useContactResolver } from './contact-resolver';

export const SUCCESS_MESSAGE_MS = 3_000;

const EMPTY_FORM: TContactFormValues = { name: '', email: '', phone: '', subject: 'general', message: '' };

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The contact form. The button stays disabled until the required fields have text and while sending;
 * on success the form is cleared and a confirmation shows for three seconds; on failure the server's
 * message is shown and the text is kept.
 */
export const ContactForm = () => {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<TContactFormValues, unknown, TContactRequest>({
    resolver: useContactResolver(),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const mutation = useSendContactMessage();
  const { m } = useMessages(contactCatalogue);
  const errorText = useErrorMessage();
  const subjectOptions = CONTACT_SUBJECTS.map((value) => ({ value, label: m.form.subjects[value] }));
  const [sentAt, setSentAt] = useState<number | null>(null);
  const required = useWatch({ control, name: ['name', 'email', 'subject', 'message'] });
  const canSubmit = required.every(isFilled) && !mutation.isPending;

  useEffect(() => {
    if (sentAt === null) return;
    const timer = setTimeout(() => setSentAt(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sentAt]);

  const onSubmit = (values: TContactRequest) => {
    setSentAt(null);
    mutation.mutate(values, {
      onSuccess: () => {
        reset(EMPTY_FORM);
        mutation.reset();
        setSentAt(Date.now());
        trackPixelEvent('Contact', { subject: values.subject });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadContactSchema}
      className="flex flex-col gap-5"
      aria-label={m.form.label}
    >
      <div aria-live="polite">
        {sentAt !== null ? (
          <Alert tone="success" live={false} title={m.form.sentTitle}>
            {m.form.sentText}
          </Alert>
        ) : null}
      </div>
      {errors.root || mutation.isError ? (
        <Alert tone="error" title={m.form.failedTitle}>
          {errors.root?.message ?? errorText(mutation.error, m.form.failed)}
        </Alert>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} name="full" nameRequired phoneRequired={false} />
        <SelectField
          label={m.form.subject}
          options={subjectOptions}
          required
          error={errors.subject?.message}
          {...register('subject')}
        />
      </div>
      <TextareaField
        label={m.form.message}
        rows={6}
        required
        maxLength={5000}
        placeholder={m.form.messagePlaceholder}
        error={errors.message?.message}
        {...register('message')}
      />
      <RequiredFieldsFooter>
        <Button
          type="submit"
          size="lg"
          disabled={!canSubmit}
          loading={mutation.isPending}
          icon={<Send aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? m.form.sending : m.form.send}
        </Button>
      </RequiredFieldsFooter>
    </form>
  );
};
