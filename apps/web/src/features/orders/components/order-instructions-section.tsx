import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_NAME_SPELLINGS,
  NAME_SPELLING_KINDS,
  NAME_SPELLING_LABELS,
  type TOrderInstructions,
  ZUpdateOrderInstructionsRequest,
} from '@sello/shared/order-instructions-schemas';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NameSpellingList } from '@/components/ui/name-spelling-list';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOrderInstructions } from '../api/update-order-instructions';

export const INSTRUCTIONS_READ_ONLY_NOTE =
  'The translation has started, so these can no longer be changed here. If something must change, please contact support.';
export const INSTRUCTIONS_SAVED = 'Your names and instructions have been saved.';

const KIND_OPTIONS = NAME_SPELLING_KINDS.map((kind) => ({ value: kind, label: NAME_SPELLING_LABELS[kind] }));

const formValues = (instructions: TOrderInstructions) => ({
  nameSpellings: instructions.nameSpellings.map(({ kind, asWritten }) => ({ kind, asWritten })),
  translationInstructions: instructions.translationInstructions ?? '',
});

const ReadOnlyInstructions = ({ instructions }: { instructions: TOrderInstructions }) => (
  <div className="flex flex-col gap-4">
    {instructions.nameSpellings.length > 0 ? (
      <NameSpellingList nameSpellings={instructions.nameSpellings} />
    ) : (
      <p className="text-slate-600">No names were given.</p>
    )}
    {instructions.translationInstructions ? (
      <p className="whitespace-pre-line break-words text-slate-800">{instructions.translationInstructions}</p>
    ) : null}
    <p className="text-slate-600 text-sm">{INSTRUCTIONS_READ_ONLY_NOTE}</p>
  </div>
);

/**
 * How names must be written (as in the passport) and other instructions for the translator: editable by the customer
 * until the translation starts, then shown read-only with a note.
 */
export const OrderInstructionsSection = ({
  orderId,
  instructions,
}: {
  orderId: string;
  instructions: TOrderInstructions;
}) => {
  const update = useUpdateOrderInstructions();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ZUpdateOrderInstructionsRequest),
    defaultValues: formValues(instructions),
  });
  const names = useFieldArray({ control, name: 'nameSpellings' });

  if (!instructions.editable) return <ReadOnlyInstructions instructions={instructions} />;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((values) =>
        update.mutate({ orderId, ...values }, { onSuccess: ({ instructions: saved }) => reset(formValues(saved)) }),
      )}
    >
      <p className="text-slate-600">
        Write each name exactly as it appears in the passport (accents, order of surnames, capitals) so the translation
        matches it. You can change these until the translation starts.
      </p>
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'Could not save your names and instructions.')}</Alert>
      ) : null}
      {update.isSuccess && !isDirty ? <Alert tone="success">{INSTRUCTIONS_SAVED}</Alert> : null}
      {errors.nameSpellings?.message ? <Alert tone="error">{errors.nameSpellings.message}</Alert> : null}

      {names.fields.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {names.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid items-start gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[12rem_1fr_auto]"
            >
              <SelectField
                label={`Name ${index + 1}: what it is`}
                options={KIND_OPTIONS}
                {...register(`nameSpellings.${index}.kind`)}
              />
              <TextField
                label={`Name ${index + 1}: as written in the passport`}
                autoComplete="off"
                maxLength={200}
                error={errors.nameSpellings?.[index]?.asWritten?.message}
                {...register(`nameSpellings.${index}.asWritten`)}
              />
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-7"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                aria-label={`Remove name ${index + 1}`}
                onClick={() => names.remove(index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : null}

      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={names.fields.length >= MAX_NAME_SPELLINGS}
        icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => names.append({ kind: names.fields.length === 0 ? 'full_name' : 'other_name', asWritten: '' })}
      >
        Add a name
      </Button>

      <TextareaField
        label="Other instructions for the translator"
        optional
        rows={3}
        maxLength={2000}
        error={errors.translationInstructions?.message}
        {...register('translationInstructions')}
      />

      <Button type="submit" loading={update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save names and instructions'}
      </Button>
    </form>
  );
};
