import { zodResolver } from '@hookform/resolvers/zod';
import type { TPlan } from '@sello/planner/plan-model';
import Download from 'lucide-react/icons/download';
import FileDown from 'lucide-react/icons/file-down';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { downloadUrl } from '@/lib/save-file';
import { useCreatePlanPdf } from '../api/create-plan-pdf';

const ZPdfEmailForm = z.object({
  email: z
    .string()
    .trim()
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
});
type TPdfEmailForm = z.infer<typeof ZPdfEmailForm>;

const timeFormatter = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const PDF_FILENAME = 'visa-document-plan.pdf';

/**
 * The email box: 'Get PDF' (enabled once the text has an '@') sends the plan with its id to the API for its PDF,
 * which also keeps the email as a lead, and starts the download as soon as the link arrives; the 'Download PDF'
 * link stays for 15 minutes in case the browser held the download back.
 */
export const PlanPdfForm = ({ planId, plan }: { planId: string; plan: TPlan }) => {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TPdfEmailForm>({ resolver: zodResolver(ZPdfEmailForm), defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  const mutation = useCreatePlanPdf();

  const onSubmit = ({ email: address }: TPdfEmailForm) =>
    mutation.mutate({ plan, planId, email: address }, { onSuccess: ({ pdfUrl }) => downloadUrl(pdfUrl, PDF_FILENAME) });

  return (
    <section aria-labelledby="plan-pdf-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-pdf-heading" className="flex scroll-mt-24 items-center gap-2 font-semibold text-lg text-slate-900">
        <FileDown aria-hidden="true" className="size-5 text-brand-600" />
        Get your plan as a PDF
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        We keep your email with this plan so our team can help with the translations.
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-3" aria-label="Get PDF">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={!email.includes('@')} loading={mutation.isPending}>
          {mutation.isPending ? 'Preparing PDF…' : 'Get PDF'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {mutation.isSuccess ? (
          <div className="flex flex-col gap-2">
            <p className="text-slate-700 text-sm">Your download has started. If it did not, use this link:</p>
            <a
              href={mutation.data.pdfUrl}
              download={PDF_FILENAME}
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            >
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </a>
            <p className="text-slate-600 text-xs">
              The link expires in 15 minutes (at {timeFormatter.format(new Date(mutation.data.expiresAt))}).
            </p>
          </div>
        ) : null}
      </div>
      {mutation.isError ? (
        <Alert tone="error" title="The PDF could not be made" className="mt-3">
          {errorMessage(mutation.error, FALLBACK_MESSAGES.generic)}
        </Alert>
      ) : null}
    </section>
  );
};
