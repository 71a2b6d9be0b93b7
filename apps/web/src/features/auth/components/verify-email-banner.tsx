import MailWarning from 'lucide-react/icons/mail-warning';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { useResendVerification } from '../api/verify-email';
import { authCatalogue } from '../messages/catalogue';

/** On the dashboard while the account's email is unverified: why it matters and "Resend email". */
export const VerifyEmailBanner = ({ email }: { email: string }) => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const resend = useResendVerification();
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm sm:flex-row sm:items-center">
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{m.banner.title}</p>
        <p className="mt-0.5 [overflow-wrap:anywhere]">
          <T message={m.banner.body} values={{ email }} components={{ 0: <span className="font-medium" /> }} />
        </p>
        <p role="status" className="mt-1 empty:hidden">
          {resend.isSuccess ? (resend.data.alreadyVerified ? m.banner.alreadyConfirmed : m.banner.sent) : ''}
        </p>
        {resend.isError ? (
          <p role="alert" className="mt-1 font-medium text-danger-800">
            {errorText(resend.error, m.banner.failed)}
          </p>
        ) : null}
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        {m.banner.resend}
      </Button>
    </div>
  );
};
