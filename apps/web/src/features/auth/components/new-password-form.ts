import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword } from '@sello/shared/auth-schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH } from './auth-modal';

const ZNewPasswordForm = z
  .object({
    password: ZPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** The form of an emailed link that sets the account's password (reset, or email verification without signing in). */
export const useNewPasswordForm = () =>
  useForm<z.infer<typeof ZNewPasswordForm>>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
