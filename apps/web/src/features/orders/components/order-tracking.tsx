import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LookupForm } from '@/components/ui/lookup-form';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useTrackOrder } from '../api/track-order';
import { ordersCatalogue } from '../messages/catalogue';
import { TrackingResult, TrackingSummary } from './tracking-result';

/** What an order number looks like: the box's placeholder and the hint's example. */
const ORDER_NUMBER_EXAMPLE = 'TRS-20241201-ABC123';

/**
 * 'Track your order': look an order up by id or number. The search lives in the address (`?id=`), so a
 * tracking link from an email or the confirmation page searches on load and a result can be shared.
 */
export const OrderTracking = () => {
  const { m, t } = useMessages(ordersCatalogue);
  const text = m.tracking;
  const errorText = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = (searchParams.get('id') ?? '').trim();
  const [value, setValue] = useState(searched);
  const [inputError, setInputError] = useState<string | null>(null);
  const query = useTrackOrder(searched);

  // Back and forward between searches: the box follows the address.
  useEffect(() => {
    setValue(searched);
  }, [searched]);

  const searching = query.isFetching;

  const onSubmit = () => {
    const term = value.trim();
    if (term === '') {
      setInputError(text.empty);
      return;
    }
    setInputError(null);
    if (term === searched) void query.refetch();
    else setSearchParams({ id: term });
  };

  return (
    <div className="flex flex-col gap-8">
      <LookupForm
        heading={text.findHeading}
        lead={text.findLead}
        label={text.label}
        placeholder={ORDER_NUMBER_EXAMPLE}
        hint={t(text.hint, { example: ORDER_NUMBER_EXAMPLE })}
        submitLabel={text.submit}
        pendingLabel={text.searching}
        pending={searching}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setInputError(null);
        }}
        error={inputError}
        onSubmit={onSubmit}
        maxLength={100}
        buttonClassName="sm:min-w-52"
      />

      <p role="status" className="sr-only">
        {query.isSuccess && !searching
          ? t(text.found, {
              number: 'order' in query.data ? query.data.order.orderNumber : query.data.tracking.orderNumber,
            })
          : ''}
      </p>
      <div aria-busy={searching}>
        {searched === '' ? null : query.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner />
            <p>{text.looking}</p>
          </div>
        ) : query.isError ? (
          <Alert tone="error" title={text.failed}>
            {errorText(query.error, text.failedFallback)}
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
