import { zodResolver } from '@hookform/resolvers/zod';
import { ZSigninRequest, ZSignupRequest } from '@sello/shared/auth-schemas';
import { ZTwoFactorSigninCode } from '@sello/shared/two-factor-schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField, NameFields } from '@/components/forms/contact-fields';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useSignIn } from '../api/sign-in';
import { useSignInTwoFactor } from '../api/sign-in-two-factor';
import { useSignUp } from '../api/sign-up';
import { ForgotPasswordForm } from './forgot-password-form';

export type TAuthModalMode = 'signin' | 'signup';

export type TAuthModalProps = {
  open: boolean;
  mode: TAuthModalMode;
  onClose: () => void;
  onModeChange: (mode: TAuthModalMode) => void;
};

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The state of a page's own sign-in dialog: spread `modalProps` on `AuthModal`, call `openSignIn` from a button. */
export const useAuthModalState = () => {
  const [state, setState] = useState<{ open: boolean; mode: TAuthModalMode }>({ open: false, mode: 'signin' });
  const modalProps: TAuthModalProps = {
    ...state,
    onClose: () => setState((current) => ({ ...current, open: false })),
    onModeChange: (mode) => setState((current) => ({ ...current, mode })),
  };
  return { modalProps, openSignIn: () => setState({ open: true, mode: 'signin' }) };
};

const ZPasswordPair = z.object({ password: z.string(), confirmPassword: z.string().min(1) });

const ZSignUpForm = ZSignupRequest.extend({
  confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
}).refine((values) => values.password === values.confirmPassword, {
  error: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  // Checked even while other fields are still invalid, as soon as both passwords are typed.
  when: (payload) => ZPasswordPair.safeParse(payload.value).success,
});

const ZCodeForm = z.object({ code: ZTwoFactorSigninCode });

/**
 * The second step for an account with two-factor on: the code from the authenticator app, or a recovery code (also
 * after a verification link).
 */
export const TwoFactorStep = ({
  challengeToken,
  onSuccess,
  onBack,
  backLabel = 'Back to email and password',
}: {
  challengeToken: string;
  onSuccess: () => void;
  onBack: () => void;
  backLabel?: string;
}) => {
  const verify = useSignInTwoFactor();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCodeForm), defaultValues: { code: '' } });
  // The password form this step replaces had the focus.
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ code }) => verify.mutate({ challengeToken, code }, { onSuccess }))}
    >
      <p className="text-slate-600 text-sm">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
      {verify.isError ? <Alert tone="error">{errorMessage(verify.error, 'Sign in failed')}</Alert> : null}
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        maxLength={16}
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={verify.isPending} className="mt-1">
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
      >
        {backLabel}
      </button>
    </form>
  );
};

const SignInForm = ({ onSuccess, onForgotPassword }: { onSuccess: () => void; onForgotPassword: () => void }) => {
  const signIn = useSignIn();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZSigninRequest), defaultValues: { email: '', password: '' } });

  if (challengeToken) {
    return (
      <TwoFactorStep
        challengeToken={challengeToken}
        onSuccess={onSuccess}
        onBack={() => {
          signIn.reset();
          setChallengeToken(null);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        signIn.mutate(values, {
          onSuccess: (result) => {
            if ('twoFactorRequired' in result) setChallengeToken(result.challengeToken);
            else onSuccess();
          },
        }),
      )}
    >
      {signIn.isError ? <Alert tone="error">{errorMessage(signIn.error, 'Sign in failed')}</Alert> : null}
      <EmailField data-autofocus error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-end rounded font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" fullWidth loading={signIn.isPending} className="mt-1">
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
};

const SIGNED_UP_TEXT = {
  title: 'Check your email',
  body: (email: string) =>
    `Your account is created and you are signed in. We sent a link to ${email}: open it to confirm your email address.`,
  why: 'Once it is confirmed, orders you placed as a guest with this email appear in your dashboard.',
  continue: 'Continue',
} as const;

/** After sign-up: never a silent close; the account exists, and the email waits to be confirmed. */
const SignedUp = ({ email, onContinue }: { email: string; onContinue: () => void }) => {
  const continueRef = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone: the dialog's one action takes it.
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-slate-700">
        {SIGNED_UP_TEXT.body(email)}
      </p>
      <p className="text-slate-600 text-sm">{SIGNED_UP_TEXT.why}</p>
      <Button ref={continueRef} size="lg" fullWidth onClick={onContinue}>
        {SIGNED_UP_TEXT.continue}
      </Button>
    </div>
  );
};

const SignUpForm = ({ onSuccess }: { onSuccess: (email: string) => void }) => {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ confirmPassword: _confirmed, ...values }) =>
        signUp.mutate(values, { onSuccess: ({ user }) => onSuccess(user.email) }),
      )}
    >
      {signUp.isError ? <Alert tone="error">{errorMessage(signUp.error, 'Sign up failed')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} autoFocus />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields register={register} errors={errors} label="Password" confirmLabel="Confirm password" />
      <Button type="submit" size="lg" fullWidth loading={signUp.isPending} className="mt-1">
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
};

/**
 * Sign-in / sign-up dialog. The forms mount fresh whenever the dialog opens or the mode changes, so
 * fields and errors never carry over. A store notice ('Authentication expired…') is shown in sign-in mode.
 */
export const AuthModal = ({ open, mode, onClose, onModeChange }: TAuthModalProps) => {
  const { notice } = useAuth();
  const signingIn = mode === 'signin';
  const [forgotPassword, setForgotPassword] = useState(false);
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  // Closing the dialog leaves the 'Forgot password?' form and the sign-up confirmation: the next opening starts from
  // sign-in / sign-up.
  useEffect(() => {
    if (!open) {
      setForgotPassword(false);
      setSignedUpEmail(null);
    }
  }, [open]);

  if (signedUpEmail) {
    return (
      <Modal open={open} onClose={onClose} title={SIGNED_UP_TEXT.title}>
        <SignedUp email={signedUpEmail} onContinue={onClose} />
      </Modal>
    );
  }

  if (signingIn && forgotPassword) {
    return (
      <Modal open={open} onClose={onClose} title="Reset password">
        <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={signingIn ? 'Sign in' : 'Create account'}>
      <div className="flex flex-col gap-5">
        {signingIn && notice ? <Alert tone="warning">{notice}</Alert> : null}
        {signingIn ? (
          <SignInForm key="signin" onSuccess={onClose} onForgotPassword={() => setForgotPassword(true)} />
        ) : (
          <SignUpForm key="signup" onSuccess={setSignedUpEmail} />
        )}
        <div className="flex flex-col items-center gap-3 border-slate-100 border-t pt-4 text-center text-sm">
          <button
            type="button"
            onClick={() => onModeChange(signingIn ? 'signup' : 'signin')}
            className="rounded text-slate-600 hover:text-slate-900"
          >
            {signingIn ? "Don't have an account? " : 'Already have an account? '}
            <span className="font-semibold text-brand-700 underline underline-offset-2">
              {signingIn ? 'Sign up' : 'Sign in'}
            </span>
          </button>
        </div>
      </div>
    </Modal>
  );
};
