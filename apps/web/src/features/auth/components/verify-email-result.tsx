import CircleCheck from 'lucide-react/icons/circle-check';
import ClockAlert from 'lucide-react/icons/clock-alert';
import Link2Off from 'lucide-react/icons/link-2-off';
import MailCheck from 'lucide-react/icons/mail-check';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useResendVerification, useVerifyEmail, verificationFailureReason } from '../api/verify-email';

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
          {resend.error.message}
        </p>
      ) : null}
    </div>
  );
};

/** The page behind the emailed `/verify-email?token=…` link: confirms once and says plainly how it went. */
export const VerifyEmailResult = ({ token }: { token: string }) => {
  const auth = useAuth();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // A token works once: never send it twice (StrictMode runs effects twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

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
        {signedIn ? null : <p className="mt-2">Sign in with this email to see your orders.</p>}
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
          {verify.error.message}
        </PageMessage>
      );
    }
    return (
      <PageMessage
        alert
        tone="error"
        icon={<Link2Off className="size-7" />}
        title="We could not confirm your email"
        actions={
          <Button loading={verify.isPending} onClick={() => mutate(token)}>
            Try Again
          </Button>
        }
      >
        {verify.error.message}
      </PageMessage>
    );
  }
  return <PageLoading label="Confirming your email" />;
};
