import { zodResolver } from '@hookform/resolvers/zod';
import {
  DRAFT_CORRECTION_COMMENT_MAX_LENGTH,
  MAX_DRAFT_CORRECTIONS,
  type TOrderDraft,
  type TRequestDraftCorrectionsRequest,
} from '@sello/shared/draft-schemas';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useRequestDraftCorrections } from '../api/request-draft-corrections';
import { ordersCatalogue } from '../messages/catalogue';
import {
  draftCorrectionsDefaults,
  draftCorrectionsFormSchema,
  emptyCorrectionRow,
  pageRangeLabel,
  type TDraftCorrectionsFormValues,
} from './draft-corrections-form';

/**
 * "Request corrections": one row per thing to correct — the document (chosen when the draft has several), the page
 * and what should change. Sent together as one round; the server's refusal (no rounds left, a page it does not
 * know) is shown above the button.
 */
export const DraftCorrectionsPanel = ({
  orderId,
  draft,
  onCancel,
}: {
  orderId: string;
  draft: TOrderDraft;
  onCancel: () => void;
}) => {
  const { m, t } = useMessages(ordersCatalogue);
  const text = m.corrections;
  const errorText = useErrorMessage();
  const send = useRequestDraftCorrections();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TDraftCorrectionsFormValues, unknown, TRequestDraftCorrectionsRequest>({
    resolver: zodResolver(draftCorrectionsFormSchema(draft, text, t)),
    defaultValues: draftCorrectionsDefaults(draft),
  });
  const rows = useFieldArray({ control, name: 'corrections' });
  const chosen = useWatch({ control, name: 'corrections' });
  const several = draft.documents.length > 1;
  const documentOptions = draft.documents.map((document) => ({ value: document.id, label: document.name }));
  const pageCountOf = (documentId: string | undefined) =>
    draft.documents.find((document) => document.id === documentId)?.pageCount ?? 1;

  return (
    <form
      noValidate
      aria-labelledby="draft-corrections-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
      onSubmit={handleSubmit((body) => send.mutate({ orderId, ...body }))}
    >
      <div>
        <h3 id="draft-corrections-heading" className="font-semibold text-slate-900">
          {text.heading}
        </h3>
        <p className="mt-1 text-slate-600 text-sm">{text.intro}</p>
      </div>
      {send.isError ? <Alert tone="error">{errorText(send.error, text.failed)}</Alert> : null}
      {errors.corrections?.message ? <Alert tone="error">{errors.corrections.message}</Alert> : null}

      <ol className="flex flex-col gap-4">
        {rows.fields.map((field, index) => {
          const rowErrors = errors.corrections?.[index];
          const pageCount = pageCountOf(chosen?.[index]?.documentId);
          const number = index + 1;
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div
                className={`grid items-start gap-3 ${several ? 'sm:grid-cols-[minmax(0,1fr)_15rem]' : 'sm:grid-cols-[15rem]'}`}
              >
                {several ? (
                  <SelectField
                    label={t(text.document, { number })}
                    options={documentOptions}
                    error={rowErrors?.documentId?.message}
                    {...register(`corrections.${index}.documentId`)}
                  />
                ) : null}
                <TextField
                  label={t(text.page, { number })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={pageCount}
                  hint={pageRangeLabel(pageCount, text, t)}
                  error={rowErrors?.page?.message}
                  required
                  {...register(`corrections.${index}.page`)}
                />
              </div>
              <TextareaField
                label={t(text.comment, { number })}
                rows={3}
                maxLength={DRAFT_CORRECTION_COMMENT_MAX_LENGTH}
                error={rowErrors?.comment?.message}
                required
                {...register(`corrections.${index}.comment`)}
              />
              {rows.fields.length > 1 ? (
                <Button
                  wrap
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  aria-label={t(text.removeLabel, { number })}
                  onClick={() => rows.remove(index)}
                >
                  {text.remove}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>

      <Button
        wrap
        type="button"
        variant="outline"
        className="self-start"
        disabled={rows.fields.length >= MAX_DRAFT_CORRECTIONS}
        icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => rows.append(emptyCorrectionRow(draft))}
      >
        {text.add}
      </Button>

      <div className="flex flex-wrap gap-2 border-slate-200 border-t pt-4">
        <Button wrap type="submit" loading={send.isPending} icon={<Send aria-hidden="true" className="size-4" />}>
          {send.isPending ? text.sending : text.send}
        </Button>
        <Button wrap type="button" variant="ghost" disabled={send.isPending} onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
};
