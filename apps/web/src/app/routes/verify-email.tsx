import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlToken } from '@/lib/use-url-token';

/** `/verify-email?token=…`: the link from the verification email (the token leaves the address bar at once). */
export const VerifyEmailRoute = () => {
  useDocumentTitle('Confirm your email');
  return <VerifyEmailResult token={useUrlToken()} />;
};
