import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorSetupRequest,
} from '@sello/shared/two-factor-schemas';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor, useTwoFactorStatus } from '../api/two-factor';

const codeFieldProps = {
  label: 'Authentication code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  spellCheck: false,
} as const;

/** Shows the new secret (to type in) and its otpauth:// link, then confirms it with a first code. */
const EnableForm = ({ secret, uri }: { secret: string; uri: string }) => {
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorEnableRequest), defaultValues: { code: '' } });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => enable.mutate(values))}>
      <ol className="list-decimal space-y-2 pl-5 text-slate-700 text-sm">
        <li>
          In your authenticator app, add an account with this key (time-based):
          <code className="mt-1 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900 text-sm">
            {secret}
          </code>
          <span className="mt-1 block">
            Or, on this device, open the{' '}
            <a href={uri} className="font-medium text-brand-700 underline underline-offset-2">
              setup link
            </a>
            :
            <code className="mt-1 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-700 text-xs">
              {uri}
            </code>
          </span>
        </li>
        <li>Type the 6-digit code the app shows to turn two-factor authentication on.</li>
      </ol>
      {enable.isError ? (
        <Alert tone="error">{errorMessage(enable.error, 'Could not turn it on. Please try again.')}</Alert>
      ) : null}
      <TextField {...codeFieldProps} error={errors.code?.message} {...register('code')} />
      <Button type="submit" loading={enable.isPending} className="self-start">
        {enable.isPending ? 'Turning on...' : 'Turn on two-factor authentication'}
      </Button>
    </form>
  );
};

const DisableForm = () => {
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZTwoFactorDisableRequest), defaultValues: { password: '', code: '' } });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => disable.mutate(values))}>
      <Alert tone="success">Two-factor authentication is on: signing in asks for a code from your app.</Alert>
      {disable.isError ? (
        <Alert tone="error">{errorMessage(disable.error, 'Could not turn it off. Please try again.')}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField {...codeFieldProps} error={errors.code?.message} {...register('code')} />
      </div>
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

/** /account, for administrators: optional TOTP two-factor authentication. */
export const TwoFactorSection = () => {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();

  if (status.isPending) return <p className="text-slate-600 text-sm">Loading…</p>;
  if (status.isError) {
    return <Alert tone="error">{errorMessage(status.error, 'Could not load the two-factor settings.')}</Alert>;
  }
  if (status.data.enabled) return <DisableForm />;
  if (setup.data) return <EnableForm key={setup.data.secret} secret={setup.data.secret} uri={setup.data.uri} />;
  return <SetupForm setup={setup} />;
};
