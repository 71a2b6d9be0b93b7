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
import { localizedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import {
  signInRequiredFor,
  useResendVerification,
  useVerifyEmail,
  verificationFailureReason,
} from '../api/verify-email';
import { authCatalogue } from '../messages/catalogue';
import { AuthModal, TwoFactorStep, useAuthModalState } from './auth-modal';
import { VerifyEmailWithPassword } from './verify-email-with-password';

const ResendButton = () => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <p role="status" className="font-medium text-emerald-700">
        {resend.data.alreadyVerified ? m.verify.alreadyConfirmed : m.verify.newLinkSent}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <Button loading={resend.isPending} onClick={() => resend.mutate()}>
        {m.verify.sendNewLink}
      </Button>
      {resend.isError ? <FieldErrorText>{errorText(resend.error, m.verify.newLinkFailed)}</FieldErrorText> : null}
    </div>
  );
};

const SignInButton = () => {
  const { m } = useMessages(authCatalogue);
  const { modalProps, openSignIn } = useAuthModalState();
  return (
    <>
      <Button onClick={openSignIn}>{m.verify.signIn}</Button>
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
}) => {
  const { m } = useMessages(authCatalogue);
  return (
    <FormPage titleId="verify-email-code-title" icon={<ShieldCheck className="size-6" />} title={m.verify.codeTitle}>
      <p className="mt-2 mb-4 text-slate-600 text-sm">{m.verify.codeIntro}</p>
      <TwoFactorStep
        challengeToken={challengeToken}
        onSuccess={onVerified}
        onBack={onBack}
        backLabel={m.verify.choosePasswordAgain}
      />
    </FormPage>
  );
};

/**
 * The page behind the emailed `/verify-email?token=…` link. Nothing is sent on load: signed in to the link's
 * account, one click confirms; otherwise the person signs in or sets the account's password (see
 * VerifyEmailWithPassword). Then it says plainly how it went.
 */
export const VerifyEmailResult = ({ token }: { token: string }) => {
  const { m, t, locale } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const auth = useAuth();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const queryClient = useQueryClient();
  const [verifiedWithCode, setVerifiedWithCode] = useState(false);

  const signedIn = auth.status === 'authenticated';
  const dashboardLink = signedIn ? (
    <Link to={localizedPath(locale, paths.dashboard)} className={buttonClassName()}>
      {m.verify.myOrders}
    </Link>
  ) : (
    <Link to={localizedPath(locale, paths.home)} className={buttonClassName({ variant: 'outline' })}>
      {m.verify.home}
    </Link>
  );
  const newLinkAction = signedIn ? <ResendButton /> : <p className="text-slate-600 text-sm">{m.verify.newLinkHint}</p>;

  if (!token) {
    return (
      <PageMessage
        alert
        tone="error"
        icon={<Link2Off className="size-7" />}
        title={m.verify.incompleteTitle}
        actions={signedIn ? newLinkAction : dashboardLink}
      >
        {m.verify.incompleteBody}
      </PageMessage>
    );
  }
  const confirmed = (children: ReactNode) => (
    <PageMessage
      tone="success"
      icon={<CircleCheck className="size-7" />}
      title={m.verify.confirmedTitle}
      actions={dashboardLink}
    >
      {children}
    </PageMessage>
  );
  const passwordSet = <p className="mt-2">{m.verify.passwordSet}</p>;

  if (verifiedWithCode) {
    return confirmed(
      <>
        <p>{m.verify.verifiedWithCode}</p>
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
        <p className="[overflow-wrap:anywhere]">
          <T
            message={m.verify.verified}
            values={{ email: result.email }}
            components={{ 0: <span className="font-medium text-slate-900" /> }}
          />
        </p>
        {count > 0 ? <p>{t(m.verify.ordersAdded, { count })}</p> : null}
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
          title={m.verify.usedTitle}
          actions={dashboardLink}
        >
          {m.verify.usedBody}
        </PageMessage>
      );
    }
    if (reason === 'already-verified') {
      return (
        <PageMessage
          tone="neutral"
          icon={<MailCheck className="size-7" />}
          title={m.verify.alreadyTitle}
          actions={signedIn ? dashboardLink : <SignInButton />}
        >
          {m.verify.alreadyBody}
        </PageMessage>
      );
    }
    if (reason === 'expired') {
      return (
        <PageMessage
          alert
          tone="warning"
          icon={<ClockAlert className="size-7" />}
          title={m.verify.expiredTitle}
          actions={newLinkAction}
        >
          {m.verify.expiredBody}
        </PageMessage>
      );
    }
    if (reason === 'invalid') {
      return (
        <PageMessage
          alert
          tone="error"
          icon={<Link2Off className="size-7" />}
          title={m.verify.invalidTitle}
          actions={newLinkAction}
        >
          {m.verify.invalidBody}
        </PageMessage>
      );
    }
  }
  if (auth.status === 'loading') return <PageLoading label={m.verify.loading} />;
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
      title={m.verify.confirmTitle}
      actions={
        <Button size="lg" loading={verify.isPending} onClick={() => mutate({ token })}>
          {m.verify.confirmButton}
        </Button>
      }
    >
      <p className="[overflow-wrap:anywhere]">
        <T
          message={m.verify.confirmBody}
          values={{ email: auth.user.email }}
          components={{ 0: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      {verify.isError ? (
        <p role="alert" className="mt-3 text-danger-700 text-sm">
          {errorText(verify.error, m.verify.confirmFailed)}
        </p>
      ) : null}
    </PageMessage>
  );
};
