import { zodResolver } from '@hookform/resolvers/zod';
import {
  RECOVERY_CODE_COUNT,
  type TTwoFactorStatus,
  ZRegenerateRecoveryCodesRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorSetupRequest,
} from '@sello/shared/two-factor-schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useSetupTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';
import { QrCode } from './qr-code';

const codeFieldProps = {
  label: 'Authentication code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  spellCheck: false,
} as const;

/** `JBSW Y3DP EHPK …`: the key in groups of four, as authenticator apps accept it and people read it. */
const groupInFours = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The new secret as a QR code to scan, the key to type (in fours, with a copy button) and its otpauth:// link; then a
 * first code confirms it. `onEnabled` gets the recovery codes, shown once.
 */
const EnableForm = ({
  secret,
  uri,
  onEnabled,
}: {
  secret: string;
  uri: string;
  onEnabled: (codes: string[]) => void;
}) => {
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorEnableRequest), defaultValues: { code: '' } });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        enable.mutate(values, { onSuccess: (answer) => onEnabled(answer.recoveryCodes) }),
      )}
    >
      <ol className="list-decimal space-y-4 pl-5 text-slate-700 text-sm">
        <li>
          Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…):
          <QrCode
            value={uri}
            label="QR code for setting up two-factor authentication in your authenticator app"
            className="mt-2 size-44 rounded-lg border border-slate-200"
          />
          <span className="mt-3 block">Can’t scan it? Add an account with this key instead (time-based):</span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <code className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900 text-sm tracking-wide">
              {groupInFours(secret)}
            </code>
            <CopyButton text={secret} label="Copy key" copiedMessage="Key copied" />
          </span>
          <span className="mt-2 block">
            On this device, you can also open the{' '}
            <a href={uri} className="font-medium text-brand-700 underline underline-offset-2">
              setup link
            </a>
            .
          </span>
        </li>
        <li>Type the 6-digit code the app shows to turn two-factor authentication on.</li>
      </ol>
      {enable.isError ? (
        <Alert tone="error">{errorMessage(enable.error, 'Could not turn it on. Please try again.')}</Alert>
      ) : null}
      <TextField
        {...codeFieldProps}
        error={errors.code?.message}
        containerClassName="sm:max-w-xs"
        {...register('code')}
      />
      <Button type="submit" loading={enable.isPending} className="self-start">
        {enable.isPending ? 'Turning on...' : 'Turn on two-factor authentication'}
      </Button>
    </form>
  );
};

/** The recovery codes, this once: to copy, download or write down before going on. */
const RecoveryCodesPanel = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const text = codes.join('\n');
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title="Save your recovery codes now">
        They are shown only this once. If you lose your phone, each code signs you in once in place of a code from the
        app. Keep them somewhere safe, apart from your password.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-slate-900 text-sm sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label="Copy codes" copiedMessage="Codes copied" />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
          className="font-medium text-brand-700 text-sm underline underline-offset-2"
        >
          Download as a text file
        </a>
      </div>
      <Button className="self-start" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
};

/** Making new recovery codes and turning two-factor off both ask for the password and a code (one request schema). */
const usePasswordAndCodeForm = () =>
  useForm({ resolver: zodResolver(ZRegenerateRecoveryCodesRequest), defaultValues: { password: '', code: '' } });

const PasswordAndCodeFields = ({ form }: { form: ReturnType<typeof usePasswordAndCodeForm> }) => {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField {...codeFieldProps} error={errors.code?.message} {...register('code')} />
    </div>
  );
};

/** New codes in place of the old ones, with the password and a code as for turning it off. */
const RegenerateForm = ({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) => {
  const regenerate = useRegenerateRecoveryCodes();
  const headingId = useId();
  const form = usePasswordAndCodeForm();
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-slate-200 border-t pt-5"
      onSubmit={form.handleSubmit((values) =>
        regenerate.mutate(values, { onSuccess: (answer) => onNewCodes(answer.recoveryCodes) }),
      )}
    >
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          New recovery codes
        </h3>
        <p className="mt-1 text-slate-600 text-sm">Makes ten new codes; the old ones stop working.</p>
      </div>
      {regenerate.isError ? (
        <Alert tone="error">{errorMessage(regenerate.error, 'Could not make new codes. Please try again.')}</Alert>
      ) : null}
      <PasswordAndCodeFields form={form} />
      <Button type="submit" variant="outline" loading={regenerate.isPending} className="self-start">
        Make new recovery codes
      </Button>
    </form>
  );
};

const RecoveryCodesLeft = ({ status }: { status: TTwoFactorStatus }) => (
  <p className={`text-sm ${status.recoveryCodesLeft <= 2 ? 'font-medium text-amber-800' : 'text-slate-700'}`}>
    {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
    {status.recoveryCodesLeft <= 2 ? ' Make new ones before you run out.' : ''}
  </p>
);

const DisableForm = () => {
  const disable = useDisableTwoFactor();
  const form = usePasswordAndCodeForm();

  return (
    <form
      noValidate
      aria-label="Turn off two-factor authentication"
      className="flex flex-col gap-4 border-slate-200 border-t pt-5"
      onSubmit={form.handleSubmit((values) => disable.mutate(values))}
    >
      {disable.isError ? (
        <Alert tone="error">{errorMessage(disable.error, 'Could not turn it off. Please try again.')}</Alert>
      ) : null}
      <PasswordAndCodeFields form={form} />
      <Button type="submit" variant="outline" loading={disable.isPending} className="self-start">
        {disable.isPending ? 'Turning off...' : 'Turn off two-factor authentication'}
      </Button>
    </form>
  );
};

/** Starts the setup: the current password first, so a stolen session alone cannot enrol another app. */
const SetupForm = ({ setup }: { setup: ReturnType<typeof useSetupTwoFactor> }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorSetupRequest), defaultValues: { password: '' } });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => setup.mutate(values))}>
      {setup.isError ? (
        <Alert tone="error">{errorMessage(setup.error, 'Could not start the setup. Please try again.')}</Alert>
      ) : null}
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        containerClassName="sm:max-w-xs"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={setup.isPending} className="self-start">
        Set up two-factor authentication
      </Button>
    </form>
  );
};

/** /account, for staff: TOTP two-factor authentication, with one-time recovery codes. */
export const TwoFactorSection = () => {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  if (shownCodes) return <RecoveryCodesPanel codes={shownCodes} onDone={() => setShownCodes(null)} />;
  if (status.isPending) return <p className="text-slate-600 text-sm">Loading…</p>;
  if (status.isError) {
    return <Alert tone="error">{errorMessage(status.error, 'Could not load the two-factor settings.')}</Alert>;
  }
  if (status.data.enabled) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Alert tone="success">Two-factor authentication is on: signing in asks for a code from your app.</Alert>
          <RecoveryCodesLeft status={status.data} />
        </div>
        <RegenerateForm onNewCodes={setShownCodes} />
        <DisableForm />
      </div>
    );
  }
  if (setup.data) {
    return (
      <EnableForm key={setup.data.secret} secret={setup.data.secret} uri={setup.data.uri} onEnabled={setShownCodes} />
    );
  }
  return <SetupForm setup={setup} />;
};
