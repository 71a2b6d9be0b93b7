import { useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClockAlert from 'lucide-react/icons/clock-alert';
import Link2Off from 'lucide-react/icons/link-2-off';
import MailCheck from 'lucide-react/icons/mail-check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { FieldErrorText } from '@/components/ui/field';
import { FormPage } from '@/components/ui/form-page';
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
import { AuthModal, TwoFactorStep, useAuthModalState } from './auth-modal';
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
        <FieldErrorText>{errorMessage(resend.error, 'Could not send a new link. Please try again.')}</FieldErrorText>
      ) : null}
    </div>
  );
};

const SignInButton = () => {
  const { modalProps, openSignIn } = useAuthModalState();
  return (
    <>
      <Button onClick={openSignIn}>Sign in</Button>
      <AuthModal {...modalProps} />
    </>
  );
};

/**
 * The account has two-factor on: the link with a new password changed nothing yet. The code (POST
 * /api/auth/signin/two-factor with the challenge) confirms the email, sets the password and signs in.
 */
const VerifyEmailTwoFactor = ({
  challengeToken,
  onBack,
  onVerified,
}: {
  challengeToken: string;
  onBack: () => void;
  onVerified: () => void;
}) => (
  <FormPage
    titleId="verify-email-code-title"
    icon={<ShieldCheck className="size-6" />}
    title="Enter your authentication code"
  >
    <p className="mt-2 mb-4 text-slate-600 text-sm">
      This account has two-factor authentication on. Nothing changes until you enter the code: then your email is
      confirmed, your new password is set and you are signed in.
    </p>
    <TwoFactorStep
      challengeToken={challengeToken}
      onSuccess={onVerified}
      onBack={onBack}
      backLabel="Choose the password again"
    />
  </FormPage>
);

/**
 * The page behind the emailed `/verify-email?token=…` link. Nothing is sent on load: signed in to the link's
 * account, one click confirms; otherwise the person signs in or sets the account's password (see
 * VerifyEmailWithPassword). Then it says plainly how it went.
 */
export const VerifyEmailResult = ({ token }: { token: string }) => {
  const auth = useAuth();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const queryClient = useQueryClient();
  const [verifiedWithCode, setVerifiedWithCode] = useState(false);

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
  const confirmed = (children: ReactNode) => (
    <PageMessage
      tone="success"
      icon={<CircleCheck className="size-7" />}
      title="Your email is confirmed"
      actions={dashboardLink}
    >
      {children}
    </PageMessage>
  );
  const passwordSet = (
    <p className="mt-2">Your new password is set, and every other device using this account was signed out.</p>
  );

  if (verifiedWithCode) {
    return confirmed(
      <>
        <p>Thank you — your email is verified, and orders you placed with it as a guest are on your dashboard.</p>
        {passwordSet}
      </>,
    );
  }
  if (verify.isSuccess) {
    const result = verify.data;
    if ('twoFactorRequired' in result) {
      return (
        <VerifyEmailTwoFactor
          challengeToken={result.challengeToken}
          onBack={() => verify.reset()}
          onVerified={() => {
            setVerifiedWithCode(true);
            // Orders placed as a guest now belong to the account.
            void queryClient.invalidateQueries({ queryKey: ['orders'] });
          }}
        />
      );
    }
    const count = result.attachedOrders;
    return confirmed(
      <>
        <p>
          Thank you — <span className="font-medium text-slate-900">{result.email}</span> is verified.
          {count > 0 ? ` ${count} earlier ${count === 1 ? 'order was' : 'orders were'} added to your account.` : ''}
        </p>
        {result.session ? passwordSet : null}
      </>,
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
          Each verification link works once, and a newer link, a password reset or a password change replaces it. If
          your email is confirmed, your orders are on your dashboard; if not, ask for a new link there.
        </PageMessage>
      );
    }
    if (reason === 'already-verified') {
      return (
        <PageMessage
          tone="neutral"
          icon={<MailCheck className="size-7" />}
          title="Your email is already confirmed"
          actions={signedIn ? dashboardLink : <SignInButton />}
        >
          This link is not needed any more: the account's email is confirmed. Sign in to see your orders.
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
        <p role="alert" className="mt-3 text-danger-700 text-sm">
          {errorMessage(verify.error, 'Could not confirm your email. Please try again.')}
        </p>
      ) : null}
    </PageMessage>
  );
};
