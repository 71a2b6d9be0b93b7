import { useSearchParams } from 'react-router';
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/verify-email?token=…`: the link from the verification email. */
export const VerifyEmailRoute = () => {
  const [params] = useSearchParams();
  useDocumentTitle('Confirm your email');
  return <VerifyEmailResult token={params.get('token')?.trim() ?? ''} />;
};
