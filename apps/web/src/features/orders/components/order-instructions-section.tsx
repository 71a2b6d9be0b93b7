import { type TOrderInstructions, ZUpdateOrderInstructionsRequest } from '@sello/shared/order-instructions-schemas';
import { useForm } from 'react-hook-form';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { NameSpellingFields } from '@/components/forms/name-spelling-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NameSpellingList } from '@/components/ui/name-spelling-list';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useUpdateOrderInstructions } from '../api/update-order-instructions';
import { ordersCatalogue } from '../messages/catalogue';

const formValues = (instructions: TOrderInstructions) => ({
  nameSpellings: instructions.nameSpellings.map(({ kind, asWritten }) => ({ kind, asWritten })),
  translationInstructions: instructions.translationInstructions ?? '',
});

const ReadOnlyInstructions = ({ instructions }: { instructions: TOrderInstructions }) => {
  const text = useMessages(ordersCatalogue).m.instructions;
  return (
    <div className="flex flex-col gap-4">
      {instructions.nameSpellings.length > 0 ? (
        <NameSpellingList nameSpellings={instructions.nameSpellings} />
      ) : (
        <p className="text-slate-600">{text.noNames}</p>
      )}
      {instructions.translationInstructions ? (
        <p className="whitespace-pre-line break-words text-slate-800">{instructions.translationInstructions}</p>
      ) : null}
      <p className="text-slate-600 text-sm">{text.readOnlyNote}</p>
    </div>
  );
};

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
  const text = useMessages(ordersCatalogue).m.instructions;
  const errorText = useErrorMessage();
  const update = useUpdateOrderInstructions();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: useLocalizedResolver(ZUpdateOrderInstructionsRequest),
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
      <p className="text-slate-600">{text.intro}</p>
      {update.isError ? <Alert tone="error">{errorText(update.error, text.saveFailed)}</Alert> : null}
      {update.isSuccess && !isDirty ? <Alert tone="success">{text.saved}</Alert> : null}
      <NameSpellingFields control={control} register={register} errors={errors} />

      <Button wrap type="submit" loading={update.isPending} className="self-start">
        {update.isPending ? text.saving : text.save}
      </Button>
    </form>
  );
};
