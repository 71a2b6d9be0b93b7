import type { TManualEstimate, ZManualEstimate } from '@sello/shared/quote-schemas';
import Calculator from 'lucide-react/icons/calculator';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateQuote } from '../api/create-quote';
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
    createQuote.mutate({ ...pair, manualEstimate }, { onSuccess: (quote) => navigate(paths.quote(quote.quoteId)) });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={manualEstimateResolver.preload}
      aria-label="Manual estimate"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Number of pages"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          disabled={disabled || busy}
          placeholder="e.g. 3"
          error={errors.pages?.message}
          {...register('pages', { setValueAs: toNumber })}
        />
        <TextField
          label="Number of words"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          optional
          disabled={disabled || busy}
          placeholder="e.g. 750"
          hint="Leave empty and we count 250 words a page."
          error={errors.words?.message}
          {...register('words', { setValueAs: toNumber })}
        />
      </div>
      {errors.root ? (
        <Alert tone="error" title="We couldn't check your estimate">
          {errors.root.message}
        </Alert>
      ) : null}
      {createQuote.isError ? (
        <Alert tone="error" title="We couldn't create your quote">
          {errorMessage(createQuote.error, FALLBACK_MESSAGES.createQuote)}
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
        {busy ? 'Creating your estimate…' : 'Get estimate'}
      </Button>
    </form>
  );
};
