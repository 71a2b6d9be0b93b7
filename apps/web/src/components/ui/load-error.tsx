import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { uiCatalogue } from './messages/catalogue';

type TLoadErrorProps = {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
  /** Said when the server gave no reason a person can read. */
  fallback?: string;
};

/** A query that failed: its title, what went wrong (useErrorMessage, with the fallback) and Try again. */
export const LoadError = ({ title, error, retrying, onRetry, fallback }: TLoadErrorProps) => {
  const { m } = useMessages(uiCatalogue);
  const errorText = useErrorMessage();
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button
          variant="outline"
          size="sm"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          loading={retrying}
          onClick={onRetry}
        >
          {m.loadError.tryAgain}
        </Button>
      }
    >
      {errorText(error, fallback)}
    </Alert>
  );
};
