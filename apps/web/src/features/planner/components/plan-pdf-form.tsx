import { zodResolver } from '@hookform/resolvers/zod';
import type { TPlan } from '@sello/planner/plan-model';
import { LOCALE_TAGS } from '@sello/shared/i18n/locales';
import Download from 'lucide-react/icons/download';
import FileDown from 'lucide-react/icons/file-down';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { downloadUrl } from '@/lib/save-file';
import { useCreatePlanPdf } from '../api/create-plan-pdf';
import { plannerCatalogue } from '../messages/catalogue';

const pdfEmailForm = (messages: { tooLong: string; invalidEmail: string }) =>
  z.object({
    email: z
      .string()
      .trim()
      .max(254, { error: messages.tooLong })
      .pipe(z.email({ error: messages.invalidEmail })),
  });
type TPdfEmailForm = z.infer<ReturnType<typeof pdfEmailForm>>;

/**
 * The email box: 'Get PDF' (enabled once the text has an '@') sends the plan with its id to the API for its PDF,
 * which also keeps the email as a lead, and starts the download as soon as the link arrives; the 'Download PDF'
 * link stays for 15 minutes in case the browser held the download back.
 */
export const PlanPdfForm = ({ planId, plan }: { planId: string; plan: TPlan }) => {
  const { m, t, locale } = useMessages(plannerCatalogue);
  const errorText = useErrorMessage();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TPdfEmailForm>({ resolver: zodResolver(pdfEmailForm(m.pdf)), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  const mutation = useCreatePlanPdf();
  const filename = m.pdf.filename;

  // The PDF is written in the page's language, whatever the plan was made in.
  const onSubmit = ({ email: address }: TPdfEmailForm) =>
    mutation.mutate(
      { plan, planId, email: address, locale },
      { onSuccess: ({ pdfUrl }) => downloadUrl(pdfUrl, filename) },
    );

  return (
    <section aria-labelledby="plan-pdf-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-pdf-heading" className="flex scroll-mt-24 items-center gap-2 font-semibold text-lg text-slate-900">
        <FileDown aria-hidden="true" className="size-5 text-brand-600" />
        {m.pdf.heading}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{m.pdf.lead}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-3" aria-label={m.pdf.form}>
        <TextField
          label={m.pdf.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={!email.includes('@')} loading={mutation.isPending}>
          {mutation.isPending ? m.pdf.preparing : m.pdf.submit}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {mutation.isSuccess ? (
          <div className="flex flex-col gap-2">
            <p className="text-slate-700 text-sm">{m.pdf.started}</p>
            <a
              href={mutation.data.pdfUrl}
              download={filename}
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            >
              <Download aria-hidden="true" className="size-4" />
              {m.pdf.download}
            </a>
            <p className="text-slate-600 text-xs">
              {t(m.pdf.expires, {
                time: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: 'numeric', minute: '2-digit' }).format(
                  new Date(mutation.data.expiresAt),
                ),
              })}
            </p>
          </div>
        ) : null}
      </div>
      {mutation.isError ? (
        <Alert tone="error" title={m.pdf.failed} className="mt-3">
          {errorText(mutation.error)}
        </Alert>
      ) : null}
    </section>
  );
};
