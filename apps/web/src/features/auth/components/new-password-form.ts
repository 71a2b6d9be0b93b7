import { ZPassword } from '@sello/shared/auth-schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
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

/**
 * The form of an emailed link that sets the account's password (reset, or email verification without signing in);
 * its messages in the page's language.
 */
export const useNewPasswordForm = () =>
  useForm<z.infer<typeof ZNewPasswordForm>>({
    resolver: useLocalizedResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
