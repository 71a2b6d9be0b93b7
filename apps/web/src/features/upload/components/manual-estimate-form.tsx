import type { TManualEstimate, ZManualEstimate } from '@sello/shared/quote-schemas';
import Calculator from 'lucide-react/icons/calculator';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { localizedPath, paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateQuote } from '../api/create-quote';
import { uploadCatalogue } from '../messages/catalogue';
import type { TLanguagePair } from './language-pair-fields';

type TManualEstimateValues = z.input<typeof ZManualEstimate>;

const manualEstimateResolver = lazyZodResolver<TManualEstimateValues, TManualEstimate>(() =>
  import('@sello/shared/quote-schemas').then((module) => module.ZManualEstimate),
);

/** '' → undefined (so an empty optional field is absent), anything else → a number (NaN fails validation). */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * Option 2: no documents at hand. Pages are required (> 0), words optional (≥ 0); the server prices
 * the estimate and the documents can be added at checkout.
 */
export const ManualEstimateForm = ({ pair, disabled = false }: { pair: TLanguagePair; disabled?: boolean }) => {
  const { m, locale } = useMessages(uploadCatalogue);
  const errorText = useErrorMessage();
  const words = m.manualEstimate;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TManualEstimateValues, unknown, TManualEstimate>({
    resolver: manualEstimateResolver,
  });
  const createQuote = useCreateQuote();
  const navigate = useNavigate();
  const busy = createQuote.isPending || createQuote.isSuccess;

  const onSubmit = (manualEstimate: TManualEstimate) => {
    createQuote.mutate(
      { ...pair, manualEstimate },
      { onSuccess: (quote) => navigate(localizedPath(locale, paths.quote(quote.quoteId))) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={manualEstimateResolver.preload}
      aria-label={words.formLabel}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={words.pages}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          disabled={disabled || busy}
          placeholder={words.pagesPlaceholder}
          error={errors.pages ? (errors.pages.type === 'too_big' ? words.pagesTooMany : words.pagesInvalid) : undefined}
          {...register('pages', { setValueAs: toNumber })}
        />
        <TextField
          label={words.words}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          optional
          disabled={disabled || busy}
          placeholder={words.wordsPlaceholder}
          hint={words.wordsHint}
          error={errors.words ? (errors.words.type === 'too_big' ? words.wordsTooMany : words.wordsInvalid) : undefined}
          {...register('words', { setValueAs: toNumber })}
        />
      </div>
      {errors.root ? (
        <Alert tone="error" title={words.checkFailedTitle}>
          {words.checkFailed}
        </Alert>
      ) : null}
      {createQuote.isError ? (
        <Alert tone="error" title={m.documentsPanel.quoteErrorTitle}>
          {errorText(createQuote.error, m.documentsPanel.quoteErrorFallback)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        fullWidth
        disabled={disabled}
        loading={busy}
        icon={<Calculator aria-hidden="true" className="size-4" />}
      >
        {busy ? words.creating : words.submit}
      </Button>
    </form>
  );
};
