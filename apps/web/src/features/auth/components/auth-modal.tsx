import { zodResolver } from '@hookform/resolvers/zod';
import { ZSigninRequest, ZSignupRequest } from '@sello/shared/auth-schemas';
import { ZTwoFactorSigninCode } from '@sello/shared/two-factor-schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField, NameFields } from '@/components/forms/contact-fields';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { AUTH_EXPIRED_MESSAGE } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { useSignIn } from '../api/sign-in';
import { useSignInTwoFactor } from '../api/sign-in-two-factor';
import { useSignUp } from '../api/sign-up';
import { authCatalogue } from '../messages/catalogue';
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
  backLabel,
}: {
  challengeToken: string;
  onSuccess: () => void;
  onBack: () => void;
  backLabel?: string;
}) => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
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
      <p className="text-slate-600 text-sm">{m.twoFactor.intro}</p>
      {verify.isError ? <Alert tone="error">{errorText(verify.error, m.signIn.failed)}</Alert> : null}
      <TextField
        label={m.twoFactor.code}
        autoComplete="one-time-code"
        autoCapitalize="none"
        maxLength={16}
        spellCheck={false}
        // The schema's rule, said in the page's language.
        error={errors.code ? m.twoFactor.codeInvalid : undefined}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={verify.isPending} className="mt-1">
        {verify.isPending ? m.twoFactor.pending : m.twoFactor.submit}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
      >
        {backLabel ?? m.twoFactor.back}
      </button>
    </form>
  );
};

const SignInForm = ({ onSuccess, onForgotPassword }: { onSuccess: () => void; onForgotPassword: () => void }) => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const signIn = useSignIn();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLocalizedResolver(ZSigninRequest), defaultValues: { email: '', password: '' } });

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
      {signIn.isError ? <Alert tone="error">{errorText(signIn.error, m.signIn.failed)}</Alert> : null}
      <EmailField data-autofocus error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordInput
          label={m.signIn.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-end rounded font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
        >
          {m.signIn.forgotPassword}
        </button>
      </div>
      <Button type="submit" size="lg" fullWidth loading={signIn.isPending} className="mt-1">
        {signIn.isPending ? m.signIn.pending : m.signIn.submit}
      </Button>
    </form>
  );
};

/** After sign-up: never a silent close; the account exists, and the email waits to be confirmed. */
const SignedUp = ({ email, onContinue }: { email: string; onContinue: () => void }) => {
  const { m, t } = useMessages(authCatalogue);
  const continueRef = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone: the dialog's one action takes it.
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-slate-700">
        {t(m.signUp.doneBody, { email })}
      </p>
      <p className="text-slate-600 text-sm">{m.signUp.doneWhy}</p>
      <Button ref={continueRef} size="lg" fullWidth onClick={onContinue}>
        {m.signUp.continue}
      </Button>
    </div>
  );
};

const SignUpForm = ({ onSuccess }: { onSuccess: (email: string) => void }) => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: useLocalizedResolver(ZSignUpForm),
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
      {signUp.isError ? <Alert tone="error">{errorText(signUp.error, m.signUp.failed)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} autoFocus />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        register={register}
        errors={errors}
        label={m.signUp.password}
        confirmLabel={m.signUp.confirmPassword}
      />
      <Button type="submit" size="lg" fullWidth loading={signUp.isPending} className="mt-1">
        {signUp.isPending ? m.signUp.pending : m.signUp.submit}
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
  const { m } = useMessages(authCatalogue);
  const signingIn = mode === 'signin';
  // The store's notice is the client's English sentence: the session-expired one is said in the page's language.
  const noticeText = notice === AUTH_EXPIRED_MESSAGE ? m.modal.sessionExpired : notice;
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
      <Modal open={open} onClose={onClose} title={m.signUp.doneTitle}>
        <SignedUp email={signedUpEmail} onContinue={onClose} />
      </Modal>
    );
  }

  if (signingIn && forgotPassword) {
    return (
      <Modal open={open} onClose={onClose} title={m.modal.resetTitle}>
        <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={signingIn ? m.modal.signInTitle : m.modal.signUpTitle}>
      <div className="flex flex-col gap-5">
        {signingIn && noticeText ? <Alert tone="warning">{noticeText}</Alert> : null}
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
            <T
              message={signingIn ? m.modal.noAccount : m.modal.haveAccount}
              components={{ 0: <span className="font-semibold text-brand-700 underline underline-offset-2" /> }}
            />
          </button>
        </div>
      </div>
    </Modal>
  );
};
