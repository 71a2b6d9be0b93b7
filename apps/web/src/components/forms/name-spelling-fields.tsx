import {
  MAX_NAME_SPELLINGS,
  NAME_SPELLING_KINDS,
  ORDER_INSTRUCTIONS_MAX_LENGTH,
  type TNameSpelling,
} from '@sello/shared/order-instructions-schemas';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useFormState,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useMessages } from '@/lib/i18n/i18n';
import { formsCatalogue } from './messages/catalogue';

type TInstructionValues = {
  nameSpellings: { kind: TNameSpelling['kind']; asWritten: string }[];
  translationInstructions?: string | null | undefined;
};

type TInstructionErrors = {
  nameSpellings?: { message?: string } & Array<{ asWritten?: { message?: string } } | undefined>;
  translationInstructions?: { message?: string };
};

/**
 * The names as written in the passport (rows of kind + name, added and removed) and the other instructions for the
 * translator, for a form whose values have `nameSpellings` and `translationInstructions`: the order page's section and
 * the checkout's collapsed step.
 */
export const NameSpellingFields = <TValues extends FieldValues & TInstructionValues>({
  control,
  register,
  errors,
  withInstructions = true,
}: {
  control: Control<TValues>;
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
  /** False where the form asks the instructions itself (the checkout's "Deadline or special request"). */
  withInstructions?: boolean;
}) => {
  const { m, t } = useMessages(formsCatalogue);
  const text = m.names;
  const kindOptions = NAME_SPELLING_KINDS.map((kind) => ({ value: kind, label: text.kinds[kind] }));
  const names = useFieldArray({ control, name: 'nameSpellings' as ArrayPath<TValues> });
  const fieldErrors = errors as TInstructionErrors;
  // A form that checks fields as they are left (the checkout) also checks a list as soon as a row is added: a row's
  // name is judged once it was left or the form was sent, never while it is still being typed.
  const { touchedFields, isSubmitted } = useFormState({ control });
  const nameTouched = (index: number) =>
    Boolean(
      (touchedFields as { nameSpellings?: Array<{ asWritten?: boolean } | undefined> }).nameSpellings?.[index]
        ?.asWritten,
    );
  return (
    <div className="flex flex-col gap-5">
      {fieldErrors.nameSpellings?.message ? <Alert tone="error">{fieldErrors.nameSpellings.message}</Alert> : null}
      {names.fields.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {names.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid items-start gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[11rem_minmax(0,1fr)]"
            >
              <SelectField
                label={t(text.kind, { number: index + 1 })}
                options={kindOptions}
                {...register(`nameSpellings.${index}.kind` as Path<TValues>)}
              />
              <TextField
                label={t(text.asWritten, { number: index + 1 })}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                error={
                  isSubmitted || nameTouched(index) ? fieldErrors.nameSpellings?.[index]?.asWritten?.message : undefined
                }
                {...register(`nameSpellings.${index}.asWritten` as Path<TValues>)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start sm:col-span-2 sm:justify-self-end"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                aria-label={t(text.removeNamed, { number: index + 1 })}
                onClick={() => names.remove(index)}
              >
                {text.remove}
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
        onClick={() =>
          names.append(
            { kind: names.fields.length === 0 ? 'full_name' : 'other_name', asWritten: '' } as FieldArray<
              TValues,
              ArrayPath<TValues>
            >,
            // The name, not its kind (which has a default): a form validating on blur must not judge a name not typed yet.
            { focusName: `nameSpellings.${names.fields.length}.asWritten` },
          )
        }
      >
        {text.add}
      </Button>

      {withInstructions ? (
        <TextareaField
          label={text.otherInstructions}
          optional
          rows={3}
          maxLength={ORDER_INSTRUCTIONS_MAX_LENGTH}
          error={fieldErrors.translationInstructions?.message}
          {...register('translationInstructions' as Path<TValues>)}
        />
      ) : null}
    </div>
  );
};
