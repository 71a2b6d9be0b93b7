import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { pricingCatalogue } from '../messages/pricing/catalogue';

/** The prices could not be read: the cards show the standard ones, and the visitor may try again. */
export const PricingFallback = ({ refreshing, onRetry }: { refreshing: boolean; onRetry: () => void }) => {
  const { m } = useMessages(pricingCatalogue);
  return (
    <Alert
      tone="warning"
      title={m.pricing.fallbackTitle}
      action={
        <Button
          variant="outline"
          size="sm"
          loading={refreshing}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          onClick={onRetry}
        >
          {m.pricing.tryAgain}
        </Button>
      }
    >
      {m.pricing.fallbackText}
    </Alert>
  );
};
