import RefreshCw from 'lucide-react/icons/refresh-cw';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

type TLoadErrorProps = {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
  /** Said when the server gave no reason a person can read. */
  fallback?: string;
};

/** A query that failed: its title, the server's reason (or the fallback, by default the generic one) and Try again. */
export const LoadError = ({
  title,
  error,
  retrying,
  onRetry,
  fallback = FALLBACK_MESSAGES.generic,
}: TLoadErrorProps) => (
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
        Try again
      </Button>
    }
  >
    {errorMessage(error, fallback)}
  </Alert>
);
