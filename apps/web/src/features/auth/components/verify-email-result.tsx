import CircleCheck from 'lucide-react/icons/circle-check';
import ClockAlert from 'lucide-react/icons/clock-alert';
import Link2Off from 'lucide-react/icons/link-2-off';
import MailCheck from 'lucide-react/icons/mail-check';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import {
  signInRequiredFor,
  useResendVerification,
  useVerifyEmail,
  verificationFailureReason,
} from '../api/verify-email';
import { VerifyEmailWithPassword } from './verify-email-with-password';

const ResendButton = () => {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <p role="status" className="font-medium text-emerald-700">
        {resend.data.alreadyVerified
          ? 'Your email is already confirmed.'
          : 'A new link is on its way. Check your inbox.'}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <Button loading={resend.isPending} onClick={() => resend.mutate()}>
        Send a new link
      </Button>
      {resend.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(resend.error, 'Could not send a new link. Please try again.')}
        </p>
      ) : null}
    </div>
  );
};

/**
 * The page behind the emailed `/verify-email?token=…` link. Nothing is sent on load: signed in to the link's
 * account, one click confirms; otherwise the person signs in or sets the account's password (see
 * VerifyEmailWithPassword). Then it says plainly how it went.
 */
export const VerifyEmailResult = ({ token }: { token: string }) => {
  const auth = useAuth();
  const verify = useVerifyEmail();
  const { mutate } = verify;

  const signedIn = auth.status === 'authenticated';
  const dashboardLink = signedIn ? (
    <Link to={paths.dashboard} className={buttonClassName()}>
      Go to my orders
    </Link>
  ) : (
    <Link to={paths.home} className={buttonClassName({ variant: 'outline' })}>
      Go to the home page
    </Link>
  );
  const newLinkAction = signedIn ? (
    <ResendButton />
  ) : (
    <p className="text-slate-600 text-sm">Sign in and use “Resend email” on your dashboard to get a new link.</p>
  );

  if (!token) {
    return (
      <PageMessage
        alert
        tone="error"
        icon={<Link2Off className="size-7" />}
        title="This link is incomplete"
        actions={signedIn ? newLinkAction : dashboardLink}
      >
        The verification link is missing its code. Please open the link from the email again, or copy all of it into the
        address bar.
      </PageMessage>
    );
  }
  if (verify.isSuccess) {
    const count = verify.data.attachedOrders;
    return (
      <PageMessage
        tone="success"
        icon={<CircleCheck className="size-7" />}
        title="Your email is confirmed"
        actions={dashboardLink}
      >
        <p>
          Thank you — <span className="font-medium text-slate-900">{verify.data.email}</span> is verified.
          {count > 0 ? ` ${count} earlier ${count === 1 ? 'order was' : 'orders were'} added to your account.` : ''}
        </p>
        {verify.data.session ? (
          <p className="mt-2">Your new password is set, and every other device using this account was signed out.</p>
        ) : null}
      </PageMessage>
    );
  }
  if (verify.isError) {
    const reason = verificationFailureReason(verify.error);
    if (reason === 'used') {
      return (
        <PageMessage
          tone="neutral"
          icon={<MailCheck className="size-7" />}
          title="This link has already been used"
          actions={dashboardLink}
        >
          Each verification link works once. If you followed it before, your email is already confirmed and your orders
          are on your dashboard.
        </PageMessage>
      );
    }
    if (reason === 'expired') {
      return (
        <PageMessage
          alert
          tone="warning"
          icon={<ClockAlert className="size-7" />}
          title="This link has expired"
          actions={newLinkAction}
        >
          Verification links are valid for 48 hours. Ask for a new one and use it within that time.
        </PageMessage>
      );
    }
    if (reason === 'invalid') {
      return (
        <PageMessage
          alert
          tone="error"
          icon={<Link2Off className="size-7" />}
          title="This link is not valid"
          actions={newLinkAction}
        >
          {errorMessage(verify.error, 'This verification link is not valid.')}
        </PageMessage>
      );
    }
  }
  if (auth.status === 'loading') return <PageLoading label="Loading" />;
  const linkAccount = verify.isError ? signInRequiredFor(verify.error) : null;
  if (!signedIn || linkAccount !== null) {
    return (
      <VerifyEmailWithPassword
        token={token}
        verify={verify}
        accountEmail={linkAccount || null}
        signedInAs={signedIn ? auth.user.email : null}
      />
    );
  }
  return (
    <PageMessage
      icon={<MailCheck className="size-7" />}
      title="Confirm your email"
      actions={
        <Button size="lg" loading={verify.isPending} onClick={() => mutate({ token })}>
          Verify my email
        </Button>
      }
    >
      <p>
        Confirm that <span className="font-medium text-slate-900">{auth.user.email}</span> is your email address. Orders
        you placed with it as a guest are then added to your account.
      </p>
      {verify.isError ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {errorMessage(verify.error, 'Could not confirm your email. Please try again.')}
        </p>
      ) : null}
    </PageMessage>
  );
};
