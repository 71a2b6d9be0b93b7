import { zodResolver } from '@hookform/resolvers/zod';
import { type TOrderInstructions, ZUpdateOrderInstructionsRequest } from '@sello/shared/order-instructions-schemas';
import { useForm } from 'react-hook-form';
import { NameSpellingFields } from '@/components/forms/name-spelling-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NameSpellingList } from '@/components/ui/name-spelling-list';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOrderInstructions } from '../api/update-order-instructions';

export const INSTRUCTIONS_READ_ONLY_NOTE =
  'The translation has started, so these can no longer be changed here. If something must change, please contact support.';
export const INSTRUCTIONS_SAVED = 'Your names and instructions have been saved.';

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
      <NameSpellingFields control={control} register={register} errors={errors} />

      <Button type="submit" loading={update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save names and instructions'}
      </Button>
    </form>
  );
};
