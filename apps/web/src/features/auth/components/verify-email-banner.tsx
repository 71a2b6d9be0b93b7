import MailWarning from 'lucide-react/icons/mail-warning';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/verify-email';

/** On the dashboard while the account's email is unverified: why it matters and "Resend email". */
export const VerifyEmailBanner = ({ email }: { email: string }) => {
  const resend = useResendVerification();
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm sm:flex-row sm:items-center">
      <MailWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="flex-1">
        <p className="font-semibold">Please confirm your email address</p>
        <p className="mt-0.5">
          We sent a link to <span className="font-medium">{email}</span>. Once you confirm it, orders you placed as a
          guest with this email appear here.
        </p>
        <p role="status" className="mt-1 empty:hidden">
          {resend.isSuccess
            ? resend.data.alreadyVerified
              ? 'Your email is already confirmed.'
              : 'Email sent. Check your inbox.'
            : ''}
        </p>
        {resend.isError ? (
          <p role="alert" className="mt-1 font-medium text-danger-800">
            {errorMessage(resend.error, 'Could not send the email. Please try again.')}
          </p>
        ) : null}
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend email
      </Button>
    </div>
  );
};
