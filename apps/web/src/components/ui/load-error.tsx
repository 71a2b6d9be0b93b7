import RefreshCw from 'lucide-react/icons/refresh-cw';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

type TLoadErrorProps = { title: string; error: Error; retrying: boolean; onRetry: () => void };

/** A query that failed: its title, the server's reason (or the generic fallback) and Try again. */
export const LoadError = ({ title, error, retrying, onRetry }: TLoadErrorProps) => (
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
    {errorMessage(error, FALLBACK_MESSAGES.generic)}
  </Alert>
);
