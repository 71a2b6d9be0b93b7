import Search from 'lucide-react/icons/search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldInputClassName, fieldStateClassName } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { useTrackOrder } from '../api/track-order';
import { TrackingResult, TrackingSummary } from './tracking-result';

export const EMPTY_QUERY_MESSAGE = 'Please enter an order ID or order number';
export const ORDER_QUERY_PLACEHOLDER = 'TRS-20241201-ABC123';

/**
 * 'Track your order': look an order up by id or number. The search lives in the address (`?id=`), so a
 * tracking link from an email or the confirmation page searches on load and a result can be shared.
 */
export const OrderTracking = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = (searchParams.get('id') ?? '').trim();
  const [value, setValue] = useState(searched);
  const [inputError, setInputError] = useState<string | null>(null);
  const query = useTrackOrder(searched);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  // Back and forward between searches: the box follows the address.
  useEffect(() => {
    setValue(searched);
  }, [searched]);

  const searching = query.isFetching;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = value.trim();
    if (term === '') {
      setInputError(EMPTY_QUERY_MESSAGE);
      return;
    }
    setInputError(null);
    if (term === searched) void query.refetch();
    else setSearchParams({ id: term });
  };

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="track-form-heading"
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="track-form-heading" className="font-semibold text-lg text-slate-900">
          Find your order
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          Enter the order number from your confirmation email, or the order ID from your tracking link.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-5">
          <label htmlFor={inputId} className="font-medium text-slate-800 text-sm">
            Order ID or order number
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              type="text"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (inputError) setInputError(null);
              }}
              placeholder={ORDER_QUERY_PLACEHOLDER}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? errorId : hintId}
              className={`${fieldInputClassName} ${fieldStateClassName(Boolean(inputError))} font-mono sm:flex-1`}
            />
            <Button
              type="submit"
              size="lg"
              loading={searching}
              icon={<Search aria-hidden="true" className="size-4" />}
              className="sm:w-44"
            >
              {searching ? 'Searching...' : 'Track order'}
            </Button>
          </div>
          {inputError ? (
            <p id={errorId} role="alert" className="mt-2 text-danger-700 text-sm">
              {inputError}
            </p>
          ) : (
            <p id={hintId} className="mt-2 text-slate-500 text-xs">
              For example {ORDER_QUERY_PLACEHOLDER}. Letters are not case-sensitive.
            </p>
          )}
        </form>
      </section>

      <p role="status" className="sr-only">
        {query.isSuccess && !searching
          ? `Order ${'order' in query.data ? query.data.order.orderNumber : query.data.tracking.orderNumber} found.`
          : ''}
      </p>
      <div aria-busy={searching}>
        {searched === '' ? null : query.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner />
            <p>Looking up your order…</p>
          </div>
        ) : query.isError ? (
          <Alert tone="error" title="We couldn't show this order">
            {errorMessage(query.error, FALLBACK_MESSAGES.generic)}
          </Alert>
        ) : 'order' in query.data ? (
          <TrackingResult order={query.data.order} />
        ) : (
          <TrackingSummary tracking={query.data.tracking} />
        )}
      </div>
    </div>
  );
};
