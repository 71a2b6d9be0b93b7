import { z } from 'zod';
import { ZEmail } from './auth-schemas.ts';
import { CONTACT_SUBJECTS } from './constants.ts';
import { FULL_NAME_MAX_LENGTH, ZPersonName } from './person-name.ts';

export const ZContactRequest = z.object({
  name: ZPersonName('Full name', FULL_NAME_MAX_LENGTH),
  email: ZEmail,
  phone: z
    .string()
    .trim()
    .max(40, { error: 'Phone number is too long' })
    .regex(/^[0-9+()\-.\s]*$/, { error: 'Please enter a valid phone number' })
    .optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactResponse = z.object({ success: z.literal(true), id: z.uuid() });
export type TContactResponse = z.infer<typeof ZContactResponse>;
