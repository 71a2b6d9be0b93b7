import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword } from '@sello/shared/auth-schemas';
import { ZPersonName } from '@sello/shared/person-name';
import { STAFF_ROLE_LABELS } from '@sello/shared/staff-roles';
import type { TInvitationPreviewResponse } from '@sello/shared/staff-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NameFields } from '@/components/forms/contact-fields';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { BreakableText } from '@/components/ui/breakable-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useAcceptStaffInvitation } from '../api/staff-invitation';
import { AuthModal, PASSWORDS_DO_NOT_MATCH, TwoFactorStep, useAuthModalState } from './auth-modal';

const ZNewStaffAccount = z
  .object({
    firstName: ZPersonName('First name'),
    lastName: ZPersonName('Last name'),
    password: ZPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
type TNewStaffAccount = z.infer<typeof ZNewStaffAccount>;

type TInvitation = TInvitationPreviewResponse['invitation'];

const Accepted = () => (
  <div className="flex flex-col gap-4">
    <Alert tone="success" title="Welcome to the team">
      You are signed in with your staff role.
    </Alert>
    <ButtonLink to={paths.admin} size="lg" fullWidth>
      Open the back office
    </ButtonLink>
  </div>
);

/** A new email: the invitee sets their name and password and is signed in. */
const NewAccountForm = ({ token, invitation }: { token: string; invitation: TInvitation }) => {
  const accept = useAcceptStaffInvitation(false);
  const [codeAccepted, setCodeAccepted] = useState(false);
  const { modalProps, openSignIn } = useAuthModalState();
  const form = useForm<TNewStaffAccount>({
    resolver: zodResolver(ZNewStaffAccount),
    defaultValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      password: '',
      confirmPassword: '',
    },
  });
  if (accept.isSuccess && ('tokens' in accept.data || codeAccepted)) return <Accepted />;
  if (accept.isSuccess && 'challengeToken' in accept.data) {
    return (
      <>
        <TwoFactorStep
          challengeToken={accept.data.challengeToken}
          onSuccess={() => setCodeAccepted(true)}
          onBack={openSignIn}
          backLabel="Sign in with email and password instead"
        />
        <AuthModal {...modalProps} />
      </>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ firstName, lastName, password }) =>
        accept.mutate({ token, firstName, lastName, password }),
      )}
    >
      {accept.isError ? (
        <Alert tone="error">{errorMessage(accept.error, 'Could not accept the invitation. Please try again.')}</Alert>
      ) : null}
      <NameFields register={form.register} errors={form.formState.errors} required />
      <NewPasswordFields
        register={form.register}
        errors={form.formState.errors}
        label="Password"
        confirmLabel="Confirm password"
      />
      <Button type="submit" size="lg" fullWidth loading={accept.isPending}>
        Accept and sign in
      </Button>
    </form>
  );
};

/** An email that already has an account: its owner signs in with it and accepts; no second account is made. */
const ExistingAccount = ({ token, invitation }: { token: string; invitation: TInvitation }) => {
  const auth = useAuth();
  const accept = useAcceptStaffInvitation(true);
  const { modalProps, openSignIn } = useAuthModalState();
  if (accept.isSuccess) return <Accepted />;
  if (auth.status !== 'authenticated') {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          {invitation.email} already has an account. Sign in with it to accept: the role is added to that account.
        </p>
        <Button size="lg" fullWidth onClick={openSignIn}>
          Sign in to accept
        </Button>
        <AuthModal {...modalProps} />
      </div>
    );
  }
  if (auth.user.email !== invitation.email) {
    return (
      <Alert tone="warning" title="Signed in with another account">
        This invitation is for {invitation.email}, and you are signed in as {auth.user.email}. Sign out, then open this
        link again and sign in with {invitation.email}.
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {accept.isError ? (
        <Alert tone="error">{errorMessage(accept.error, 'Could not accept the invitation. Please try again.')}</Alert>
      ) : null}
      <Button size="lg" fullWidth loading={accept.isPending} onClick={() => accept.mutate({ token })}>
        Accept the invitation
      </Button>
    </div>
  );
};

export const AcceptStaffInvitation = ({ token, invitation }: { token: string; invitation: TInvitation }) => (
  <div className="flex flex-col gap-4">
    <p className="text-slate-700">
      You are invited to join as <strong>{STAFF_ROLE_LABELS[invitation.role].toLowerCase()}</strong> with{' '}
      <strong>
        <BreakableText>{invitation.email}</BreakableText>
      </strong>
      .
    </p>
    {invitation.existingAccount ? (
      <ExistingAccount token={token} invitation={invitation} />
    ) : (
      <NewAccountForm token={token} invitation={invitation} />
    )}
  </div>
);
