import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlToken } from '@/lib/use-url-token';

/** `/verify-email?token=…`: the link from the verification email (the token leaves the address bar at once). */
export const VerifyEmailRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.verifyEmail);
  return <VerifyEmailResult token={useUrlToken()} />;
};
